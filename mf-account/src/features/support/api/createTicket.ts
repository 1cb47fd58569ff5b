import type { NewTicketInput, TicketDetail } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketQueryKey } from './getTicket';
import { SUPPORT_TICKETS_URL, TICKETS_QUERY_KEY } from './getTickets';

/** POST /api/support/tickets → 201 with the ticket and its first message. */
export async function createTicket(input: NewTicketInput): Promise<TicketDetail> {
  const res = await apiRequest('POST', SUPPORT_TICKETS_URL, input);
  return (await res.json()) as TicketDetail;
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    // Not retried: a ticket the service saved before the answer was lost would be opened twice.
    retry: false,
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketQueryKey(ticket.id), ticket);
      void queryClient.invalidateQueries({ queryKey: TICKETS_QUERY_KEY, exact: true });
    },
  });
}
