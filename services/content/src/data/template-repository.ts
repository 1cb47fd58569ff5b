import type { ExerciseTemplate, ExerciseTemplateInput, ExerciseTemplatePatch } from '@blockbeat/contracts';
import type { InferAttributes } from 'sequelize';
import type { ContentModels, TemplateRow } from './models';
import { ownedBy } from './owned';

export function createTemplateRepository({ Templates }: ContentModels) {
  const sequelize = Templates.sequelize!;
  return {
    async listByUser(userId: string): Promise<ExerciseTemplate[]> {
      const rows = await Templates.findAll({ where: { userId }, order: [['createdAt', 'DESC']], raw: true });
      return rows.map(toTemplate);
    },

    async create(userId: string, input: ExerciseTemplateInput): Promise<ExerciseTemplate> {
      const row = await Templates.create({ ...input, userId }, { returning: true });
      return toTemplate(row.get({ plain: true }));
    },

    /**
     * Applies the patch `decide` returns for the current template, with the row locked so that
     * the check it makes (the music URL against the merged music type) holds for what is stored.
     * null when the caller has no such template.
     */
    async updateOwned(
      userId: string,
      id: string,
      decide: (current: ExerciseTemplate) => ExerciseTemplatePatch,
    ): Promise<ExerciseTemplate | null> {
      const where = ownedBy(userId, id);
      if (!where) return null;
      return sequelize.transaction(async (transaction) => {
        const row = await Templates.findOne({ where, lock: transaction.LOCK.UPDATE, transaction });
        if (!row) return null;
        const patch = decide(toTemplate(row.get({ plain: true })));
        await row.update({ ...patch, updatedAt: sequelize.fn('now') }, { transaction });
        await row.reload({ transaction });
        return toTemplate(row.get({ plain: true }));
      });
    },

    async deleteOwned(userId: string, id: string): Promise<boolean> {
      const where = ownedBy(userId, id);
      return where !== null && (await Templates.destroy({ where })) > 0;
    },
  };
}

export type TemplateRepository = ReturnType<typeof createTemplateRepository>;

function toTemplate(row: InferAttributes<TemplateRow>): ExerciseTemplate {
  return {
    id: row.id,
    name: row.name,
    duration: row.duration,
    restTime: row.restTime,
    notes: row.notes,
    musicUrl: row.musicUrl,
    musicType: row.musicType,
    blockColor: row.blockColor,
    createdAt: row.createdAt.toISOString(),
  };
}
