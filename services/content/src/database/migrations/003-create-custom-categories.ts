import type { Migration } from '@blockbeat/service-kit';
import { DataTypes } from 'sequelize';

export const createCustomCategories: Migration = {
  name: '003-create-custom-categories',
  async up({ queryInterface, sequelize, schema }) {
    await queryInterface.createTable(
      { tableName: 'custom_categories', schema },
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: sequelize.fn('gen_random_uuid') },
        user_id: { type: DataTypes.TEXT, allowNull: false },
        name: { type: DataTypes.TEXT, allowNull: false },
        created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: sequelize.fn('now') },
      },
    );
    // One "Barre" per user whatever the letter case; concurrent creates cannot slip past it.
    await sequelize.query(
      `CREATE UNIQUE INDEX custom_categories_user_id_lower_name_key ON ${queryInterface.quoteIdentifier(schema)}.custom_categories (user_id, lower(name))`,
    );
  },
  async down({ queryInterface, schema }) {
    await queryInterface.dropTable({ tableName: 'custom_categories', schema });
  },
};
