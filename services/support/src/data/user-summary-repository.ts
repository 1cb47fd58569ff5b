import type { TicketStatus } from '@blockbeat/contracts';
import type { Sql } from './sql';

/** One user's tickets, counted for the admin console. */
export function createUserSummaryRepository(sql: Sql) {
  return {
    async countTickets(userId: string, openStatuses: readonly TicketStatus[]): Promise<{ tickets: number; openTickets: number }> {
      const row = await sql.one<{ tickets: number; openTickets: number }>(
        `SELECT CAST(count(*) AS int) AS tickets, CAST(count(*) FILTER (WHERE status IN (:openStatuses)) AS int) AS "openTickets"
           FROM support.tickets WHERE user_id = :userId`,
        { userId, openStatuses: [...openStatuses] },
      );
      return row!;
    },
  };
}

export type UserSummaryRepository = ReturnType<typeof createUserSummaryRepository>;
