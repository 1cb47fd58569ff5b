import type { InferAttributes } from 'sequelize';
import type { BrandingRow, ContentModels } from '../../database/models';

export type BrandingRecord = Omit<InferAttributes<BrandingRow>, 'userId' | 'updatedAt'>;
export type BrandingChanges = Partial<BrandingRecord>;

export function createBrandingRepository({ Branding }: ContentModels) {
  const sequelize = Branding.sequelize!;
  return {
    async find(userId: string): Promise<BrandingRecord | null> {
      const row = await Branding.findByPk(userId, { raw: true });
      return row ? toRecord(row) : null;
    },

    /**
     * Applies `changes` to the user's branding (the row is created on the first change) with the
     * row locked, and answers it as it was and as it is: the caller removes a logo file that was
     * replaced, and concurrent changes each see the one before them.
     */
    async change(userId: string, changes: BrandingChanges): Promise<{ before: BrandingRecord; after: BrandingRecord }> {
      return sequelize.transaction(async (transaction) => {
        await Branding.bulkCreate([{ userId }], { ignoreDuplicates: true, transaction });
        const row = (await Branding.findByPk(userId, { lock: transaction.LOCK.UPDATE, transaction }))!;
        const before = toRecord(row.get({ plain: true }));
        await row.update({ ...changes, updatedAt: sequelize.fn('now') }, { transaction });
        return { before, after: { ...before, ...changes } };
      });
    },
  };
}

export type BrandingRepository = ReturnType<typeof createBrandingRepository>;

function toRecord(row: InferAttributes<BrandingRow>): BrandingRecord {
  const { logoStorageName, logoMimeType, primaryColor, accentColor } = row;
  return { logoStorageName, logoMimeType, primaryColor, accentColor };
}
