import type { Migration } from '@blockbeat/service-kit';

/**
 * The instructors' weekly summary mail: where it goes (the e-mail of the signed identity, kept as
 * the name is), whether they stopped it (the mail's unsubscribe link), and which weeks' summaries
 * were handed to support's outbox (support keeps each once by its key in any case).
 */
export const weeklySummary: Migration = {
  name: '003-weekly-summary',
  async up({ sequelize, queryInterface, schema }) {
    const s = queryInterface.quoteIdentifier(schema);
    await sequelize.query(`
      ALTER TABLE ${s}.instructors ADD COLUMN email text, ADD COLUMN summary_unsubscribed_at timestamptz;
      CREATE TABLE ${s}.summary_mails (
        instructor_id uuid NOT NULL,
        week text NOT NULL,
        queued_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (instructor_id, week)
      );
    `);
  },
  async down({ sequelize, queryInterface, schema }) {
    const s = queryInterface.quoteIdentifier(schema);
    await sequelize.query(`DROP TABLE ${s}.summary_mails; ALTER TABLE ${s}.instructors DROP COLUMN email, DROP COLUMN summary_unsubscribed_at;`);
  },
};
