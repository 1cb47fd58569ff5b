import { Op, type InferAttributes } from 'sequelize';
import type { ContentModels, NewUpload, UploadRow } from './models';
import { isUuid, ownedBy } from './owned';

export type UploadRecord = Omit<InferAttributes<UploadRow>, 'createdAt'>;
export type UploadSummary = Omit<InferAttributes<UploadRow>, 'userId' | 'storageName'>;

export function createUploadRepository({ Uploads }: ContentModels) {
  return {
    async create(upload: NewUpload): Promise<UploadRecord> {
      const row = await Uploads.create(upload, { returning: true });
      return toRecord(row.get({ plain: true }));
    },

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

    async findAllOwned(userId: string, ids: readonly string[]): Promise<UploadRecord[]> {
      const valid = ids.filter(isUuid);
      if (valid.length === 0) return [];
      const rows = await Uploads.findAll({ where: { userId, id: { [Op.in]: valid } }, raw: true });
      return rows.map(toRecord);
    },

    /** The deleted row (its file is the caller's to remove), or null when there was none. */
    async deleteOwned(userId: string, id: string): Promise<UploadRecord | null> {
      const found = await this.findOwned(userId, id);
      if (!found) return null;
      const deleted = await Uploads.destroy({ where: { id: found.id, userId } });
      return deleted > 0 ? found : null;
    },
  };
}

export type UploadRepository = ReturnType<typeof createUploadRepository>;

function toRecord(row: InferAttributes<UploadRow>): UploadRecord {
  const { id, userId, storageName, originalName, mimeType, sizeBytes } = row;
  return { id, userId, storageName, originalName, mimeType, sizeBytes };
}
