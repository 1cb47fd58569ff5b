import type { Migration } from '@blockbeat/service-kit';

/**
 * The roster's two completion reads (bench:clients, docs/capacity.md): each client's latest
 * completion is one step down an index by client and time, not a sort of every completion; which
 * workouts were done on which days is read from the index alone (workout_id included), never
 * from the rows with their workout snapshots. The index by (client, date) is replaced by its
 * covering copy.
 */
export const rosterIndexes: Migration = {
  name: '002-roster-indexes',
  async up({ sequelize, queryInterface, schema }) {
    const s = queryInterface.quoteIdentifier(schema);
    await sequelize.query(`
      CREATE INDEX completions_client_latest_idx ON ${s}.completions (client_id, completed_at DESC);
      CREATE INDEX completions_client_date_workout_idx ON ${s}.completions (client_id, date) INCLUDE (workout_id);
      DROP INDEX ${s}.completions_client_date_idx;
    `);
  },
  async down({ sequelize, queryInterface, schema }) {
    const s = queryInterface.quoteIdentifier(schema);
    await sequelize.query(`
      CREATE INDEX completions_client_date_idx ON ${s}.completions (client_id, date);
      DROP INDEX ${s}.completions_client_date_workout_idx, ${s}.completions_client_latest_idx;
    `);
  },
};
