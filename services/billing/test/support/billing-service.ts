import type { BillingExport, IdentityClaims, StripeStatusAnswer, SubscriptionStatusAnswer } from '@blockbeat/contracts';
import { randomUserId, requestJson, testToken, useTestService, type JsonResponse } from '@blockbeat/service-kit/testing';
import { QueryTypes } from 'sequelize';
import { createApp } from '../../src/app';
import type { PaymentsConfig } from '../../src/config';
import { migrations } from '../../src/data/migrations';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import { signatureFor, type TestEvent } from './stripe-events';

export const SECRET_KEY = 'sk_test_blockbeat_fake';
export const WEBHOOK_SECRET = 'whsec_blockbeat_test_secret';
export const PRICE_ID = 'price_blockbeat_pro_monthly';
export const BASE_URL = 'https://blockbeat.test';
export const ADMIN_EMAIL = 'boss@example.com';

type PaymentsOption = 'configured' | 'none' | Partial<Pick<PaymentsConfig, 'secretKey' | 'priceId' | 'webhookSecret'>>;

/**
 * Billing over real HTTP against this run's database, with the Stripe SDK pointed at a local
 * Stripe-shaped server. Registers the file's hooks: call it at the top level of a test file.
 */
export function useBillingService({ payments = 'configured' }: { payments?: PaymentsOption } = {}) {
  let fakeStripe: FakeStripe | undefined;
  // Registered before useTestService's hooks, so the fake listens before the app is made.
  beforeAll(async () => {
    fakeStripe = await startFakeStripe({ secretKey: SECRET_KEY, prices: [PRICE_ID] });
  });
  afterAll(async () => {
    await fakeStripe?.close();
  });

  const service = useTestService({
    schema: 'billing',
    migrations,
    createApp: (deps) => createApp({ ...deps, adminEmails: [ADMIN_EMAIL], payments: paymentsConfig(payments, fake()) }),
  });

  function fake(): FakeStripe {
    if (!fakeStripe) throw new Error('the fake Stripe is not started yet: use it inside tests or hooks');
    return fakeStripe;
  }

  async function as(userId: string = randomUserId(), claims: Partial<IdentityClaims> = {}) {
    const token = await testToken({ sub: userId, email: `${userId}@example.com`, ent: { status: 'trial', canEdit: true, admin: false }, ...claims }, 'billing');
    const call = <T>(method: string, path: string, body: unknown = method === 'POST' ? {} : undefined) =>
      requestJson<T>(`${service.url}${path}`, { method, token, body });
    return {
      userId,
      status: () => call<SubscriptionStatusAnswer>('GET', '/api/subscription/status'),
      checkout: () => call<{ url: string }>('POST', '/api/billing/checkout'),
      paymentSetup: () => call<{ url: string }>('POST', '/api/billing/payment-setup'),
      portal: () => call<{ url: string }>('POST', '/api/billing/portal'),
      stripeStatus: (query = '') => call<StripeStatusAnswer>('GET', `/api/billing/admin/stripe-status${query}`),
      testCheckout: () => call<{ url: string }>('POST', '/api/billing/admin/test-checkout'),
      exportData: () => call<BillingExport>('GET', '/internal/me/export'),
      deleteMe: () => call('DELETE', '/internal/me'),
      /** Any call, for the admin console's endpoints. */
      call,
    };
  }

  /** Posts the event as Stripe does: the exact bytes, signed (unless a signature is given). */
  async function deliver(event: TestEvent, signature: string | null = signatureFor(event.payload, WEBHOOK_SECRET)): Promise<JsonResponse & { retryAfter: string | null }> {
    const res = await fetch(`${service.url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature !== null && { 'stripe-signature': signature }) },
      body: event.payload,
    });
    const text = await res.text();
    return { status: res.status, text, body: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined, retryAfter: res.headers.get('retry-after') };
  }

  async function rows<T extends object>(sql: string, replacements: Record<string, unknown> = {}): Promise<T[]> {
    return service.sequelize.query<T>(sql, { replacements, type: QueryTypes.SELECT });
  }

  return {
    service,
    fake,
    as,
    deliver,
    rows,
    subscriptionRow: async (userId: string) => (await rows<SubscriptionRow>('SELECT * FROM billing.subscriptions WHERE user_id = :userId', { userId }))[0],
    eventRow: async (eventId: string) => (await rows<EventRow>('SELECT * FROM billing.stripe_events WHERE event_id = :eventId', { eventId }))[0],
  };
}

export interface SubscriptionRow {
  user_id: string;
  status: string;
  trial_ends_at: Date | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  trial_will_end_at: Date | null;
  last_payment_at: Date | null;
  last_payment_failed_at: Date | null;
  name: string | null;
  last_seen_at: Date | null;
  admin_granted: boolean;
  paid_since: Date | null;
  canceled_at: Date | null;
}

export interface EventRow {
  event_id: string;
  type: string;
  outcome: string;
  message: string | null;
  user_id: string | null;
  deliveries: number;
  processed_at: Date | null;
}

function paymentsConfig(option: PaymentsOption, fake: FakeStripe): PaymentsConfig | undefined {
  if (option === 'none') return undefined;
  const connection = { baseUrl: BASE_URL, apiHost: fake.host, apiPort: fake.port, apiProtocol: 'http' as const };
  if (option === 'configured') return { ...connection, secretKey: SECRET_KEY, priceId: PRICE_ID, webhookSecret: WEBHOOK_SECRET };
  return { ...connection, ...option };
}
