import { readJson, serveControl } from './control-server';
import { startFakeStripe, type FakeStripe } from '../../services/billing/test/support/fake-stripe';

/** What the launcher gives billing, so the stack takes payments against the local fake. */
export const E2E_STRIPE = {
  secretKey: 'sk_test_blockbeat_e2e',
  priceId: 'price_blockbeat_e2e_monthly',
  webhookSecret: 'whsec_blockbeat_e2e_secret',
} as const;

export interface FakeStripeHandle {
  fake: FakeStripe;
  /** Test-only control over HTTP: the tests run in another context than this global setup. */
  controlUrl: string;
  close(): Promise<void>;
}

/**
 * The Stripe-shaped server billing's own tests use, plus one control route a test needs:
 * POST /complete-checkout {url, status?} does what Stripe does when the customer pays on the
 * hosted page (the subscription exists, the session completes) and answers {session, subscription}
 * for the test to post as signed webhooks.
 */
export async function startE2EFakeStripe(): Promise<FakeStripeHandle> {
  const fake = await startFakeStripe({ secretKey: E2E_STRIPE.secretKey, prices: [E2E_STRIPE.priceId] });
  const served = await serveControl((req, send) => {
    if (req.method !== 'POST' || req.url !== '/complete-checkout') {
      send(404, { error: `no control route ${req.method} ${req.url}` });
      return;
    }
    readJson(req)
      .then(({ url, status }) => {
        const session = typeof url === 'string' ? fake.checkoutSessionByUrl(url) : undefined;
        if (!session) return send(404, { error: `no checkout session at ${String(url)}` });
        send(200, fake.completeCheckout(session.id, typeof status === 'string' ? status : undefined));
      })
      .catch((err: Error) => send(400, { error: err.message }));
  }, () => fake.close());
  return { fake, ...served };
}

/** The launcher's environment for billing's Stripe settings. */
export function stripeEnv(fake: FakeStripe): NodeJS.ProcessEnv {
  return {
    STRIPE_SECRET_KEY: E2E_STRIPE.secretKey,
    STRIPE_PRICE_ID: E2E_STRIPE.priceId,
    STRIPE_WEBHOOK_SECRET: E2E_STRIPE.webhookSecret,
    STRIPE_API_HOST: fake.host,
    STRIPE_API_PORT: String(fake.port),
    STRIPE_API_PROTOCOL: 'http',
  };
}
