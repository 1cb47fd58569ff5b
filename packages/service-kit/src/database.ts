import pg from 'pg';
import type { Logger } from 'pino';
import { Sequelize } from 'sequelize';

export interface SequelizeOptions {
  schema: string;
  logger?: Logger;
}

const DUPLICATE_DATABASE = '42P04';
const PG_UNIQUE_VIOLATION = '23505';

/** One schema per service (docs/architecture.md, "Database"): models default to it and use snake_case columns. */
export function createSequelize(url: string, { schema, logger }: SequelizeOptions): Sequelize {
  return new Sequelize(url, {
    dialect: 'postgres',
    logging: logger?.isLevelEnabled('debug') ? (sql: string) => logger.debug({ sql }, 'sql') : false,
    pool: { max: 10 },
    define: { schema, underscored: true },
  });
}

export async function ensureDatabase(serverUrl: string, dbName: string): Promise<void> {
  await withClient(serverUrl, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName]);
    if (rowCount) return;
    // Another process may create it between the check and here.
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(dbName)}`).catch((err: { code?: string }) => {
      if (err.code !== DUPLICATE_DATABASE && err.code !== PG_UNIQUE_VIOLATION) throw err;
    });
  });
}

/** Drops the database, ending any sessions still connected to it. */
export async function dropDatabase(serverUrl: string, dbName: string): Promise<void> {
  await withClient(serverUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(dbName)} WITH (FORCE)`),
  );
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
