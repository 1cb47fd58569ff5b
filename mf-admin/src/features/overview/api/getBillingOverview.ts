import { ADMIN_API, type BillingOverview } from '@blockbeat/contracts';
import { useQuery } from '@tanstack/react-query';

/** GET /api/billing/admin/overview: users, subscriptions, revenue and the weekly figures, from billing. */
export function useBillingOverview() {
  return useQuery<BillingOverview>({ queryKey: [ADMIN_API.billing, 'overview'], staleTime: 0, refetchOnMount: true });
}
