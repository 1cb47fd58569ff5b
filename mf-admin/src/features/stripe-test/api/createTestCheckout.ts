import type { RedirectAnswer } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';
import { useMutation } from '@tanstack/react-query';

/** POST /api/billing/admin/test-checkout → a Stripe Checkout page for the plan's price, returning to /admin/stripe-test. */
export async function createTestCheckout(): Promise<RedirectAnswer> {
  const res = await apiRequest('POST', '/api/billing/admin/test-checkout', {});
  return (await res.json()) as RedirectAnswer;
}

export function useCreateTestCheckout() {
  return useMutation({ mutationFn: createTestCheckout, retry: false });
}
