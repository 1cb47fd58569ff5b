import { SUPPORT_LIMITS, tooManyRepliesMessage, tooManyTicketsMessage } from '@blockbeat/contracts';
import type { TicketRepository, Tx } from '../data';
import { LimitReachedError } from './errors';

/** What one user may write within an hour (RATE_LIMIT_TICKETS_PER_HOUR, RATE_LIMIT_REPLIES_PER_HOUR). */
export interface HourlyLimits {
  ticketsPerHour: number;
  repliesPerHour: number;
}

export const DEFAULT_HOURLY_LIMITS: HourlyLimits = { ticketsPerHour: SUPPORT_LIMITS.newTicketsPerHour, repliesPerHour: SUPPORT_LIMITS.repliesPerHour };

type Limited = 'tickets' | 'replies';

const RULES: Record<Limited, { max: (limits: HourlyLimits) => number; message: (limit: number) => string; count: 'ticketsInLastHour' | 'repliesInLastHour' }> = {
  tickets: { max: (limits) => limits.ticketsPerHour, message: tooManyTicketsMessage, count: 'ticketsInLastHour' },
  replies: { max: (limits) => limits.repliesPerHour, message: tooManyRepliesMessage, count: 'repliesInLastHour' },
};

/**
 * Refuses a user's write that would pass an hourly limit. Counted in the database under the
 * user's advisory lock (held to the end of `tx`), so parallel requests on any replica cannot pass
 * the limit together.
 */
export async function withinHourlyLimit(tickets: TicketRepository, tx: Tx, userId: string, what: Limited, limits: HourlyLimits): Promise<void> {
  const rule = RULES[what];
  const max = rule.max(limits);
  await tickets.lockUser(tx, userId);
  const { count: done, secondsUntilOneLeaves } = await tickets[rule.count](tx, userId);
  if (done >= max) throw new LimitReachedError(rule.message(max), Math.max(1, secondsUntilOneLeaves));
}
