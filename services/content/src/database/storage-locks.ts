import { Op, QueryTypes, type Transaction } from 'sequelize';
import type { ContentModels } from './models';

/**
 * The locks that keep shared audio files and the quota right under concurrency.
 *
 * Blobs: whatever removes upload rows locks their blobs FOR UPDATE first; whatever adds a row that
 * names an existing blob (an import) locks it FOR KEY SHARE and only then re-reads its source. So
 * a delete waits for imports in flight (and then sees their rows), and an import that waited for a
 * delete no longer finds the deleted source. Both lock in storage-name order, so they cannot
 * deadlock. A blob that no row names is therefore never named again: its file may go.
 *
 * Quota: a transaction-scoped advisory lock per user serialises the check and the insert, so two
 * uploads (or imports) near the quota cannot both pass.
 */
export function storageLocks({ Uploads, Blobs }: Pick<ContentModels, 'Uploads' | 'Blobs'>) {
  const sequelize = Uploads.sequelize!;
  return {
    async lockBlobs(storageNames: readonly string[], level: 'UPDATE' | 'KEY SHARE', transaction: Transaction): Promise<void> {
      if (storageNames.length === 0) return;
      await Blobs.findAll({
        attributes: ['storageName'],
        where: { storageName: { [Op.in]: [...new Set(storageNames)] } },
        order: [['storageName', 'ASC']],
        lock: level === 'UPDATE' ? transaction.LOCK.UPDATE : transaction.LOCK.KEY_SHARE,
        transaction,
        raw: true,
      });
    },

    async lockStorageOf(userId: string, transaction: Transaction): Promise<void> {
      await sequelize.query('SELECT pg_advisory_xact_lock(hashtext(:key))', {
        replacements: { key: `blockbeat:content:storage:${userId}` },
        type: QueryTypes.SELECT,
        transaction,
      });
    },

    /** Every upload row of the user counts in full, an imported track as much as an uploaded one. */
    async usedBytes(userId: string, transaction?: Transaction): Promise<number> {
      const used = await Uploads.sum('sizeBytes', { where: { userId }, transaction });
      return Number(used) || 0;
    },
  };
}

export type StorageLocks = ReturnType<typeof storageLocks>;
