import type { StaffTicketDetail } from '@blockbeat/contracts';
import { getQueryFn, retryUpTo } from '@blockbeat/shell-sdk';
import { useQuery } from '@tanstack/react-query';
import { STAFF_TICKETS_URL } from './getStaffTickets';

export const staffTicketQueryKey = (id: string) => [STAFF_TICKETS_URL, id] as const;

/** The user may write meanwhile, and a reply's mail goes from queued to sent in the background. */
const TICKET_REFRESH_MS = 10_000;
const MAIL_PENDING_REFRESH_MS = 3_000;

const fetchStaffTicket = getQueryFn<StaffTicketDetail>({ on401: 'throw' });
const retryUnlessMissing = retryUpTo(2, { unlessClientError: true });

const mailPending = (ticket: StaffTicketDetail) => ticket.messages.some((m) => m.mail?.status === 'queued');

/** GET /api/admin/support/tickets/{id}, with notes and each reply's mail; the service marks the user's messages read. */
export function useStaffTicket(id: string) {
  return useQuery({
    queryKey: staffTicketQueryKey(id),
    queryFn: fetchStaffTicket,
    retry: retryUnlessMissing,
    staleTime: 0,
    refetchOnMount: true,
    refetchInterval: ({ state: { data } }) => (data ? (mailPending(data) ? MAIL_PENDING_REFRESH_MS : TICKET_REFRESH_MS) : false),
  });
}
