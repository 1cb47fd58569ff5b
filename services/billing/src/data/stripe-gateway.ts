import Stripe from 'stripe';

/**
 * The one module that imports `stripe`: it speaks Stripe's shapes and hands the domain plain ones.
 * Every create (and the cancel) takes the caller's idempotency key, so a retried request — ours
 * or the SDK's own network retry — can never create a second object.
 */

export interface StripeConnection {
  secretKey: string;
  webhookSecret?: string;
  apiHost?: string;
  apiPort?: number;
  apiProtocol?: 'http' | 'https';
}

export interface CheckoutSessionInput {
  customerId: string;
  priceId: string;
  userId: string;
  successUrl: string;
  cancelUrl: string;
  /** When set, the subscription's trial runs until then and the first charge happens then. */
  trialEnd?: Date;
  idempotencyKey: string;
}

/** A subscription as Stripe reports it now; `status` is Stripe's own word. */
export interface StripeSubscriptionSnapshot {
  id: string;
  customerId: string | null;
  status: string;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** The ids a webhook event carries, whatever kind of object it is about. */
export interface PaymentEvent {
  id: string;
  type: string;
  createdAt: Date;
  objectId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  /** client_reference_id or metadata.userId: we put the user's id there when creating objects. */
  userId: string | null;
  /** Checkout sessions only. */
  mode: string | null;
}

export type Connectivity = 'ok' | `failed: ${string}`;

export class StripeSignatureError extends Error {}

export interface StripeGateway {
  createCustomer(input: { email: string; name: string; userId: string; idempotencyKey: string }): Promise<string>;
  createCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string }>;
  createPortalSession(input: { customerId: string; returnUrl: string; idempotencyKey: string }): Promise<{ url: string }>;
  /** Null when Stripe does not know the subscription (any more). */
  retrieveSubscription(id: string): Promise<StripeSubscriptionSnapshot | null>;
  /** Cancels at once; a subscription Stripe no longer knows counts as cancelled. */
  cancelSubscription(id: string, idempotencyKey: string): Promise<void>;
  /** Verifies the Stripe-Signature header against the raw body; throws StripeSignatureError otherwise. */
  parseWebhook(rawBody: Buffer | undefined, signature: string | undefined): PaymentEvent;
  /** Reads the price when one is given (proving key, network and price together), else the balance. */
  checkConnectivity(priceId?: string): Promise<Connectivity>;
}

const CONNECTIVITY_TIMEOUT_MS = 5_000;
const RETRIEVE_TIMEOUT_MS = 10_000;

export function createStripeGateway(connection: StripeConnection): StripeGateway {
  const stripe = new Stripe(connection.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'BlockBeat billing' },
    ...(connection.apiHost && { host: connection.apiHost }),
    ...(connection.apiPort && { port: connection.apiPort }),
    ...(connection.apiProtocol && { protocol: connection.apiProtocol }),
  });

  return {
    async createCustomer({ email, name, userId, idempotencyKey }) {
      const customer = await stripe.customers.create({ email, name, metadata: { userId } }, { idempotencyKey });
      return customer.id;
    },

    async createCheckoutSession(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: input.customerId,
          client_reference_id: input.userId,
          line_items: [{ price: input.priceId, quantity: 1 }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata: { userId: input.userId },
          subscription_data: {
            metadata: { userId: input.userId },
            ...(input.trialEnd && { trial_end: Math.floor(input.trialEnd.getTime() / 1000) }),
          },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { id: session.id, url: session.url };
    },

    async createPortalSession({ customerId, returnUrl, idempotencyKey }) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }, { idempotencyKey });
      return { url: session.url };
    },

    async retrieveSubscription(id) {
      try {
        // Webhooks hold a row lock while they wait: fail soon, Stripe delivers the event again.
        return toSnapshot(await stripe.subscriptions.retrieve(id, {}, { timeout: RETRIEVE_TIMEOUT_MS }));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async cancelSubscription(id, idempotencyKey) {
      try {
        await stripe.subscriptions.cancel(id, {}, { idempotencyKey });
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    },

    parseWebhook(rawBody, signature) {
      if (!connection.webhookSecret) throw new Error('no webhook secret is configured');
      if (!rawBody || !signature) throw new StripeSignatureError('missing body or Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, connection.webhookSecret);
      } catch (err) {
        throw new StripeSignatureError((err as Error).message);
      }
      return toPaymentEvent(event);
    },

    async checkConnectivity(priceId) {
      const options = { maxNetworkRetries: 0, timeout: CONNECTIVITY_TIMEOUT_MS };
      try {
        if (priceId) await stripe.prices.retrieve(priceId, {}, options);
        else await stripe.balance.retrieve({}, options);
        return 'ok';
      } catch (err) {
        return `failed: ${(err as Error).message}`;
      }
    },
  };
}

function isMissing(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeError && err.code === 'resource_missing';
}

function toSnapshot(subscription: Stripe.Subscription): StripeSubscriptionSnapshot {
  // Since API version 2025-03-31 the billing period lives on each item, not on the subscription.
  const periodEnds = subscription.items.data.map((item) => item.current_period_end).filter((end) => typeof end === 'number');
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer),
    status: subscription.status,
    currentPeriodEnd: periodEnds.length > 0 ? fromUnix(Math.max(...periodEnds)) : null,
    trialEnd: subscription.trial_end ? fromUnix(subscription.trial_end) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

/**
 * Events arrive in the API version the endpoint was set up with, which may be older than the
 * SDK's; so the object is read loosely, and only for ids (the state itself is re-read).
 */
function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const object = event.data.object as unknown as Record<string, unknown>;
  const kind = object.object;
  const metadata = recordOf(object.metadata);
  const base = {
    id: event.id,
    type: event.type,
    createdAt: fromUnix(event.created),
    objectId: typeof object.id === 'string' ? object.id : null,
    customerId: idOf(object.customer),
    mode: null,
  };
  if (kind === 'subscription') {
    return { ...base, subscriptionId: base.objectId, userId: stringOf(metadata.userId) };
  }
  if (kind === 'invoice') {
    const details = recordOf(recordOf(object.parent).subscription_details);
    return {
      ...base,
      subscriptionId: idOf(details.subscription) ?? idOf(object.subscription),
      userId: stringOf(recordOf(details.metadata).userId),
    };
  }
  if (kind === 'checkout.session') {
    return {
      ...base,
      subscriptionId: idOf(object.subscription),
      userId: stringOf(object.client_reference_id) ?? stringOf(metadata.userId),
      mode: stringOf(object.mode),
    };
  }
  return { ...base, subscriptionId: null, userId: stringOf(metadata.userId) };
}

/** Expandable fields are an id or the object itself. */
function idOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  return stringOf(recordOf(value).id);
}

function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function stringOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function fromUnix(seconds: number): Date {
  return new Date(seconds * 1000);
}
