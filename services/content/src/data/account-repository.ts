import { QueryTypes } from 'sequelize';
import type { ContentModels } from './models';

export function createAccountRepository({ Uploads, Branding }: ContentModels) {
  const sequelize = Uploads.sequelize!;
  const schema = Uploads.options.schema!;
  const quote = (name: string) => sequelize.getQueryInterface().quoteIdentifier(name);

  return {
    /**
     * Deletes every row of the user in every table of the schema that has a `user_id` column,
     * found in information_schema so that a table added later is covered without a change here.
     * `removeFiles` gets the names of the user's stored files (uploads and logo) and runs before
     * the commit: if it fails, the rows stay and a retry finds the files again; once the rows are
     * gone nothing would remember the files.
     */
    async removeUser(userId: string, removeFiles: (storageNames: string[]) => Promise<void>): Promise<void> {
      await sequelize.transaction(async (transaction) => {
        const lock = transaction.LOCK.UPDATE;
        const uploads = await Uploads.findAll({ where: { userId }, attributes: ['storageName'], lock, transaction, raw: true });
        const branding = await Branding.findByPk(userId, { attributes: ['logoStorageName'], lock, transaction, raw: true });
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
        const logo = branding?.logoStorageName;
        await removeFiles([...uploads.map((u) => u.storageName), ...(logo ? [logo] : [])]);
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
