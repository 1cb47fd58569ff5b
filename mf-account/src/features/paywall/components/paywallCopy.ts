import type { ExpiryReason } from '@blockbeat/contracts';

export interface PaywallState {
  isExpired: boolean;
  noSubscription: boolean;
  /** Why an expired user lost access (contracts' expiryReason). */
  reason: ExpiryReason;
}

export interface PaywallCopy {
  title: 'Trial Expired' | 'Subscription Ended' | 'Payment Overdue' | 'Premium Feature';
  text: string;
  action: 'Upgrade Now' | 'Start Free Trial' | 'Subscribe Again' | 'Update Payment';
  /** Where the action goes: the plan, or the account page whose Manage billing updates the card. */
  actionPath: '/subscription' | '/account';
}

const EXPIRED: Record<ExpiryReason, PaywallCopy> = {
  trial: { title: 'Trial Expired', text: 'Your 14-day free trial has ended. Upgrade to continue using BlockBeat Pro.', action: 'Upgrade Now', actionPath: '/subscription' },
  ended: {
    title: 'Subscription Ended',
    text: 'Your BlockBeat Pro subscription has ended. Subscribe again to continue using BlockBeat Pro.',
    action: 'Subscribe Again',
    actionPath: '/subscription',
  },
  unpaid: {
    title: 'Payment Overdue',
    text: 'Your last BlockBeat Pro payment did not go through. Update your payment method to continue using BlockBeat Pro.',
    action: 'Update Payment',
    actionPath: '/account',
  },
};

/**
 * docs/product.md#account "Paywall page": expired, no subscription, or otherwise. The spec's expired text is
 * about a trial; a former subscriber is told their subscription ended, and one whose payment
 * failed how to put it right (issue 13).
 */
export function paywallCopy(state: PaywallState): PaywallCopy {
  if (state.isExpired) return EXPIRED[state.reason];
  if (state.noSubscription) {
    return { title: 'Premium Feature', text: 'Start your free trial to access this feature...', action: 'Start Free Trial', actionPath: '/subscription' };
  }
  return { title: 'Premium Feature', text: 'This feature requires an active BlockBeat Pro subscription.', action: 'Upgrade Now', actionPath: '/subscription' };
}
