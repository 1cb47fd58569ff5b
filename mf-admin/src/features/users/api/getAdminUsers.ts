import type { AdminUserPage } from '@blockbeat/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf, type UserFilters } from '../model/filters';
import { BILLING_ADMIN_KEY } from './keys';

/** GET /api/billing/admin/users?…: one page, searched, filtered and sorted by billing. */
export function useAdminUsers(filters: UserFilters) {
  return useQuery<AdminUserPage>({
    queryKey: [...BILLING_ADMIN_KEY, `users?${queryOf(filters)}`],
    // The rows stay while another page or filter loads, instead of the table jumping to skeletons.
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: true,
  });
}
