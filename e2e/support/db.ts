import { Client } from 'pg';
import { readState } from './stack-state';

/** Direct database access for arranging states a test needs (e.g. an expired trial). */
export async function withDatabase<T>(work: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: readState().databaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}
