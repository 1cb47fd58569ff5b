import type { Migration } from '@blockbeat/service-kit';
import { DataTypes } from 'sequelize';

export const createUploads: Migration = {
  name: '004-create-uploads',
  async up({ queryInterface, sequelize, schema }) {
    const table = { tableName: 'uploads', schema };
    await queryInterface.createTable(table, {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: sequelize.fn('gen_random_uuid') },
      user_id: { type: DataTypes.TEXT, allowNull: false },
      storage_name: { type: DataTypes.TEXT, allowNull: false, unique: true },
      original_name: { type: DataTypes.TEXT, allowNull: false },
      mime_type: { type: DataTypes.TEXT, allowNull: false },
      size_bytes: { type: DataTypes.INTEGER, allowNull: false },
      created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: sequelize.fn('now') },
    });
    await queryInterface.addIndex(table, ['user_id'], { name: 'uploads_user_id_idx' });
  },
  async down({ queryInterface, schema }) {
    await queryInterface.dropTable({ tableName: 'uploads', schema });
  },
};
