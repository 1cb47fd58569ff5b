import type { Migration } from '@blockbeat/service-kit';

/**
 * The client's link by e-mail: the token sealed with a key the database does not hold (so the
 * live link can be mailed without renewing it), and each send the instructor asked for, by its
 * request id: a repeat of the same request is recognised, and sends per client per hour are counted.
 */
export const linkMails: Migration = {
  name: '004-link-mails',
  async up({ sequelize, queryInterface, schema }) {
    const s = queryInterface.quoteIdentifier(schema);
    await sequelize.query(`
      ALTER TABLE ${s}.clients ADD COLUMN link_sealed bytea;
      CREATE TABLE ${s}.link_mails (
        client_id uuid NOT NULL REFERENCES ${s}.clients (id) ON DELETE CASCADE,
        request_id uuid NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (client_id, request_id)
      );
      CREATE INDEX link_mails_client_sent_idx ON ${s}.link_mails (client_id, sent_at);
    `);
  },
  async down({ sequelize, queryInterface, schema }) {
    const s = queryInterface.quoteIdentifier(schema);
    await sequelize.query(`DROP TABLE ${s}.link_mails; ALTER TABLE ${s}.clients DROP COLUMN link_sealed;`);
  },
};
