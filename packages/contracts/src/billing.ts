import type { SubscriptionStatus } from './subscription';

/** POST /api/billing/checkout, /api/billing/payment-setup, /api/billing/portal, /api/billing/admin/test-checkout. */
export interface RedirectAnswer {
  url: string;
}

export type StripeEventOutcome = 'handled' | 'ignored' | 'failed';

/** One Stripe webhook event and how its handling went (the latest attempt). */
export interface StripeEventSummary {
  eventId: string;
  type: string;
  outcome: StripeEventOutcome;
  message: string | null;
  userId: string | null;
  objectId: string | null;
  deliveries: number;
  receivedAt: string;
  processedAt: string | null;
}

/** GET /api/billing/admin/stripe-status (admins only). */
export interface StripeStatusAnswer {
  configured: { secretKey: boolean; priceId: boolean; webhookSecret: boolean };
  /** The values as an admin may see them (maskSecret), null when not set. */
  masked: { secretKey: string | null; priceId: string | null; webhookSecret: string | null };
  connectivity: 'ok' | 'not configured' | `failed: ${string}`;
  recentEvents: StripeEventSummary[];
}

/** Billing's part of "export my data": GET /internal/me/export, called by the gateway. */
export interface BillingExport {
  subscription: {
    status: SubscriptionStatus;
    trialEndsAt: string | null;
    stripeCustomerId: string | null;
    stripeSubscriptionId: string | null;
    currentPeriodEnd: string | null;
    cancelAtPeriodEnd: boolean;
    trialWillEndAt: string | null;
    lastPaymentAt: string | null;
    lastPaymentFailedAt: string | null;
    createdAt: string;
  } | null;
  events: Array<{ eventId: string; type: string; outcome: StripeEventOutcome; receivedAt: string }>;
}

/**
 * A configuration value shown without giving it away: its kind prefix (`sk_test_`, `whsec_`,
 * `price_` …), then dots, then its last 4 characters; a value too short to keep 4 hidden
 * characters is all dots.
 */
export function maskSecret(value: string): string {
  const prefix = /^[a-z]+_(?:test_|live_)?/.exec(value)?.[0] ?? '';
  const rest = value.slice(prefix.length);
  return rest.length < 12 ? `${prefix}••••` : `${prefix}••••${rest.slice(-4)}`;
}
