import type { NewMessageInput, StaffTicketDetail, StaffTicketMessage } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffTicketQueryKey } from './getStaffTicket';
import { STAFF_TICKETS_QUERY_KEY, STAFF_TICKETS_URL } from './getStaffTickets';

/** POST /api/admin/support/tickets/{id}/messages → 201; a reply is mailed to the user, a note stays with staff. */
export async function addStaffMessage(ticketId: string, input: NewMessageInput): Promise<StaffTicketMessage> {
  const res = await apiRequest('POST', `${STAFF_TICKETS_URL}/${ticketId}/messages`, input);
  return (await res.json()) as StaffTicketMessage;
}

/** The message shows in the thread at once, as the service saved it; the lists are read again. */
export function useAddStaffMessage(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewMessageInput) => addStaffMessage(ticketId, input),
    // Not retried: a reply the service saved before the answer was lost would be mailed twice.
    retry: false,
    onSuccess: (message) => {
      queryClient.setQueryData<StaffTicketDetail>(staffTicketQueryKey(ticketId), (ticket) =>
        ticket
          ? {
              ...ticket,
              // As the service does: a reply leaves the ticket waiting for the user; a note changes nothing.
              ...(message.author === 'staff' ? { status: 'pending', waitingSince: null } : {}),
              messages: [...ticket.messages, message],
            }
          : ticket,
      );
      void queryClient.invalidateQueries({ queryKey: [...STAFF_TICKETS_QUERY_KEY, 'list'] });
    },
  });
}
