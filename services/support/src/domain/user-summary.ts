import type { SupportUserSummary, TicketStatus } from '@blockbeat/contracts';
import type { UserSummaryRepository } from '../data/user-summary-repository';

/** Open for the admin console: staff or the user still have something to do (not resolved, not closed). */
const STILL_OPEN: readonly TicketStatus[] = ['open', 'pending'];

/** Support's part of a user's summary on /admin; a user who never wrote has none. */
export function userSummaryUseCases(summaries: UserSummaryRepository) {
  return {
    read(userId: string): Promise<SupportUserSummary> {
      return summaries.countTickets(userId, STILL_OPEN);
    },
  };
}

export type UserSummaryUseCases = ReturnType<typeof userSummaryUseCases>;
