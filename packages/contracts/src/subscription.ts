export const SUBSCRIPTION_STATUSES = [
  'trial', 'trialing', 'active', 'admin', 'incomplete', 'incomplete_expired',
  'canceled', 'past_due', 'expired', 'none',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const TRIAL_DAYS = 14;
export const PRICE_PER_MONTH_USD = 4.99;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SubscriptionState {
  subscriptionStatus: SubscriptionStatus;
  trialEndsAt: string | null;
  stripeSubscriptionId: string | null;
}

/** Days until trialEndsAt, rounded up, never below 0 (docs/product.md#access-and-subscription-states). */
export function trialDaysLeft(trialEndsAt: string | Date | null, now: Date = new Date()): number {
  if (!trialEndsAt) return 0;
  const end = typeof trialEndsAt === 'string' ? new Date(trialEndsAt) : trialEndsAt;
  const ms = end.getTime() - now.getTime();
  if (Number.isNaN(ms)) return 0;
  return Math.max(0, Math.ceil(ms / DAY_MS));
}

export function isTrialActive(s: SubscriptionState, now?: Date): boolean {
  return s.subscriptionStatus === 'trial' && trialDaysLeft(s.trialEndsAt, now) > 0;
}

export function isTrialExpired(s: SubscriptionState, now?: Date): boolean {
  return s.subscriptionStatus === 'trial' && trialDaysLeft(s.trialEndsAt, now) === 0;
}

const ACCESS_STATUSES: ReadonlySet<SubscriptionStatus> = new Set(['active', 'admin', 'trialing', 'trial', 'incomplete']);
const EXPIRED_STATUSES: ReadonlySet<SubscriptionStatus> = new Set(['canceled', 'incomplete_expired', 'past_due', 'expired', 'none']);

/**
 * docs/product.md#access-and-subscription-states literally: access is granted when the trial is active, or the status is active,
 * admin, trialing, trial or incomplete. (So a 'trial' with no days left still reports
 * hasAccess; it is also expired, and expiry is what the guard and the services act on.)
 */
export function hasAccess(s: SubscriptionState, now?: Date): boolean {
  return isTrialActive(s, now) || ACCESS_STATUSES.has(s.subscriptionStatus);
}

/** Expired (non-admin): trial with no days left, canceled, incomplete_expired, past_due, expired, none. */
export function isExpired(s: SubscriptionState, now?: Date): boolean {
  if (s.subscriptionStatus === 'admin') return false;
  if (s.subscriptionStatus === 'trial') return isTrialExpired(s, now);
  return EXPIRED_STATUSES.has(s.subscriptionStatus);
}

/**
 * No-subscription flag: true when no payment-provider subscription reference exists; users
 * without access and without 'incomplete' are treated as having no subscription too.
 */
export function hasNoSubscription(s: SubscriptionState, now?: Date): boolean {
  if (!s.stripeSubscriptionId) return true;
  return !hasAccess(s, now) && s.subscriptionStatus !== 'incomplete';
}

/** What the services enforce for creating and editing: access and not expired. */
export function isEntitled(s: SubscriptionState, now?: Date): boolean {
  return hasAccess(s, now) && !isExpired(s, now);
}

export interface SubscriptionStatusResponse extends SubscriptionState {
  hasAccess: boolean;
  isExpired: boolean;
  noSubscription: boolean;
  trialDaysLeft: number;
}

/**
 * GET /api/subscription/status: the §7 fields plus what the gateway and the guard act on. The
 * first call for a user starts their trial (billing's startTrialAndReadStatus).
 */
export interface SubscriptionStatusAnswer extends SubscriptionStatusResponse {
  entitled: boolean;
  admin: boolean;
  /** Whether this server takes payments (Stripe keys, price and webhook secret set); without them only the trial exists. */
  paymentsConfigured: boolean;
  /** End of the paid period, when the provider's subscription has one (the next billing date unless it is cancelled). */
  currentPeriodEnd?: string | null;
  /** The subscription ends at currentPeriodEnd instead of renewing. */
  cancelAtPeriodEnd?: boolean;
}

export function describeSubscription(s: SubscriptionState, now?: Date): SubscriptionStatusResponse {
  return {
    ...s,
    hasAccess: hasAccess(s, now),
    isExpired: isExpired(s, now),
    noSubscription: hasNoSubscription(s, now),
    trialDaysLeft: trialDaysLeft(s.trialEndsAt, now),
  };
}

/** Paths an expired user may still reach (docs/product.md#routes-and-who-may-open-them "Route guard"). */
export const EXPIRED_ALLOWED_PREFIXES = ['/account', '/subscription', '/subscription-required', '/support', '/payment-setup'] as const;

export function isAllowedWhenExpired(pathname: string): boolean {
  return EXPIRED_ALLOWED_PREFIXES.some((p) => pathname.startsWith(p));
}
