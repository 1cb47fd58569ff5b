import type { Completion } from '@blockbeat/contracts';
import { ForeignKeyConstraintError, Op, QueryTypes, type InferAttributes } from 'sequelize';
import type { CompletionRow, ContentModels } from '../../database/models';

export interface NewCompletion {
  userId: string;
  workoutId: string;
  workoutName: string;
  elapsedSeconds: number;
  /** The player's id for it; the same one again answers the completion already logged. */
  clientId?: string;
  /** When it ended; absent: now, by the database's clock. */
  completedAt?: string;
}

/** A completion logged, and whether this call logged it (false: the clientId was logged before). */
export interface Logged {
  completion: Completion;
  created: boolean;
}

type CompletionAttributes = InferAttributes<CompletionRow>;

export function createCompletionRepository({ Completions }: ContentModels) {
  const sequelize = Completions.sequelize!;
  const quote = (name: string) => sequelize.getQueryInterface().quoteIdentifier(name);
  const table = `${quote(Completions.options.schema!)}.${quote('completions')}`;
  const columns = `id, workout_id AS "workoutId", workout_name AS "workoutName", elapsed_seconds AS "elapsedSeconds", completed_at AS "completedAt"`;

  /**
   * One statement: a concurrent insert of the same (user, clientId) waits on the unique index and
   * then inserts nothing, so however many arrive together, one row is written.
   */
  async function insertOnce(c: NewCompletion): Promise<CompletionAttributes | undefined> {
    const [row] = await sequelize.query<CompletionAttributes>(
      `INSERT INTO ${table} (id, user_id, workout_id, workout_name, elapsed_seconds, client_id, completed_at)
       VALUES (gen_random_uuid(), :userId, :workoutId, :workoutName, :elapsedSeconds, :clientId, COALESCE(CAST(:completedAt AS timestamptz), now()))
       ON CONFLICT (user_id, client_id) WHERE client_id IS NOT NULL DO NOTHING
       RETURNING ${columns}`,
      {
        replacements: { ...c, clientId: c.clientId ?? null, completedAt: c.completedAt ?? null },
        type: QueryTypes.SELECT,
      },
    );
    return row;
  }

  return {
    /** null when the workout was deleted a moment ago (the foreign key refuses the row). */
    async create(completion: NewCompletion): Promise<Logged | null> {
      try {
        const row = await insertOnce(completion);
        if (row) return { completion: toCompletion(row), created: true };
      } catch (err) {
        if (err instanceof ForeignKeyConstraintError) return null;
        throw err;
      }
      const logged = await Completions.findOne({ where: { userId: completion.userId, clientId: completion.clientId! }, raw: true });
      return logged && { completion: toCompletion(logged), created: false };
    },

    /** Newest first; every entry when no limit is given. */
    async listRecent(userId: string, limit?: number): Promise<Completion[]> {
      const rows = await Completions.findAll({ where: { userId }, order: [['completedAt', 'DESC']], limit, raw: true });
      return rows.map(toCompletion);
    },

    /** Newest first, from `from` (included) to `to` (excluded). */
    async listBetween(userId: string, from: Date, to: Date): Promise<Completion[]> {
      const rows = await Completions.findAll({
        where: { userId, completedAt: { [Op.gte]: from, [Op.lt]: to } },
        order: [['completedAt', 'DESC']],
        raw: true,
      });
      return rows.map(toCompletion);
    },
  };
}

export type CompletionRepository = ReturnType<typeof createCompletionRepository>;

function toCompletion(row: Pick<CompletionAttributes, 'id' | 'workoutId' | 'workoutName' | 'elapsedSeconds' | 'completedAt'>): Completion {
  return { id: row.id, workoutId: row.workoutId, workoutName: row.workoutName, elapsedSeconds: row.elapsedSeconds, completedAt: new Date(row.completedAt).toISOString() };
}
