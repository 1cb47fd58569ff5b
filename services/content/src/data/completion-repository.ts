import type { Completion } from '@blockbeat/contracts';
import { ForeignKeyConstraintError, type InferAttributes } from 'sequelize';
import type { CompletionRow, ContentModels } from './models';

export interface NewCompletion {
  userId: string;
  workoutId: string;
  workoutName: string;
  elapsedSeconds: number;
}

export function createCompletionRepository({ Completions }: ContentModels) {
  return {
    /** null when the workout was deleted a moment ago (the foreign key refuses the row). */
    async create(completion: NewCompletion): Promise<Completion | null> {
      try {
        const row = await Completions.create(completion, { returning: true });
        return toCompletion(row.get({ plain: true }));
      } catch (err) {
        if (err instanceof ForeignKeyConstraintError) return null;
        throw err;
      }
    },

    /** Newest first; every entry when no limit is given. */
    async listRecent(userId: string, limit?: number): Promise<Completion[]> {
      const rows = await Completions.findAll({ where: { userId }, order: [['completedAt', 'DESC']], limit, raw: true });
      return rows.map(toCompletion);
    },
  };
}

export type CompletionRepository = ReturnType<typeof createCompletionRepository>;

function toCompletion(row: InferAttributes<CompletionRow>): Completion {
  return { id: row.id, workoutName: row.workoutName, elapsedSeconds: row.elapsedSeconds, completedAt: row.completedAt.toISOString() };
}
