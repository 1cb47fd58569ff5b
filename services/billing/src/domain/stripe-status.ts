import type { SubscriptionStatus } from '@blockbeat/contracts';

/** Stripe's subscription statuses in ours (docs/product.md#access-and-subscription-states knows no unpaid or paused). */
const BY_STRIPE_STATUS: Readonly<Record<string, SubscriptionStatus>> = {
  trialing: 'trialing',
  active: 'active',
  incomplete: 'incomplete',
  incomplete_expired: 'incomplete_expired',
  past_due: 'past_due',
  canceled: 'canceled',
  unpaid: 'past_due',
  paused: 'expired',
};

/** Throws for a status Stripe adds later, so the event fails visibly and is retried once we know it. */
export function fromStripeStatus(stripeStatus: string): SubscriptionStatus {
  const status = BY_STRIPE_STATUS[stripeStatus];
  if (!status) throw new Error(`unknown Stripe subscription status '${stripeStatus}'`);
  return status;
}

const ENDED: ReadonlySet<SubscriptionStatus> = new Set(['canceled', 'incomplete_expired', 'expired']);

/** A subscription that will never charge again (a paused one counts: it needs a new checkout here). */
export function hasEnded(status: SubscriptionStatus): boolean {
  return ENDED.has(status);
}

/** The user has a Stripe subscription that is still running (trialing, active, past due or incomplete). */
export function hasLiveSubscription(record: { status: SubscriptionStatus; stripeSubscriptionId: string | null }): boolean {
  return record.stripeSubscriptionId !== null && !hasEnded(record.status);
}
