import { SUPPORT_LIMITS, SUPPORT_MESSAGES } from '@blockbeat/contracts';
import type { TicketRepository, Tx } from '../data';
import { LimitReachedError } from './errors';

type Limited = 'tickets' | 'replies';

const LIMITS: Record<Limited, { max: number; message: string; count: 'ticketsInLastHour' | 'repliesInLastHour' }> = {
  tickets: { max: SUPPORT_LIMITS.newTicketsPerHour, message: SUPPORT_MESSAGES.tooManyTickets, count: 'ticketsInLastHour' },
  replies: { max: SUPPORT_LIMITS.repliesPerHour, message: SUPPORT_MESSAGES.tooManyReplies, count: 'repliesInLastHour' },
};

/**
 * Refuses a user's write that would pass an hourly limit. Counted in the database under the
 * user's advisory lock (held to the end of `tx`), so parallel requests on any replica cannot pass
 * the limit together.
 */
export async function withinHourlyLimit(tickets: TicketRepository, tx: Tx, userId: string, what: Limited): Promise<void> {
  const { max, message, count } = LIMITS[what];
  await tickets.lockUser(tx, userId);
  const { count: done, secondsUntilOneLeaves } = await tickets[count](tx, userId);
  if (done >= max) throw new LimitReachedError(message, Math.max(1, secondsUntilOneLeaves));
}
