import type { Migration } from '@blockbeat/service-kit';
import { DataTypes } from 'sequelize';

export const createCompletions: Migration = {
  name: '005-create-completions',
  async up({ queryInterface, sequelize, schema }) {
    const table = { tableName: 'completions', schema };
    await queryInterface.createTable(table, {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: sequelize.fn('gen_random_uuid') },
      user_id: { type: DataTypes.TEXT, allowNull: false },
      // The log outlives the workout (deleted, or a share revoked): the name is kept as played.
      workout_id: {
        type: DataTypes.UUID,
        references: { model: { tableName: 'workouts', schema }, key: 'id' },
        onDelete: 'SET NULL',
      },
      workout_name: { type: DataTypes.TEXT, allowNull: false },
      elapsed_seconds: { type: DataTypes.INTEGER, allowNull: false },
      completed_at: { type: DataTypes.DATE, allowNull: false, defaultValue: sequelize.fn('now') },
    });
    await queryInterface.addIndex(table, ['user_id', 'completed_at'], { name: 'completions_user_id_completed_at_idx' });
  },
  async down({ queryInterface, schema }) {
    await queryInterface.dropTable({ tableName: 'completions', schema });
  },
};
