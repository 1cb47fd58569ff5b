import type { LiveAction, LiveActionInput, SharedWorkout } from '@blockbeat/contracts';
import { QueryTypes, type Transaction } from 'sequelize';
import type { ContentModels } from '../../database/models';

/** The channel every content process listens on: payload {c: class id, k: what changed, s?: seq, u?: upload id}. */
export const LIVE_CHANNEL = 'content_live';
export type LiveChange = 'action' | 'settings' | 'ended' | 'followers' | 'beat';
export interface LiveNotice {
  c: string;
  k: LiveChange;
  s?: number;
  /** 'beat': the upload whose grid changed. */
  u?: string;
}

export interface LiveClassRecord {
  id: string;
  code: string;
  userId: string;
  workoutId: string | null;
  workout: SharedWorkout;
  allowFollowerAudio: boolean;
  lastSeq: number;
  startedAt: Date;
  lastActivityAt: Date;
  endedAt: Date | null;
}

/** What a process's room re-reads on a notice: the class's mutable state and its followers everywhere. */
export interface LiveClassState {
  lastSeq: number;
  allowFollowerAudio: boolean;
  endedAt: Date | null;
  followers: number;
}

export interface NewLiveClass {
  code: string;
  userId: string;
  workoutId: string;
  workout: SharedWorkout;
  allowFollowerAudio: boolean;
}

const CLASS_COLUMNS = `id, code, user_id AS "userId", workout_id AS "workoutId", workout, allow_follower_audio AS "allowFollowerAudio",
  last_seq AS "lastSeq", started_at AS "startedAt", last_activity_at AS "lastActivityAt", ended_at AS "endedAt"`;

interface ActionRow {
  seq: number;
  type: LiveAction['type'];
  atMs: string;
  blockIndex: number | null;
}

const toAction = ({ seq, type, atMs, blockIndex }: ActionRow): LiveAction => ({
  seq,
  type,
  atMs: Number(atMs),
  ...(blockIndex !== null && { blockIndex }),
});

const notify = (notice: LiveNotice) => ({ sql: `SELECT pg_notify('${LIVE_CHANNEL}', :notice)`, notice: JSON.stringify(notice) });

/**
 * Live classes in SQL. Every change that followers must see sends its NOTIFY in the same
 * transaction (Postgres delivers it on commit), so a listener never hears of a row it cannot read.
 */
