import type { StripeStatusAnswer } from '@blockbeat/contracts';
import { getQueryFn } from '@blockbeat/shell-sdk';
import { useQuery } from '@tanstack/react-query';

/** How many of the latest webhook events the screen lists. */
export const RECENT_EVENTS = 20;
export const STRIPE_STATUS_URL = `/api/billing/admin/stripe-status?limit=${RECENT_EVENTS}`;

const fetchStatus = getQueryFn<StripeStatusAnswer>({ on401: 'throw' });

/**
 * GET /api/billing/admin/stripe-status: which settings billing has, a live call to Stripe, the
 * latest webhook events. Each read calls Stripe, so it is read on opening and when asked, not polled.
 */
export function useStripeStatus() {
  return useQuery({ queryKey: [STRIPE_STATUS_URL], queryFn: fetchStatus, staleTime: 0, refetchOnMount: true, retry: false });
}
