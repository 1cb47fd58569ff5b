import type { Migration } from '@blockbeat/service-kit';

/**
 * Issue 18: a workout's round groups and sound, a template's demo, and what history needs from
 * completions. Old rows read unchanged: `groups` defaults to no groups, the rest to null.
 * The unique (user_id, client_id) index is what makes a completion sent twice (a retry, the
 * offline queue) one row, concurrent sends included; rows logged before have no client id.
 * (user_id, workout_id, completed_at) serves the play count and last played date of each card.
 */
export const addStructureDemosHistory: Migration = {
  name: '011-add-structure-demos-history',
  async up({ queryInterface, schema }) {
    const s = queryInterface.quoteIdentifier(schema);
    await queryInterface.sequelize.query(`
      ALTER TABLE ${s}.workouts ADD COLUMN groups JSONB NOT NULL DEFAULT '[]'::jsonb, ADD COLUMN sound JSONB NULL;
      ALTER TABLE ${s}.exercise_templates ADD COLUMN demo JSONB NULL;
      ALTER TABLE ${s}.completions ADD COLUMN client_id UUID NULL;
      CREATE UNIQUE INDEX completions_user_id_client_id_key ON ${s}.completions (user_id, client_id) WHERE client_id IS NOT NULL;
      CREATE INDEX completions_user_id_workout_id_completed_at_idx ON ${s}.completions (user_id, workout_id, completed_at);
    `);
  },
  async down({ queryInterface, schema }) {
    const s = queryInterface.quoteIdentifier(schema);
    await queryInterface.sequelize.query(`
      DROP INDEX ${s}.completions_user_id_workout_id_completed_at_idx;
      DROP INDEX ${s}.completions_user_id_client_id_key;
      ALTER TABLE ${s}.completions DROP COLUMN client_id;
      ALTER TABLE ${s}.exercise_templates DROP COLUMN demo;
      ALTER TABLE ${s}.workouts DROP COLUMN groups, DROP COLUMN sound;
    `);
  },
};
