import { QueryTypes } from 'sequelize';
import type { ContentModels } from '../../database/models';
import { storageLocks } from '../../database/storage-locks';

export function createAccountRepository(models: ContentModels) {
  const { Uploads, Branding } = models;
  const sequelize = Uploads.sequelize!;
  const locks = storageLocks(models);
  const schema = Uploads.options.schema!;
  const quote = (name: string) => sequelize.getQueryInterface().quoteIdentifier(name);

  return {
    /**
     * Deletes every row of the user in every table of the schema that has a `user_id` column,
     * found in information_schema so that a table added later is covered without a change here.
     * `removeLogo` gets the logo's storage name and runs before the commit: if it fails, the rows
     * stay and a retry finds the file again. Audio files may be used by other users' imports, so
     * they are not removed here: the answer is the storage names the user's uploads used, for
     * the caller to remove once nothing uses them.
     */
    async removeUser(userId: string, removeLogo: (storageName: string) => Promise<void>): Promise<string[]> {
      return sequelize.transaction(async (transaction) => {
        const uploads = await Uploads.findAll({ where: { userId }, attributes: ['storageName'], transaction, raw: true });
        const storageNames = [...new Set(uploads.map((u) => u.storageName))];
        await locks.lockBlobs(storageNames, 'UPDATE', transaction);
        const branding = await Branding.findByPk(userId, { attributes: ['logoStorageName'], lock: transaction.LOCK.UPDATE, transaction, raw: true });
        const tables = await sequelize.query<{ table: string }>(
          `SELECT c.table_name AS "table"
             FROM information_schema.columns c
             JOIN information_schema.tables t USING (table_schema, table_name)
            WHERE c.table_schema = :schema AND c.column_name = 'user_id' AND t.table_type = 'BASE TABLE'
            ORDER BY c.table_name`,
          { replacements: { schema }, type: QueryTypes.SELECT, transaction },
        );
        for (const { table } of tables) {
          await sequelize.query(`DELETE FROM ${quote(schema)}.${quote(table)} WHERE user_id = :userId`, { replacements: { userId }, transaction });
        }
        if (branding?.logoStorageName) await removeLogo(branding.logoStorageName);
        return storageNames;
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
