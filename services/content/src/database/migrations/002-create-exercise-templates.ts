import type { Migration } from '@blockbeat/service-kit';
import { DataTypes } from 'sequelize';

export const createExerciseTemplates: Migration = {
  name: '002-create-exercise-templates',
  async up({ queryInterface, sequelize, schema }) {
    const table = { tableName: 'exercise_templates', schema };
    const now = { type: DataTypes.DATE, allowNull: false, defaultValue: sequelize.fn('now') };
    await queryInterface.createTable(table, {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: sequelize.fn('gen_random_uuid') },
      user_id: { type: DataTypes.TEXT, allowNull: false },
      name: { type: DataTypes.TEXT, allowNull: false },
      duration: { type: DataTypes.INTEGER, allowNull: false },
      rest_time: { type: DataTypes.INTEGER, allowNull: false },
      notes: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
      music_url: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
      music_type: { type: DataTypes.TEXT, allowNull: false },
      block_color: { type: DataTypes.TEXT, allowNull: false },
      created_at: now,
      updated_at: now,
    });
    await queryInterface.addIndex(table, ['user_id', 'created_at'], { name: 'exercise_templates_user_id_created_at_idx' });
  },
  async down({ queryInterface, schema }) {
    await queryInterface.dropTable({ tableName: 'exercise_templates', schema });
  },
};
