import type { ExerciseTemplate, ExerciseTemplateInput, ExerciseTemplatePatch } from '@blockbeat/contracts';
import { QueryTypes, type InferAttributes } from 'sequelize';
import type { ContentModels, TemplateRow } from '../../database/models';
import { ownedBy } from '../../database/owned';

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

    /**
     * Adds what `decide` answers given the music URLs of the user's Spotify templates, all in one
     * transaction (every template or none) under a per-user lock, so two syncs at once cannot
     * both find a track missing. The first added is the newest: the library, newest first, lists
     * them in the order given. Answers how many were added.
     */
    async addSpotifyTemplates(userId: string, decide: (spotifyUrls: string[]) => ExerciseTemplateInput[]): Promise<number> {
      return sequelize.transaction(async (transaction) => {
        await sequelize.query('SELECT pg_advisory_xact_lock(hashtext(:key))', {
          replacements: { key: `blockbeat:content:spotify-templates:${userId}` },
          type: QueryTypes.SELECT,
          transaction,
        });
        const existing = await Templates.findAll({ where: { userId, musicType: 'spotify' }, attributes: ['musicUrl'], raw: true, transaction });
        const inputs = decide(existing.map((t) => t.musicUrl));
        const at = (i: number) => sequelize.literal(`now() - make_interval(secs => ${i} * 0.000001)`) as unknown as Date;
        await Templates.bulkCreate(
          inputs.map((input, i) => ({ ...input, userId, createdAt: at(i), updatedAt: at(i) })),
          { transaction },
        );
        return inputs.length;
      });
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
    demo: row.demo ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
