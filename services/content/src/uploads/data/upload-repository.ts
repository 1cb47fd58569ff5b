import { QueryTypes, type InferAttributes } from 'sequelize';
import type { ContentModels, NewUpload, UploadRow } from '../../database/models';
import { ownedBy } from '../../database/owned';
import { storageLocks } from '../../database/storage-locks';

export type UploadRecord = Omit<InferAttributes<UploadRow>, 'createdAt'>;
export type UploadSummary = Omit<InferAttributes<UploadRow>, 'userId' | 'storageName'>;

export function createUploadRepository(models: ContentModels) {
  const { Uploads, Blobs } = models;
  const sequelize = Uploads.sequelize!;
  const locks = storageLocks(models);
  const quote = (name: string) => sequelize.getQueryInterface().quoteIdentifier(name);
  const blobs = `${quote(Blobs.options.schema!)}.${quote('blobs')}`;
  const uploads = `${quote(Uploads.options.schema!)}.${quote('uploads')}`;
  const unused = `NOT EXISTS (SELECT 1 FROM ${uploads} u WHERE u.storage_name = b.storage_name)`;

  return {
    /**
     * A new file's blob and its upload row, if `admit` (given the bytes the user already uses,
     * read under their storage lock) does not throw.
     */
    async createWithinQuota(upload: NewUpload, admit: (usedBytes: number) => void): Promise<UploadRecord> {
      return sequelize.transaction(async (transaction) => {
        await locks.lockStorageOf(upload.userId, transaction);
        admit(await locks.usedBytes(upload.userId, transaction));
        await Blobs.create({ storageName: upload.storageName }, { transaction });
        const row = await Uploads.create(upload, { returning: true, transaction });
        return toRecord(row.get({ plain: true }));
      });
    },

    usedBytes: (userId: string) => locks.usedBytes(userId),

    async findOwned(userId: string, id: string): Promise<UploadRecord | null> {
      const where = ownedBy(userId, id);
      const row = where && (await Uploads.findOne({ where, raw: true }));
      return row ? toRecord(row) : null;
    },

    /** Oldest first, without where the files are: the account export. */
    async listByUser(userId: string): Promise<UploadSummary[]> {
      const rows = await Uploads.findAll({ where: { userId }, order: [['createdAt', 'ASC']], raw: true });
      return rows.map(({ id, originalName, mimeType, sizeBytes, createdAt }) => ({ id, originalName, mimeType, sizeBytes, createdAt }));
    },

    /** The deleted row, or null when there was none. Its file may still be used by an import: see `unusedAmong`. */
    async deleteOwned(userId: string, id: string): Promise<UploadRecord | null> {
      const found = await this.findOwned(userId, id);
      if (!found) return null;
      return sequelize.transaction(async (transaction) => {
        await locks.lockBlobs([found.storageName], 'UPDATE', transaction);
        const deleted = await Uploads.destroy({ where: { id: found.id, userId }, transaction });
        return deleted > 0 ? found : null;
      });
    },

    /**
     * Of `storageNames`, the files no upload row uses. No row will use them again (see
     * storage-locks), so they may be removed; one whose removal fails stays listed in `blobs`.
     */
    async unusedAmong(storageNames: readonly string[]): Promise<string[]> {
      if (storageNames.length === 0) return [];
      const rows = await sequelize.query<{ storageName: string }>(
        `SELECT b.storage_name AS "storageName" FROM ${blobs} b WHERE b.storage_name IN (:storageNames) AND ${unused}`,
        { replacements: { storageNames: [...storageNames] }, type: QueryTypes.SELECT },
      );
      return rows.map((r) => r.storageName);
    },

    /** Forgets blobs whose files are removed; one that is used after all stays. */
    async forgetUnused(storageNames: readonly string[]): Promise<void> {
      if (storageNames.length === 0) return;
      await sequelize.query(`DELETE FROM ${blobs} b WHERE b.storage_name IN (:storageNames) AND ${unused}`, { replacements: { storageNames: [...storageNames] } });
    },
  };
}

export type UploadRepository = ReturnType<typeof createUploadRepository>;

function toRecord(row: InferAttributes<UploadRow>): UploadRecord {
  const { id, userId, storageName, originalName, mimeType, sizeBytes } = row;
  return { id, userId, storageName, originalName, mimeType, sizeBytes };
}
