import type { Sql, Tx } from './sql';

/** Who asked for no more group mail (support mail about their tickets still goes). */
export function createUnsubscribeRepository(sql: Sql) {
  return {
    async add(userId: string): Promise<void> {
      await sql.exec('INSERT INTO support.unsubscribes (user_id) VALUES (:userId) ON CONFLICT (user_id) DO NOTHING', { userId });
    },

    /** When the user unsubscribed, or null: their export lists it. */
    async since(userId: string): Promise<Date | null> {
      return (await sql.one<{ createdAt: Date }>('SELECT created_at AS "createdAt" FROM support.unsubscribes WHERE user_id = :userId', { userId }))?.createdAt ?? null;
    },

    async removeOfUser(tx: Tx, userId: string): Promise<void> {
      await sql.exec('DELETE FROM support.unsubscribes WHERE user_id = :userId', { userId }, tx);
    },
  };
}

export type UnsubscribeRepository = ReturnType<typeof createUnsubscribeRepository>;
