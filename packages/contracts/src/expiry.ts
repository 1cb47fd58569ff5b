import type { SubscriptionStatus } from './subscription';

/**
 * Why an expired user has lost access, which decides how the screens word it:
 * - 'trial': the free trial ran out without a subscription (also 'none', and 'incomplete_expired':
 *   a first payment that never went through started no subscription);
 * - 'ended': a paying subscription ended (cancelled, or paused at the payment provider);
 * - 'unpaid': the subscription is still there but its last payment failed ('past_due').
 */
export type ExpiryReason = 'trial' | 'ended' | 'unpaid';

const ENDED: ReadonlySet<SubscriptionStatus> = new Set(['canceled', 'expired']);

export function expiryReason(status: SubscriptionStatus): ExpiryReason {
  if (status === 'past_due') return 'unpaid';
  return ENDED.has(status) ? 'ended' : 'trial';
}
