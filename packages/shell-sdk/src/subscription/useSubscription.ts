import type { SubscriptionStatusAnswer } from '@blockbeat/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../api/apiError';
import { retryUpTo } from '../api/queryClient';

/** What billing answers at GET /api/subscription/status (§7 fields plus `entitled`, `admin`). */
export type SubscriptionInfo = SubscriptionStatusAnswer;

export const SUBSCRIPTION_QUERY_KEY = ['/api/subscription/status'] as const;

export async function fetchSubscriptionStatus(): Promise<SubscriptionInfo> {
  const res = await fetch('/api/subscription/status', { credentials: 'include' });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    const error = new ApiError(res.status, text, res.statusText, `HTTP ${res.status}: ${res.statusText}`);
    console.error(error.message);
    throw error;
  }
  return (await res.json()) as SubscriptionInfo;
}

export function subscriptionQueryOptions() {
  return {
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: fetchSubscriptionStatus,
    staleTime: 5 * 60 * 1000,
    refetchOnWindowFocus: false,
    // 3 retries (docs/product.md#data), but a 401/403 will not get better by asking again (§8).
    retry: retryUpTo(3),
  };
}

/**
 * While the trial or subscription has ended, the status is read again this often, so access given
 * back elsewhere (an admin extends the trial, a payment in another tab) unlocks the open screen.
 */
export const EXPIRED_STATUS_POLL_MS = 15_000;

export function useSubscription(options: { enabled?: boolean } = {}) {
  return useQuery({
    ...subscriptionQueryOptions(),
    enabled: options.enabled ?? true,
    refetchInterval: (query) => (query.state.data?.isExpired ? EXPIRED_STATUS_POLL_MS : false),
  });
}
