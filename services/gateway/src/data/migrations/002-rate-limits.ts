import type { Migration } from '@blockbeat/service-kit';

/**
 * One row per limited client and policy (the key), counting hits in a fixed window that ends at
 * reset_at. UNLOGGED: counters are worth no WAL write and may be lost in a crash (the limits only
 * start afresh). No index on reset_at: the periodic prune scans a table of the last minutes' keys,
 * and an index would be one more write on every hit.
 */
export const rateLimits: Migration = {
  name: '002-rate-limits',
  async up({ sequelize, schema }) {
    await sequelize.query(`
      CREATE UNLOGGED TABLE ${schema}.rate_limits (
        key text PRIMARY KEY,
        hits integer NOT NULL,
        reset_at timestamptz NOT NULL
      );
    `);
  },
};
