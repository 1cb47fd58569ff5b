import type { FeedbackEntry, FeedbackSummary } from '@blockbeat/contracts';
import { QueryTypes } from 'sequelize';
import type { ContentModels } from '../../database/models';

/** Where feedback came from: a live class or a share link; limits count per link. */
export type FeedbackLink = { classId: string } | { shareToken: string };

export interface NewFeedback {
  userId: string;
  workoutId: string | null;
  workoutName: string;
  done: boolean;
  effort: number | null;
  note: string | null;
  firstName: string | null;
  ipHash: string;
}

export interface FeedbackLimits {
  perIpPerHour: number;
  perLinkPerHour: number;
}

interface SummaryRow {
  count: number;
  averageEffort: string | null;
}

const toSummary = ({ count, averageEffort }: SummaryRow): FeedbackSummary => ({
  count,
  averageEffort: averageEffort === null ? null : Number(averageEffort),
});

/** One decimal, as the card shows it; numeric → text keeps it exact until the service reads it. */
const SUMMARY_COLUMNS = (alias: string) => `count(${alias}.id)::int AS count, round(avg(${alias}.effort), 1)::text AS "averageEffort"`;

export function createFeedbackRepository({ Workouts }: ContentModels) {
  const sequelize = Workouts.sequelize!;
  const schema = Workouts.options.schema!;
  const q = (name: string) => `${sequelize.getQueryInterface().quoteIdentifier(schema)}.${sequelize.getQueryInterface().quoteIdentifier(name)}`;
  const [feedback, classes, ipKeys] = [q('feedback'), q('live_classes'), q('feedback_ip_key')];

  /** Entries matching `condition`, newest first, at most `limit` when given. */
  async function entries(condition: string, replacements: Record<string, unknown>, limit?: number): Promise<FeedbackEntry[]> {
    const rows = await sequelize.query<Omit<FeedbackEntry, 'createdAt'> & { createdAt: Date }>(
      `SELECT f.id, f.workout_id AS "workoutId", f.workout_name AS "workoutName", c.code AS "classCode", f.done, f.effort, f.note,
              f.first_name AS "firstName", f.created_at AS "createdAt"
         FROM ${feedback} f LEFT JOIN ${classes} c ON c.id = f.class_id
        WHERE ${condition}
        ORDER BY f.created_at DESC${limit === undefined ? '' : ' LIMIT :limit'}`,
      { replacements: { ...replacements, limit }, type: QueryTypes.SELECT },
    );
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  }
  let ipKey: Promise<string> | undefined;

  return {
    /** The key IPs are hashed with: one per database, so every replica hashes alike. */
    ipKey(): Promise<string> {
      ipKey ??= sequelize.query<{ key: string }>(`SELECT key FROM ${ipKeys}`, { type: QueryTypes.SELECT }).then(([row]) => row!.key);
      return ipKey;
    },

    /**
     * Stores it unless the last hour already holds `perIpPerHour` from this IP through this link or
     * `perLinkPerHour` through it from anyone. The link's advisory lock makes check-and-insert one
     * step on every replica, so a burst of concurrent sends cannot all slip under the limit.
     */
    /**
     * Stores the entry unless the address or the link has reached its hourly limit; then answers
     * the seconds until the oldest counted entry leaves the hour (the client's Retry-After).
     */
    async insertWithinLimits(link: FeedbackLink, entry: NewFeedback, limits: FeedbackLimits): Promise<{ stored: true } | { stored: false; retryAfterSeconds: number }> {
      const [column, value] = 'classId' in link ? ['class_id', link.classId] : ['share_token', link.shareToken];
      return sequelize.transaction(async (transaction) => {
        const replacements = { ...entry, linkKey: `${column}:${value}`, value };
        await sequelize.query('SELECT pg_advisory_xact_lock(hashtext(:linkKey))', { replacements, transaction });
        const [counts] = await sequelize.query<{ fromIp: number; total: number; ipFreesIn: number | null; linkFreesIn: number | null }>(
          `SELECT count(*) FILTER (WHERE ip_hash = :ipHash)::int AS "fromIp", count(*)::int AS total,
                  ceil(extract(epoch FROM min(created_at) FILTER (WHERE ip_hash = :ipHash) + interval '1 hour' - now()))::int AS "ipFreesIn",
                  ceil(extract(epoch FROM min(created_at) + interval '1 hour' - now()))::int AS "linkFreesIn"
             FROM ${feedback} WHERE ${column} = :value AND created_at > now() - interval '1 hour'`,
          { replacements, type: QueryTypes.SELECT, transaction },
        );
        const { fromIp, total, ipFreesIn, linkFreesIn } = counts!;
        const waits = [fromIp >= limits.perIpPerHour ? ipFreesIn : null, total >= limits.perLinkPerHour ? linkFreesIn : null].filter((w) => w !== null);
        if (waits.length > 0) return { stored: false as const, retryAfterSeconds: Math.max(1, ...waits) };
        await sequelize.query(
          `INSERT INTO ${feedback} (user_id, workout_id, workout_name, ${column}, done, effort, note, first_name, ip_hash)
           VALUES (:userId, :workoutId, :workoutName, :value, :done, :effort, :note, :firstName, :ipHash)`,
          { replacements, transaction },
        );
        return { stored: true as const };
      });
    },

    async summary(userId: string, workoutId: string): Promise<FeedbackSummary> {
      const [row] = await sequelize.query<SummaryRow>(`SELECT ${SUMMARY_COLUMNS('f')} FROM ${feedback} f WHERE f.user_id = :userId AND f.workout_id = :workoutId`, {
        replacements: { userId, workoutId },
        type: QueryTypes.SELECT,
      });
      return toSummary(row!);
    },

    /** The workout's classes, newest first, each with its feedback summary (zero when nobody wrote). */
    async classSummaries(userId: string, workoutId: string): Promise<Array<{ code: string; startedAt: string; summary: FeedbackSummary }>> {
      const rows = await sequelize.query<SummaryRow & { code: string; startedAt: Date }>(
        `SELECT c.code, c.started_at AS "startedAt", ${SUMMARY_COLUMNS('f')}
           FROM ${classes} c LEFT JOIN ${feedback} f ON f.class_id = c.id
          WHERE c.user_id = :userId AND c.workout_id = :workoutId
          GROUP BY c.id ORDER BY c.started_at DESC`,
        { replacements: { userId, workoutId }, type: QueryTypes.SELECT },
      );
      return rows.map((row) => ({ code: row.code, startedAt: row.startedAt.toISOString(), summary: toSummary(row) }));
    },

    latest(userId: string, workoutId: string, limit: number): Promise<FeedbackEntry[]> {
      return entries('f.user_id = :userId AND f.workout_id = :workoutId', { userId, workoutId }, limit);
    },

    /** Every entry the user's workouts received, newest first (the account export). */
    listByOwner(userId: string): Promise<FeedbackEntry[]> {
      return entries('f.user_id = :userId', { userId });
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
