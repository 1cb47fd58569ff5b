import type { Migration } from '@blockbeat/service-kit';

/** /admin counts the completions of the last 30 days over every user; without this it reads the whole log. */
export const indexCompletionsByTime: Migration = {
  name: '008-index-completions-by-time',
  async up({ queryInterface, schema }) {
    await queryInterface.addIndex({ tableName: 'completions', schema }, ['completed_at'], { name: 'completions_completed_at_idx' });
  },
  async down({ queryInterface, schema }) {
    await queryInterface.removeIndex({ tableName: 'completions', schema }, 'completions_completed_at_idx');
  },
};
