import type { StaffTicketPage } from '@blockbeat/contracts';
import { throwIfResNotOk } from '@blockbeat/shell-sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, searchOf, type TicketFilters } from '../model/filters';

export const STAFF_TICKETS_URL = '/api/admin/support/tickets';
/** Every staff query of tickets, the lists and the open ticket: a change to one ticket reads them again. */
export const STAFF_TICKETS_QUERY_KEY = [STAFF_TICKETS_URL] as const;

/** New tickets and replies arrive while staff look at the list. */
const LIST_REFRESH_MS = 30_000;

async function fetchStaffTickets(filters: TicketFilters, signal: AbortSignal): Promise<StaffTicketPage> {
  const search = searchOf(filters);
  const res = await fetch(`${STAFF_TICKETS_URL}?${search ? `${search}&` : ''}pageSize=${PAGE_SIZE}`, { credentials: 'include', signal });
  await throwIfResNotOk(res);
  return (await res.json()) as StaffTicketPage;
}

/** GET /api/admin/support/tickets?…: one page, oldest waiting first (the service's order). */
export function useStaffTickets(filters: TicketFilters) {
  return useQuery({
    queryKey: [...STAFF_TICKETS_QUERY_KEY, 'list', filters],
    queryFn: ({ signal }) => fetchStaffTickets(filters, signal),
    // The rows stay while another page or filter loads, instead of the table jumping to skeletons.
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: true,
    refetchInterval: LIST_REFRESH_MS,
  });
}
