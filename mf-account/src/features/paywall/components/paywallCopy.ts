export interface PaywallState {
  isExpired: boolean;
  noSubscription: boolean;
}

export interface PaywallCopy {
  title: 'Trial Expired' | 'Premium Feature';
  text: string;
  action: 'Upgrade Now' | 'Start Free Trial';
}

/** PRODUCT.md §2 "Paywall page": expired, no subscription, or otherwise. */
export function paywallCopy(state: PaywallState): PaywallCopy {
  if (state.isExpired) {
    return { title: 'Trial Expired', text: 'Your 14-day free trial has ended. Upgrade to continue using BlockBeat Pro.', action: 'Upgrade Now' };
  }
  if (state.noSubscription) {
    return { title: 'Premium Feature', text: 'Start your free trial to access this feature...', action: 'Start Free Trial' };
  }
  return { title: 'Premium Feature', text: 'This feature requires an active BlockBeat Pro subscription.', action: 'Upgrade Now' };
}
