import { PRICE_PER_MONTH_USD } from '@blockbeat/contracts';
import type { SubscriptionInfo } from '@blockbeat/shell-sdk';

const STATUS_WORDS: Record<string, string> = {
  trial: 'Free trial',
  trialing: 'Free trial, payment method added',
  active: 'Active',
  admin: 'Admin (full access)',
  incomplete: 'Payment being confirmed',
  incomplete_expired: 'Payment failed',
  canceled: 'Cancelled',
  past_due: 'Payment overdue',
  expired: 'Expired',
  none: 'No subscription',
};

export function statusInWords(s: SubscriptionInfo): string {
  if (s.subscriptionStatus === 'trial' && s.isExpired) return 'Free trial ended';
  return STATUS_WORDS[s.subscriptionStatus] ?? s.subscriptionStatus;
}

export const AMOUNT_TEXT = `$${PRICE_PER_MONTH_USD} per month`;

/** The provider's subscription is running (or about to): billing dates and the portal apply. */
export function isSubscribed(s: SubscriptionInfo): boolean {
  return ['active', 'trialing', 'past_due', 'incomplete'].includes(s.subscriptionStatus) && !s.admin;
}

/** A trial without a payment method, with days left: adding one now defers the first charge to the trial's end. */
export function canAddPaymentMethod(s: SubscriptionInfo): boolean {
  return s.subscriptionStatus === 'trial' && !s.admin && s.trialDaysLeft > 0 && s.noSubscription;
}

/**
 * When the next charge falls: after a trial with a card on file, when the trial ends; otherwise
 * at the end of the paid period, when billing reports it. Null when there is none to show.
 */
export function nextBillingDate(s: SubscriptionInfo): string | null {
  if (!isSubscribed(s) || s.cancelAtPeriodEnd) return null;
  if (s.subscriptionStatus === 'trialing') return s.currentPeriodEnd ?? s.trialEndsAt;
  return s.currentPeriodEnd ?? null;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}
