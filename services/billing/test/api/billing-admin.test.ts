import { ADMIN_EMAIL, BASE_URL, PRICE_ID, useBillingService } from '../support/billing-service';
import { stripeEvent } from '../support/stripe-events';

const { fake, as, deliver } = useBillingService();

describe('/api/billing/admin', () => {
  test('when a non-admin asks for the Stripe status or a test checkout, then the answer is 403', async () => {
    const member = await as();

    const status = await member.stripeStatus();
    const checkout = await member.testCheckout();

    expect(status.status).toBe(403);
    expect(status.body).toEqual({ error: { code: 'forbidden', message: 'Only admins can use this' } });
    expect(checkout.status).toBe(403);
  });

  test('when an admin (by ADMIN_EMAILS) asks, then settings, a live connectivity check and the latest events with their outcome are answered', async () => {
    const admin = await as(undefined, { email: ADMIN_EMAIL.toUpperCase() });
    const ignored = stripeEvent('payment_intent.created', { id: 'pi_admin', object: 'payment_intent' });
    await deliver(ignored);
    const before = fake().requestsTo('GET', `/v1/prices/${PRICE_ID}`).length;

    const res = await admin.stripeStatus('?limit=5');

    expect(res.status).toBe(200);
    expect(res.body.configured).toEqual({ secretKey: true, priceId: true, webhookSecret: true });
    expect(res.body.masked).toEqual({ secretKey: 'sk_test_••••fake', priceId: 'price_••••thly', webhookSecret: 'whsec_••••cret' });
    expect(JSON.stringify(res.body)).not.toContain('blockbeat_fake');
    expect(res.body.connectivity).toBe('ok');
    expect(fake().requestsTo('GET', `/v1/prices/${PRICE_ID}`).length).toBe(before + 1);
    expect(res.body.recentEvents.length).toBeLessThanOrEqual(5);
    expect(res.body.recentEvents.find((e) => e.eventId === ignored.id)).toEqual({
      eventId: ignored.id,
      type: 'payment_intent.created',
      outcome: 'ignored',
      message: 'BlockBeat does not act on payment_intent.created',
      userId: null,
      objectId: 'pi_admin',
      deliveries: 1,
      receivedAt: expect.any(String),
      processedAt: expect.any(String),
    });
  });

  test('when the token says admin, then the admin routes open too', async () => {
    const admin = await as(undefined, { ent: { status: 'admin', canEdit: true, admin: true } });
    expect((await admin.stripeStatus()).status).toBe(200);
  });

  test('when Stripe cannot be reached, then connectivity says failed with the reason', async () => {
    const admin = await as(undefined, { email: ADMIN_EMAIL });
    fake().failNext('GET', /^\/v1\/prices\//, 500);

    const res = await admin.stripeStatus();

    expect(res.body.connectivity).toBe('failed: Injected failure');
  });

  test('when the limit is not a number from 1 to 100, then the answer is 400', async () => {
    const admin = await as(undefined, { email: ADMIN_EMAIL });
    expect((await admin.stripeStatus('?limit=0')).status).toBe(400);
  });

  test('when an admin creates a test checkout, then a Checkout Session for the price returning to /admin/stripe-test is answered', async () => {
    const admin = await as(undefined, { email: ADMIN_EMAIL });

    const res = await admin.testCheckout();

    expect(res.status).toBe(200);
    const session = fake().checkoutSessionByUrl(res.body.url);
    expect(session).toMatchObject({ client_reference_id: admin.userId, success_url: `${BASE_URL}/admin/stripe-test?checkout=success` });
    const request = fake().requestsTo('POST', '/v1/checkout/sessions').find((r) => r.params.client_reference_id === admin.userId);
    expect(request!.params.subscription_data).toEqual({ metadata: { userId: admin.userId } });
    expect(request!.idempotencyKey).toMatch(new RegExp(`^admin-test-checkout:${admin.userId}:`));
  });

  test('when an admin asks for their status, then it is still admin', async () => {
    const admin = await as(undefined, { email: ADMIN_EMAIL });
    expect((await admin.status()).body).toMatchObject({ subscriptionStatus: 'admin', admin: true, entitled: true });
  });
});
