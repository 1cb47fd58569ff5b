import type { CustomCategory } from '@blockbeat/contracts';
import { UniqueConstraintError } from 'sequelize';
import type { ContentModels } from '../../database/models';
import { ownedBy } from '../../database/owned';

export function createCategoryRepository({ Categories }: ContentModels) {
  const sequelize = Categories.sequelize!;
  return {
    /** Alphabetical, ignoring letter case: the order of the category dropdown. */
    async listByUser(userId: string): Promise<CustomCategory[]> {
      const rows = await Categories.findAll({
        where: { userId },
        order: [[sequelize.fn('lower', sequelize.col('name')), 'ASC'], ['createdAt', 'ASC']],
        raw: true,
      });
      return rows.map(({ id, name }) => ({ id, name }));
    },

    /** null when the user already has that name in any letter case (a unique index decides). */
    async create(userId: string, name: string): Promise<CustomCategory | null> {
      try {
        const row = await Categories.create({ userId, name }, { returning: true });
        return { id: row.id, name: row.name };
      } catch (err) {
        if (err instanceof UniqueConstraintError) return null;
        throw err;
      }
    },

    async deleteOwned(userId: string, id: string): Promise<boolean> {
      const where = ownedBy(userId, id);
      return where !== null && (await Categories.destroy({ where })) > 0;
    },
  };
}

export type CategoryRepository = ReturnType<typeof createCategoryRepository>;
