import { subscriptionQueryOptions } from '@blockbeat/shell-sdk';
import { useQuery } from '@tanstack/react-query';

/** docs/product.md#access-and-subscription-states, #numbers-and-limits: a payment still being confirmed is asked about again, at most every 5 s. */
export const INCOMPLETE_REFRESH_MS = 5000;

/**
 * While the status is 'incomplete' this observer polls it; every other reader of the status shares
 * the same cache entry, so the whole app follows once the payment settles.
 */
export function useIncompleteRefresh(): void {
  useQuery({
    ...subscriptionQueryOptions(),
    refetchInterval: (query) => (query.state.data?.subscriptionStatus === 'incomplete' ? INCOMPLETE_REFRESH_MS : false),
  });
}
