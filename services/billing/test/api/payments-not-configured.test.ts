import { PAYMENTS_NOT_CONFIGURED_MESSAGE } from '../../src/domain/errors';
import { ADMIN_EMAIL, SECRET_KEY, useBillingService } from '../support/billing-service';
import { stripeEvent } from '../support/stripe-events';

const notConfigured = { error: { code: 'payments_not_configured', message: PAYMENTS_NOT_CONFIGURED_MESSAGE } };

describe('with no Stripe settings at all', () => {
  const { fake, as, deliver } = useBillingService({ payments: 'none' });

  test('when a user asks for their status, then the trial runs and paymentsConfigured is false', async () => {
    const res = await (await as()).status();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ subscriptionStatus: 'trial', trialDaysLeft: 14, entitled: true, paymentsConfigured: false });
  });

  test('when a user starts checkout, payment setup or the portal, then each answers 409 payments_not_configured', async () => {
    const user = await as();
    for (const res of [await user.checkout(), await user.paymentSetup(), await user.portal()]) {
      expect(res.status).toBe(409);
      expect(res.body).toEqual(notConfigured);
    }
    expect(fake().requests).toHaveLength(0);
  });

  test('when a webhook arrives, then it answers 503 with Retry-After (Stripe delivers it again later) and records nothing', async () => {
    const res = await deliver(stripeEvent('invoice.paid', { id: 'in_1', object: 'invoice' }));
    expect(res.status).toBe(503);
    expect(res.retryAfter).toBe('3600');
    expect(res.body).toEqual(notConfigured);
  });

  test('when an admin looks at the Stripe status, then nothing is configured and connectivity says so', async () => {
    const admin = await as(undefined, { email: ADMIN_EMAIL });
    const res = await admin.stripeStatus();
    expect(res.body).toMatchObject({
      configured: { secretKey: false, priceId: false, webhookSecret: false },
      masked: { secretKey: null, priceId: null, webhookSecret: null },
      connectivity: 'not configured',
    });
  });
});

describe('with only a secret key', () => {
  const { as } = useBillingService({ payments: { secretKey: SECRET_KEY } });

  test('when a user subscribes, then it is still 409, and the status says payments are not configured', async () => {
    const user = await as();
    expect((await user.status()).body.paymentsConfigured).toBe(false);
    expect((await user.checkout()).body).toEqual(notConfigured);
  });

  test('when an admin looks at the Stripe status, then the key shows as set and Stripe is reachable', async () => {
    const admin = await as(undefined, { email: ADMIN_EMAIL });
    const res = await admin.stripeStatus();
    expect(res.body).toMatchObject({ configured: { secretKey: true, priceId: false, webhookSecret: false }, connectivity: 'ok' });
  });
});
