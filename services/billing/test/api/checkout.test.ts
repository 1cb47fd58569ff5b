import { BASE_URL, PRICE_ID, useBillingService } from '../support/billing-service';

const billing = useBillingService();
const { fake, as, rows, subscriptionRow } = billing;

const HOUR_MS = 60 * 60 * 1000;
const keyPattern = (intent: string, userId: string) => new RegExp(`^${intent}:${userId}:\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2})?:[0-9a-f]{16}$`);
const unix = (date: Date | string) => Math.floor(new Date(date).getTime() / 1000);

function checkoutRequestsOf(userId: string) {
  return fake().requestsTo('POST', '/v1/checkout/sessions').filter((r) => r.params.client_reference_id === userId);
}

async function setTrialEnd(userId: string, trialEndsAt: Date) {
  await rows('UPDATE billing.subscriptions SET trial_ends_at = :trialEndsAt WHERE user_id = :userId RETURNING user_id', { userId, trialEndsAt });
}

describe('POST /api/billing/checkout', () => {
  test('when a trial user subscribes, then a Checkout Session for the price, their new customer and the trial end is made through the SDK', async () => {
    const user = await as();
    const status = await user.status();
    expect(status.body.paymentsConfigured).toBe(true);

    const res = await user.checkout();

    expect(res.status).toBe(200);
    const customers = fake().requestsTo('POST', '/v1/customers').filter((r) => (r.params.metadata as Record<string, string>).userId === user.userId);
    expect(customers).toHaveLength(1);
    expect(customers[0]!.params).toMatchObject({ email: `${user.userId}@example.com`, metadata: { userId: user.userId } });
    expect(customers[0]!.idempotencyKey).toMatch(keyPattern('customer', user.userId));
    const customerId = (await subscriptionRow(user.userId))!.stripe_customer_id;
    expect(customerId).toMatch(/^cus_/);

    const [request] = checkoutRequestsOf(user.userId);
    expect(request!.idempotencyKey).toMatch(keyPattern('checkout', user.userId));
    expect(request!.params).toEqual({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: user.userId,
      line_items: [{ price: PRICE_ID, quantity: '1' }],
      success_url: `${BASE_URL}/subscription?checkout=success`,
      cancel_url: `${BASE_URL}/subscription?checkout=cancelled`,
      metadata: { userId: user.userId },
      subscription_data: { metadata: { userId: user.userId }, trial_end: String(unix(status.body.trialEndsAt!)) },
    });
    const session = fake().checkoutSessionByUrl(res.body.url);
    expect(session).toMatchObject({ object: 'checkout.session', customer: customerId, status: 'open' });
  });

  test('when the user asks again (a retry or a double click), then the same key is sent and the same session answered, with one customer', async () => {
    const user = await as();
    const first = await user.checkout();
    const second = await user.checkout();

    expect(second.body.url).toBe(first.body.url);
    const requests = checkoutRequestsOf(user.userId);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.idempotencyKey).toBe(requests[0]!.idempotencyKey);
    expect(requests[1]!.replayed).toBe(true);
    expect(fake().requestsTo('POST', '/v1/customers').filter((r) => (r.params.metadata as Record<string, string>).userId === user.userId)).toHaveLength(1);
  });

  test('when Stripe fails the first attempt, then the SDK retries with the same idempotency key and one session results', async () => {
    const user = await as();
    await user.status();
    fake().failNext('POST', /^\/v1\/checkout\/sessions$/, 500);

    const res = await user.checkout();

    expect(res.status).toBe(200);
    const requests = checkoutRequestsOf(user.userId);
    expect(requests.map((r) => r.status)).toEqual([500, 200]);
    expect(requests[1]!.idempotencyKey).toBe(requests[0]!.idempotencyKey);
    expect(fake().checkoutSessionByUrl(res.body.url)).toBeDefined();
  });

  test('when the trial has ended, then the session carries no trial_end: billing starts now', async () => {
    const user = await as();
    await user.status();
    await setTrialEnd(user.userId, new Date(Date.now() - HOUR_MS));

    expect((await user.checkout()).status).toBe(200);

    const [request] = checkoutRequestsOf(user.userId);
    expect(request!.params.subscription_data).toEqual({ metadata: { userId: user.userId } });
  });

  test('when under 48 hours of trial are left, then trial_end is the earliest Stripe accepts, never before the trial end', async () => {
    const user = await as();
    await user.status();
    const trialEndsAt = new Date(Date.now() + 20 * HOUR_MS);
    await setTrialEnd(user.userId, trialEndsAt);

    const res = await user.checkout();

    expect(res.status).toBe(200);
    const trialEnd = Number((checkoutRequestsOf(user.userId)[0]!.params.subscription_data as Record<string, string>).trial_end);
    expect(trialEnd).toBeGreaterThan(unix(trialEndsAt));
    expect(trialEnd * 1000 - Date.now()).toBeGreaterThanOrEqual(48 * HOUR_MS);
    expect(trialEnd * 1000 - Date.now()).toBeLessThanOrEqual(50 * HOUR_MS);
  });

  test('when the user already has a running subscription, then checkout answers 409 and asks Stripe for nothing', async () => {
    const user = await as();
    await user.status();
    await rows("UPDATE billing.subscriptions SET status = 'active', stripe_subscription_id = 'sub_running' WHERE user_id = :userId RETURNING user_id", {
      userId: user.userId,
    });
    const before = fake().requests.length;

    const res = await user.checkout();

    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: 'conflict', message: expect.stringContaining('already have a BlockBeat Pro subscription') } });
    expect(fake().requests.length).toBe(before);
  });

  test('when the user\'s subscription was canceled, then they can subscribe again, with the customer they had', async () => {
    const user = await as();
    await user.checkout();
    const customerId = (await subscriptionRow(user.userId))!.stripe_customer_id;
    await rows("UPDATE billing.subscriptions SET status = 'canceled', stripe_subscription_id = 'sub_old' WHERE user_id = :userId RETURNING user_id", {
      userId: user.userId,
    });

    expect((await user.checkout()).status).toBe(200);
    expect(checkoutRequestsOf(user.userId).every((r) => r.params.customer === customerId)).toBe(true);
  });

  test('when there is no identity, then the answer is 401', async () => {
    const res = await fetch(`${billing.service.url}/api/billing/checkout`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/billing/payment-setup', () => {
  test('when a trial user adds a payment method, then the session returns to /payment-setup and billing starts at the trial end', async () => {
    const user = await as();
    const status = await user.status();

    const res = await user.paymentSetup();

    expect(res.status).toBe(200);
    const [request] = checkoutRequestsOf(user.userId);
    expect(request!.idempotencyKey).toMatch(keyPattern('payment-setup', user.userId));
    expect(request!.params).toMatchObject({
      mode: 'subscription',
      success_url: `${BASE_URL}/payment-setup?setup=success`,
      cancel_url: `${BASE_URL}/payment-setup?setup=cancelled`,
      subscription_data: { trial_end: String(unix(status.body.trialEndsAt!)) },
    });
    expect(fake().checkoutSessionByUrl(res.body.url)).toBeDefined();
  });
});

describe('POST /api/billing/portal', () => {
  test('when a user with a Stripe customer opens billing, then a portal session for that customer returning to /account is answered', async () => {
    const user = await as();
    await user.checkout();
    const customerId = (await subscriptionRow(user.userId))!.stripe_customer_id;

    const res = await user.portal();

    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    const request = fake().requestsTo('POST', '/v1/billing_portal/sessions').find((r) => r.params.customer === customerId);
    expect(request!.params).toEqual({ customer: customerId, return_url: `${BASE_URL}/account` });
    expect(request!.idempotencyKey).toMatch(keyPattern('portal', user.userId));
  });

  test('when a user has no Stripe customer yet, then the answer is 409 with a clear message and Stripe is not asked', async () => {
    const user = await as();
    await user.status();
    const before = fake().requests.length;

    const res = await user.portal();

    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: 'conflict', message: 'There is no billing account to manage yet: subscribe first, then manage billing here.' } });
    expect(fake().requests.length).toBe(before);
  });
});
