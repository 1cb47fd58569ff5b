import type { AdminUserDetail } from '@blockbeat/contracts';
import { useQuery } from '@tanstack/react-query';
import { BILLING_ADMIN_KEY } from './keys';

/** GET /api/billing/admin/users/{id}: the row and the subscription, from billing. */
export function useAdminUser(id: string) {
  return useQuery<AdminUserDetail>({ queryKey: [...BILLING_ADMIN_KEY, 'users', id], staleTime: 0 });
}