export function createLiveRepository({ Workouts }: ContentModels) {
  const sequelize = Workouts.sequelize!;
  const schema = Workouts.options.schema!;
  const q = (name: string) => `${sequelize.getQueryInterface().quoteIdentifier(schema)}.${sequelize.getQueryInterface().quoteIdentifier(name)}`;
  const [classes, actions, presence] = [q('live_classes'), q('live_actions'), q('live_presence')];
  const select = <T extends object>(sql: string, replacements: Record<string, unknown>, transaction?: Transaction) =>
    sequelize.query<T>(sql, { replacements, type: QueryTypes.SELECT, ...(transaction && { transaction }) });
  const send = async (notice: LiveNotice, transaction?: Transaction) => {
    const { sql, notice: text } = notify(notice);
    await select(sql, { notice: text }, transaction);
  };

  return {
    /** null when the code is taken by a running class (the caller draws another). */
    async insert(input: NewLiveClass): Promise<LiveClassRecord | null> {
      const [row] = await select<LiveClassRecord>(
        `INSERT INTO ${classes} (code, user_id, workout_id, workout, allow_follower_audio)
         VALUES (:code, :userId, :workoutId, :workout, :allowFollowerAudio)
         ON CONFLICT (code) WHERE ended_at IS NULL DO NOTHING
         RETURNING ${CLASS_COLUMNS}`,
        { ...input, workout: JSON.stringify(input.workout) },
      );
      return row ?? null;
    },

    /** The running class with this code, else the one that ended last. */
    async findByCode(code: string): Promise<LiveClassRecord | null> {
      const [row] = await select<LiveClassRecord>(
        `SELECT ${CLASS_COLUMNS} FROM ${classes} WHERE code = :code ORDER BY (ended_at IS NULL) DESC, started_at DESC LIMIT 1`,
        { code },
      );
      return row ?? null;
    },

    /** The user's classes, newest first, without their workout copies (the account export). */
    async listByUser(userId: string): Promise<Array<{ code: string; workoutId: string | null; startedAt: string; endedAt: string | null }>> {
      const rows = await select<{ code: string; workoutId: string | null; startedAt: Date; endedAt: Date | null }>(
        `SELECT code, workout_id AS "workoutId", started_at AS "startedAt", ended_at AS "endedAt" FROM ${classes} WHERE user_id = :userId ORDER BY started_at DESC`,
        { userId },
      );
      return rows.map((r) => ({ ...r, startedAt: r.startedAt.toISOString(), endedAt: r.endedAt?.toISOString() ?? null }));
    },

    async findById(id: string): Promise<LiveClassRecord | null> {
      const [row] = await select<LiveClassRecord>(`SELECT ${CLASS_COLUMNS} FROM ${classes} WHERE id = :id`, { id });
      return row ?? null;
    },

    async listActions(classId: string, afterSeq = 0): Promise<LiveAction[]> {
      const rows = await select<ActionRow>(
        `SELECT seq, type, at_ms AS "atMs", block_index AS "blockIndex" FROM ${actions} WHERE class_id = :classId AND seq > :afterSeq ORDER BY seq`,
        { classId, afterSeq },
      );
      return rows.map(toAction);
    },

    /**
     * Appends to a running class's log under its row lock, so concurrent actions get consecutive
     * seqs in the order they commit. 'ended' or 'full' when it may not take another.
     */
    async appendAction(classId: string, input: LiveActionInput, maxActions: number): Promise<LiveAction | 'ended' | 'full'> {
      return sequelize.transaction(async (transaction) => {
        const [row] = await select<{ lastSeq: number; endedAt: Date | null }>(
          `SELECT last_seq AS "lastSeq", ended_at AS "endedAt" FROM ${classes} WHERE id = :classId FOR UPDATE`,
          { classId },
          transaction,
        );
        if (!row || row.endedAt) return 'ended';
        if (row.lastSeq >= maxActions) return 'full';
        const seq = row.lastSeq + 1;
        // The log's instants never go back: a late resend or a refreshed clock offset stamped just
        // before the previous action is logged at the previous action's instant.
        const [previous] = await select<{ atMs: string }>(`SELECT at_ms AS "atMs" FROM ${actions} WHERE class_id = :classId AND seq = :lastSeq`, { classId, lastSeq: row.lastSeq }, transaction);
        const atMs = Math.max(input.atMs, previous ? Number(previous.atMs) : input.atMs);
        await sequelize.query(
          `INSERT INTO ${actions} (class_id, seq, type, at_ms, block_index) VALUES (:classId, :seq, :type, :atMs, :blockIndex);
           UPDATE ${classes} SET last_seq = :seq, last_activity_at = now() WHERE id = :classId`,
          { replacements: { classId, seq, type: input.type, atMs, blockIndex: input.blockIndex ?? null }, transaction },
        );
        await send({ c: classId, k: 'action', s: seq }, transaction);
        return { seq, ...input, atMs };
      });
    },

    /** false when the class has ended. */
    async updateSettings(classId: string, allowFollowerAudio: boolean): Promise<boolean> {
      return sequelize.transaction(async (transaction) => {
        const rows = await select<{ id: string }>(
          `UPDATE ${classes} SET allow_follower_audio = :allowFollowerAudio, last_activity_at = now() WHERE id = :classId AND ended_at IS NULL RETURNING id`,
          { classId, allowFollowerAudio },
          transaction,
        );
        if (rows.length === 0) return false;
        await send({ c: classId, k: 'settings' }, transaction);
        return true;
      });
    },

    /** Ends it now unless it had ended; followers hear it either way only once. */
    async end(classId: string): Promise<void> {
      await sequelize.transaction(async (transaction) => {
        const rows = await select<{ id: string }>(
          `UPDATE ${classes} SET ended_at = now() WHERE id = :classId AND ended_at IS NULL RETURNING id`,
          { classId },
          transaction,
        );
        if (rows.length > 0) await send({ c: classId, k: 'ended' }, transaction);
      });
    },

    /**
     * Ends every class idle for longer than `idleMs`, stamped at the moment it became idle, and
     * tells followers. One statement: safe on every replica at once (a row ends once).
     */
    async endIdle(idleMs: number, classId?: string): Promise<number> {
      const rows = await select<{ id: string }>(
        `WITH ended AS (
           UPDATE ${classes} SET ended_at = last_activity_at + make_interval(secs => :idleSeconds)
            WHERE ended_at IS NULL AND last_activity_at < now() - make_interval(secs => :idleSeconds) ${classId ? 'AND id = :classId' : ''}
            RETURNING id)
         SELECT id, pg_notify('${LIVE_CHANNEL}', json_build_object('c', id, 'k', 'ended')::text) FROM ended`,
        { idleSeconds: idleMs / 1000, classId: classId ?? null },
      );
      return rows.length;
    },

    /**
     * Tells the followers of `userId`'s running classes that play upload `uploadId` that its grid
     * changed (a tap, a finished analysis). The class's workout copy names the upload by its id.
     */
    async noticeBeat(userId: string, uploadId: string): Promise<number> {
      const rows = await select<{ id: string }>(
        `SELECT id, pg_notify('${LIVE_CHANNEL}', json_build_object('c', id, 'k', 'beat', 'u', :uploadId::text)::text) FROM ${classes}
          WHERE user_id = :userId AND ended_at IS NULL AND strpos(workout::text, :uploadId) > 0`,
        { userId, uploadId },
      );
      return rows.length;
    },

    /** Its state and the followers every process reports (heartbeat younger than `freshMs`). */
    async state(classId: string, freshMs: number): Promise<LiveClassState | null> {
      const [row] = await select<LiveClassState>(
        `SELECT c.last_seq AS "lastSeq", c.allow_follower_audio AS "allowFollowerAudio", c.ended_at AS "endedAt",
                COALESCE((SELECT sum(p.followers) FROM ${presence} p
                           WHERE p.class_id = c.id AND p.heartbeat_at > now() - make_interval(secs => :freshSeconds)), 0)::int AS followers
           FROM ${classes} c WHERE c.id = :classId`,
        { classId, freshSeconds: freshMs / 1000 },
      );
      return row ?? null;
    },

    /** This process's followers of one class (a row removed at 0), then a notice so every room recounts. */
    async reportFollowers(processId: string, classId: string, followers: number): Promise<void> {
      await sequelize.transaction(async (transaction) => {
        const sql =
          followers > 0
            ? `INSERT INTO ${presence} (process_id, class_id, followers) VALUES (:processId, :classId, :followers)
               ON CONFLICT (class_id, process_id) DO UPDATE SET followers = EXCLUDED.followers, heartbeat_at = now()`
            : `DELETE FROM ${presence} WHERE process_id = :processId AND class_id = :classId`;
        await sequelize.query(sql, { replacements: { processId, classId, followers }, transaction });
        await send({ c: classId, k: 'followers' }, transaction);
      });
    },

    /** Keeps this process's rows fresh, and drops rows whose process stopped beating long ago. */
    async beatPresence(processId: string, staleMs: number): Promise<void> {
      await sequelize.query(
        `UPDATE ${presence} SET heartbeat_at = now() WHERE process_id = :processId;
         DELETE FROM ${presence} WHERE heartbeat_at < now() - make_interval(secs => :staleSeconds)`,
        { replacements: { processId, staleSeconds: staleMs / 1000 } },
      );
    },

    async forgetProcess(processId: string): Promise<void> {
      await sequelize.query(`DELETE FROM ${presence} WHERE process_id = :processId`, { replacements: { processId } });
    },
  };
}

export type LiveRepository = ReturnType<typeof createLiveRepository>;
