import type { Sql } from './sql';

/** Who asked for no more group mail (support mail about their tickets still goes). */
export function createUnsubscribeRepository(sql: Sql) {
  return {
    async add(userId: string): Promise<void> {
      await sql.exec('INSERT INTO support.unsubscribes (user_id) VALUES (:userId) ON CONFLICT (user_id) DO NOTHING', { userId });
    },
  };
}

export type UnsubscribeRepository = ReturnType<typeof createUnsubscribeRepository>;
