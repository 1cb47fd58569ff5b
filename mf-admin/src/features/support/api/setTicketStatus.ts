import type { StaffTicketDetail, TicketStatus, TicketStatusInput } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffTicketQueryKey } from './getStaffTicket';
import { STAFF_TICKETS_QUERY_KEY, STAFF_TICKETS_URL } from './getStaffTickets';

/** PATCH /api/admin/support/tickets/{id} {status} → the ticket as it is now (the service also decides who waits). */
export async function setTicketStatus(ticketId: string, status: TicketStatus): Promise<StaffTicketDetail> {
  const input: TicketStatusInput = { status };
  const res = await apiRequest('PATCH', `${STAFF_TICKETS_URL}/${ticketId}`, input);
  return (await res.json()) as StaffTicketDetail;
}

export function useSetTicketStatus(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: TicketStatus) => setTicketStatus(ticketId, status),
    onSuccess: (ticket) => {
      queryClient.setQueryData(staffTicketQueryKey(ticketId), ticket);
      void queryClient.invalidateQueries({ queryKey: [...STAFF_TICKETS_QUERY_KEY, 'list'] });
    },
  });
}
