import type { TicketDetail, TicketMessage } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketQueryKey } from './getTicket';
import { SUPPORT_TICKETS_URL, TICKETS_QUERY_KEY } from './getTickets';

/** POST /api/support/tickets/{id}/messages → 201; a resolved ticket opens again, a closed one answers 409. */
export async function addMessage(ticketId: string, body: string): Promise<TicketMessage> {
  const res = await apiRequest('POST', `${SUPPORT_TICKETS_URL}/${ticketId}/messages`, { body });
  return (await res.json()) as TicketMessage;
}

/** The reply shows in the thread at once, as the service has it; the list is read again. */
export function useAddMessage(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addMessage(ticketId, body),
    // Not retried: a reply the service saved before the answer was lost would be sent twice.
    retry: false,
    onSuccess: (message) => {
      queryClient.setQueryData<TicketDetail>(ticketQueryKey(ticketId), (ticket) =>
        ticket
          ? // As the service does: the user's message opens a pending or resolved ticket (a closed one answers 409).
            { ...ticket, status: 'open', updatedAt: message.createdAt, messages: [...ticket.messages, message] }
          : ticket,
      );
      void queryClient.invalidateQueries({ queryKey: TICKETS_QUERY_KEY, exact: true });
    },
  });
}
