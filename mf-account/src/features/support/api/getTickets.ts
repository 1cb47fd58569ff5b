import type { TicketSummary } from '@blockbeat/contracts';
import { getQueryFn } from '@blockbeat/shell-sdk';
import { useQuery } from '@tanstack/react-query';

export const SUPPORT_TICKETS_URL = '/api/support/tickets';
export const TICKETS_QUERY_KEY = [SUPPORT_TICKETS_URL] as const;

const fetchTickets = getQueryFn<TicketSummary[]>({ on401: 'throw' });

/**
 * GET /api/support/tickets: the user's tickets, most recently updated first. Read afresh each time
 * the list opens: staff reply and change statuses elsewhere.
 */
export function useTickets() {
  return useQuery({ queryKey: TICKETS_QUERY_KEY, queryFn: fetchTickets, staleTime: 0, refetchOnMount: true });
}
