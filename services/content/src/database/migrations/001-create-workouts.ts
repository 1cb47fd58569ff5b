import type { Migration } from '@blockbeat/service-kit';
import { DataTypes } from 'sequelize';

export const createWorkouts: Migration = {
  name: '001-create-workouts',
  async up({ queryInterface, sequelize, schema }) {
    const table = { tableName: 'workouts', schema };
    const now = { type: DataTypes.DATE, allowNull: false, defaultValue: sequelize.fn('now') };
    await queryInterface.createTable(table, {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: sequelize.fn('gen_random_uuid') },
      user_id: { type: DataTypes.TEXT, allowNull: false },
      name: { type: DataTypes.TEXT, allowNull: false },
      description: { type: DataTypes.TEXT },
      notes: { type: DataTypes.TEXT },
      category: { type: DataTypes.TEXT },
      difficulty: { type: DataTypes.TEXT },
      exercises: { type: DataTypes.JSONB, allowNull: false, defaultValue: sequelize.literal(`'[]'::jsonb`) },
      total_duration: { type: DataTypes.INTEGER, allowNull: false },
      share_token: { type: DataTypes.TEXT, unique: true },
      created_at: now,
      updated_at: now,
    });
    // Serves "my workouts, newest first", the hottest query.
    await queryInterface.addIndex(table, ['user_id', 'created_at'], { name: 'workouts_user_id_created_at_idx' });
  },
  async down({ queryInterface, schema }) {
    await queryInterface.dropTable({ tableName: 'workouts', schema });
  },
};
