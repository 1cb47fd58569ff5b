import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

export interface TestEvent {
  id: string;
  type: string;
  created: number;
  payload: string;
}

let clock = Math.floor(Date.now() / 1000);

/** A Stripe event envelope as Stripe posts it; `created` increases with every event made. */
export function stripeEvent(type: string, object: Record<string, unknown>, created = ++clock): TestEvent {
  const id = `evt_${randomBytes(12).toString('hex')}`;
  const event = {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
  return { id, type, created, payload: JSON.stringify(event) };
}

/** An invoice for a subscription, in the current shape (the subscription sits under `parent`). */
export function invoiceFor(subscription: Record<string, unknown> & { id: string }, status: 'paid' | 'open' = 'paid') {
  return {
    id: `in_${randomBytes(10).toString('hex')}`,
    object: 'invoice',
    customer: subscription.customer,
    status,
    amount_due: 499,
    amount_paid: status === 'paid' ? 499 : 0,
    currency: 'usd',
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata ?? {} },
    },
  };
}

/** The Stripe-Signature header Stripe would send, made offline with the SDK. */
export function signatureFor(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp !== undefined && { timestamp }) });
}

/** Fisher–Yates with a seeded generator, so a failing order can be replayed from the seed. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
