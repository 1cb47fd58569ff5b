import type { Migration } from '@blockbeat/service-kit';
import { DataTypes } from 'sequelize';

export const createBranding: Migration = {
  name: '006-create-branding',
  async up({ queryInterface, sequelize, schema }) {
    // One row per instructor, created by their first change; the logo file lives in UPLOAD_DIR.
    await queryInterface.createTable(
      { tableName: 'branding', schema },
      {
        user_id: { type: DataTypes.TEXT, primaryKey: true },
        logo_storage_name: { type: DataTypes.TEXT, unique: true },
        logo_mime_type: { type: DataTypes.TEXT },
        primary_color: { type: DataTypes.TEXT },
        accent_color: { type: DataTypes.TEXT },
        updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: sequelize.fn('now') },
      },
    );
  },
  async down({ queryInterface, schema }) {
    await queryInterface.dropTable({ tableName: 'branding', schema });
  },
};
