import { isTrialActive, TRIAL_DAYS, type IdentityClaims } from '@blockbeat/contracts';
import { ConflictError } from '@blockbeat/service-kit';
import type { SubscriptionRecord, SubscriptionRepository } from '../data/subscription-repository';
import { idempotencyKey } from './idempotency-key';
import { requirePayments, type ConfiguredPayments, type PaymentsSetup } from './payments';
import { hasLiveSubscription } from './stripe-status';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Stripe refuses a Checkout `subscription_data.trial_end` less than 48 hours ahead. */
const MIN_TRIAL_END_LEAD_MS = 48 * HOUR_MS + 5 * 60 * 1000;

interface Intent {
  successPath: string;
  cancelPath: string;
  /** Whether a running trial defers the first charge to the trial's end. */
  honoursTrial: boolean;
  /** Whether a user who already pays is sent to the billing portal instead. */
  refusesSubscribers: boolean;
}

const INTENTS = {
  checkout: {
    successPath: '/subscription?checkout=success',
    cancelPath: '/subscription?checkout=cancelled',
    honoursTrial: true,
    refusesSubscribers: true,
  },
  'payment-setup': {
    successPath: '/payment-setup?setup=success',
    cancelPath: '/payment-setup?setup=cancelled',
    honoursTrial: true,
    refusesSubscribers: true,
  },
  // The admin's "create a test checkout session" button: a plain checkout, repeatable.
  'admin-test-checkout': {
    successPath: '/admin/stripe-test?checkout=success',
    cancelPath: '/admin/stripe-test?checkout=cancelled',
    honoursTrial: false,
    refusesSubscribers: false,
  },
} satisfies Record<string, Intent>;

export type CheckoutIntent = keyof typeof INTENTS;

export interface CheckoutDeps {
  subscriptions: SubscriptionRepository;
  payments: PaymentsSetup;
}

/** Stripe Checkout and the billing portal, for the signed-in user. */
export function checkoutUseCases({ subscriptions, payments: setup }: CheckoutDeps) {
  /** The row every signed-in user has (their first status call makes it; so may this). */
  async function recordOf(identity: IdentityClaims, now: Date): Promise<SubscriptionRecord> {
    await subscriptions.startTrialUnlessKnown(identity, new Date(now.getTime() + TRIAL_DAYS * DAY_MS));
    const record = await subscriptions.findByUser(identity.sub);
    if (!record) throw new Error(`subscription row for ${identity.sub} vanished after insert`);
    return record;
  }

  /** One Stripe customer per user, created on their first checkout and kept. */
  async function customerOf(identity: IdentityClaims, record: SubscriptionRecord, payments: ConfiguredPayments, now: Date): Promise<string> {
    if (record.stripeCustomerId) return record.stripeCustomerId;
    const params = { email: identity.email, name: identity.name, userId: identity.sub };
    const created = await payments.stripe.createCustomer({
      ...params,
      idempotencyKey: idempotencyKey('customer', identity.sub, 'day', params, now),
    });
    return subscriptions.setCustomerIfNone(identity.sub, created);
  }

  async function startCheckout(identity: IdentityClaims, intentName: CheckoutIntent, now: Date): Promise<{ url: string }> {
    const payments = requirePayments(setup);
    const intent: Intent = INTENTS[intentName];
    const record = await recordOf(identity, now);
    if (intent.refusesSubscribers && hasLiveSubscription(record)) {
      throw new ConflictError('You already have a BlockBeat Pro subscription. Manage it from Account → Manage billing.');
    }
    const customerId = await customerOf(identity, record, payments, now);
    const params = {
      customerId,
      priceId: payments.priceId,
      userId: identity.sub,
      successUrl: `${payments.baseUrl}${intent.successPath}`,
      cancelUrl: `${payments.baseUrl}${intent.cancelPath}`,
      trialEnd: intent.honoursTrial ? checkoutTrialEnd(record, now) : undefined,
    };
    const session = await payments.stripe.createCheckoutSession({
      ...params,
      idempotencyKey: idempotencyKey(intentName, identity.sub, 'day', params, now),
    });
    return { url: session.url };
  }

  return {
    checkout: (identity: IdentityClaims, now = new Date()) => startCheckout(identity, 'checkout', now),
    paymentSetup: (identity: IdentityClaims, now = new Date()) => startCheckout(identity, 'payment-setup', now),
    adminTestCheckout: (identity: IdentityClaims, now = new Date()) => startCheckout(identity, 'admin-test-checkout', now),

    async portal(identity: IdentityClaims, now = new Date()): Promise<{ url: string }> {
      const payments = requirePayments(setup);
      const record = await subscriptions.findByUser(identity.sub);
      if (!record?.stripeCustomerId) {
        throw new ConflictError('There is no billing account to manage yet: subscribe first, then manage billing here.');
      }
      const params = { customerId: record.stripeCustomerId, returnUrl: `${payments.baseUrl}/account` };
      return payments.stripe.createPortalSession({
        ...params,
        idempotencyKey: idempotencyKey('portal', identity.sub, 'minute', params, now),
      });
    },
  };
}

export type CheckoutUseCases = ReturnType<typeof checkoutUseCases>;

/**
 * During a running trial the subscription's own trial lasts until ours ends, so the first charge
 * falls when the free trial is over, not before. With under 48 hours left Stripe would refuse
 * that date, so the trial is stretched to the earliest one it accepts (rounded up to the hour,
 * which keeps the idempotency key stable for that hour): the user never pays early.
 */
export function checkoutTrialEnd(record: SubscriptionRecord, now: Date): Date | undefined {
  const state = {
    subscriptionStatus: record.status,
    trialEndsAt: record.trialEndsAt?.toISOString() ?? null,
    stripeSubscriptionId: record.stripeSubscriptionId,
  };
  if (!record.trialEndsAt || !isTrialActive(state, now)) return undefined;
  const earliest = new Date(Math.ceil((now.getTime() + MIN_TRIAL_END_LEAD_MS) / HOUR_MS) * HOUR_MS);
  return record.trialEndsAt > earliest ? record.trialEndsAt : earliest;
}
