import { SUPPORT_NOTIFICATIONS_URL, type TicketDetail, type TicketSummary } from '@blockbeat/contracts';
import { getQueryFn, retryUpTo } from '@blockbeat/shell-sdk';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { SUPPORT_TICKETS_URL, TICKETS_QUERY_KEY } from './getTickets';

export const ticketQueryKey = (id: string) => [SUPPORT_TICKETS_URL, id] as const;

/** An open ticket is read again this often, so a staff reply shows without reloading. */
export const TICKET_REFRESH_MS = 10_000;

const fetchTicket = getQueryFn<TicketDetail>({ on401: 'throw' });
/** A ticket that is not there (404) or not the user's will not appear by asking again. */
const retryUnlessMissing = retryUpTo(2, { unlessClientError: true });

function summaryOf({ messages: _messages, ...summary }: TicketDetail): TicketSummary {
  return summary;
}

/** GET /api/support/tickets/{id}; the service marks the staff replies read as it answers. */
async function openTicket(context: QueryFunctionContext): Promise<TicketDetail> {
  const ticket = await fetchTicket(context);
  // The bell and the list learn that the replies are read now, not at their next poll.
  void context.client.invalidateQueries({ queryKey: [SUPPORT_NOTIFICATIONS_URL] });
  context.client.setQueryData<TicketSummary[]>(TICKETS_QUERY_KEY, (list) => list?.map((t) => (t.id === ticket.id ? summaryOf(ticket) : t)));
  return ticket;
}

export function useTicket(id: string) {
  return useQuery({
    queryKey: ticketQueryKey(id),
    queryFn: openTicket,
    retry: retryUnlessMissing,
    staleTime: 0,
    refetchOnMount: true,
    // Only a ticket on screen is worth asking about again; a missing one stays missing.
    refetchInterval: (query) => (query.state.data ? TICKET_REFRESH_MS : false),
  });
}
