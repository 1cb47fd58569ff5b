import { WEBHOOK_SECRET, useBillingService } from '../support/billing-service';
import { invoiceFor, shuffled, signatureFor, stripeEvent, type TestEvent } from '../support/stripe-events';

const billing = useBillingService();
const { fake, as, deliver, rows, subscriptionRow, eventRow } = billing;

type StripeObject = Record<string, unknown> & { id: string };

/** A trial user who went through Checkout: Stripe now has their customer, session and subscription. */
async function subscribedUser(stripeStatus = 'trialing') {
  const user = await as();
  const { url } = (await user.checkout()).body;
  const sessionId = fake().checkoutSessionByUrl(url)!.id;
  const { session, subscription } = fake().completeCheckout(sessionId, stripeStatus);
  return { user, session, subscription, customerId: session.customer as string };
}

/** The object as an event carries it: a copy taken now, so later changes in Stripe do not show. */
const snapshot = (object: StripeObject): StripeObject => structuredClone(object);

function retrievesOf(subscriptionId: string) {
  return fake().requestsTo('GET', `/v1/subscriptions/${subscriptionId}`).length;
}

async function deliverAll(events: readonly TestEvent[]) {
  const answers = [];
  for (const event of events) answers.push(await deliver(event));
  return answers;
}

async function ledgerOf(events: readonly TestEvent[]) {
  const ids = [...new Set(events.map((e) => e.id))];
  return rows<{ event_id: string; outcome: string; deliveries: number }>(
    'SELECT event_id, outcome, deliveries FROM billing.stripe_events WHERE event_id IN (:ids) ORDER BY event_id',
    { ids },
  );
}

describe('each handled event type, delivered three times in a shuffled stream', () => {
  const cases: Array<{
    type: string;
    stripeStatus: string;
    event: (s: Awaited<ReturnType<typeof subscribedUser>>) => TestEvent;
    expected: { subscriptionStatus: string; entitled: boolean; isExpired: boolean };
    effect?: (row: NonNullable<Awaited<ReturnType<typeof subscriptionRow>>>, event: TestEvent, subscription: StripeObject) => void;
  }> = [
    {
      type: 'checkout.session.completed',
      stripeStatus: 'trialing',
      event: ({ session }) => stripeEvent('checkout.session.completed', snapshot(session)),
      expected: { subscriptionStatus: 'trialing', entitled: true, isExpired: false },
    },
    {
      type: 'customer.subscription.created',
      stripeStatus: 'trialing',
      event: ({ subscription }) => stripeEvent('customer.subscription.created', snapshot(subscription)),
      expected: { subscriptionStatus: 'trialing', entitled: true, isExpired: false },
    },
    {
      type: 'customer.subscription.updated',
      stripeStatus: 'active',
      event: ({ subscription }) => stripeEvent('customer.subscription.updated', snapshot(subscription)),
      expected: { subscriptionStatus: 'active', entitled: true, isExpired: false },
    },
    {
      type: 'customer.subscription.deleted',
      stripeStatus: 'canceled',
      event: ({ subscription }) => stripeEvent('customer.subscription.deleted', snapshot(subscription)),
      expected: { subscriptionStatus: 'canceled', entitled: false, isExpired: true },
    },
    {
      type: 'customer.subscription.trial_will_end',
      stripeStatus: 'trialing',
      event: ({ subscription }) => stripeEvent('customer.subscription.trial_will_end', snapshot(subscription)),
      expected: { subscriptionStatus: 'trialing', entitled: true, isExpired: false },
      effect: (row, _event, subscription) => expect(row.trial_will_end_at).toEqual(new Date((subscription.trial_end as number) * 1000)),
    },
    {
      type: 'invoice.paid',
      stripeStatus: 'active',
      event: ({ subscription }) => stripeEvent('invoice.paid', invoiceFor(subscription)),
      expected: { subscriptionStatus: 'active', entitled: true, isExpired: false },
      effect: (row, event) => expect(row.last_payment_at).toEqual(new Date(event.created * 1000)),
    },
    {
      type: 'invoice.payment_failed',
      stripeStatus: 'past_due',
      event: ({ subscription }) => stripeEvent('invoice.payment_failed', invoiceFor(subscription, 'open')),
      expected: { subscriptionStatus: 'past_due', entitled: false, isExpired: true },
      effect: (row, event) => expect(row.last_payment_failed_at).toEqual(new Date(event.created * 1000)),
    },
  ];

  test.each(cases.map((c, seed) => [c.type, c, seed] as const))(
    'when %s arrives three times among other events, then it ends in the right state and takes effect once',
    async (_type, { stripeStatus, event: makeEvent, expected, effect }, seed) => {
      const subject = await subscribedUser('trialing');
      const bystander = await subscribedUser('active');
      const event = makeEvent(subject);
      const others = [
        stripeEvent('customer.subscription.updated', snapshot(subject.subscription)),
        stripeEvent('customer.subscription.created', snapshot(bystander.subscription)),
        stripeEvent('customer.created', { id: subject.customerId, object: 'customer' }),
      ];
      fake().setSubscriptionStatus(subject.subscription.id, stripeStatus);
      const stream = shuffled([event, event, event, ...others, ...others, ...others], 1000 + seed);

      const answers = await deliverAll(stream);

      expect(answers.map((a) => a.status)).toEqual(Array(stream.length).fill(200));
      expect(answers.filter((a) => (a.body as { outcome: string }).outcome === 'duplicate')).toHaveLength(2 * (1 + others.length));
      const ledger = await ledgerOf(stream);
      expect(ledger).toHaveLength(1 + others.length);
      expect(ledger.every((row) => row.deliveries === 3)).toBe(true);
      expect(await eventRow(event.id)).toMatchObject({ type: event.type, outcome: 'handled', user_id: subject.user.userId, deliveries: 3 });
      // Re-read once per distinct event about it (this one and the subject's update), never per delivery.
      expect(retrievesOf(subject.subscription.id)).toBe(2);
      const status = await subject.user.status();
      expect(status.body).toMatchObject({ ...expected, stripeSubscriptionId: subject.subscription.id });
      const row = (await subscriptionRow(subject.user.userId))!;
      expect(row.stripe_customer_id).toBe(subject.customerId);
      effect?.(row, event, subject.subscription);
      expect((await bystander.user.status()).body).toMatchObject({ subscriptionStatus: 'active', stripeSubscriptionId: bystander.subscription.id });
    },
  );
});

describe('Stripe statuses in ours', () => {
  test.each([
    ['trialing', 'trialing', true],
    ['active', 'active', true],
    ['incomplete', 'incomplete', true],
    ['incomplete_expired', 'incomplete_expired', false],
    ['past_due', 'past_due', false],
    ['canceled', 'canceled', false],
    ['unpaid', 'past_due', false],
    ['paused', 'expired', false],
  ])('when Stripe says %s, then the status is %s and entitled is %s', async (stripeStatus, ours, entitled) => {
    const { user, subscription } = await subscribedUser('trialing');
    fake().setSubscriptionStatus(subscription.id, stripeStatus);

    expect((await deliver(stripeEvent('customer.subscription.updated', snapshot(subscription)))).status).toBe(200);

    expect((await user.status()).body).toMatchObject({ subscriptionStatus: ours, entitled, isExpired: !entitled, stripeSubscriptionId: subscription.id });
  });
});

describe('billing dates in the status answer', () => {
  const itemsEndingAt = (subscription: StripeObject, end: Date) => {
    const items = structuredClone(subscription.items) as { data: Array<Record<string, unknown>> };
    for (const item of items.data) item.current_period_end = Math.floor(end.getTime() / 1000);
    return items;
  };

  test('when Stripe reports the paid period, then the status answers its end (the next billing date)', async () => {
    const { user, subscription } = await subscribedUser('trialing');
    const periodEnd = new Date(Date.UTC(2031, 4, 17, 9, 30));
    fake().setSubscriptionStatus(subscription.id, 'active', { items: itemsEndingAt(subscription, periodEnd) });

    await deliver(stripeEvent('customer.subscription.updated', snapshot(subscription)));

    expect((await user.status()).body).toMatchObject({ subscriptionStatus: 'active', currentPeriodEnd: periodEnd.toISOString(), cancelAtPeriodEnd: false });
  });

  test('when the subscriber cancels at the period end, then the status says it will not renew', async () => {
    const { user, subscription } = await subscribedUser('active');
    const periodEnd = new Date(Date.UTC(2031, 5, 2));
    fake().setSubscriptionStatus(subscription.id, 'active', { cancel_at_period_end: true, items: itemsEndingAt(subscription, periodEnd) });

    await deliver(stripeEvent('customer.subscription.updated', snapshot(subscription)));

    expect((await user.status()).body).toMatchObject({ subscriptionStatus: 'active', currentPeriodEnd: periodEnd.toISOString(), cancelAtPeriodEnd: true });
  });
});

describe('order and concurrency', () => {
  test('when an older updated event arrives after a newer one, then the status is what Stripe says now', async () => {
    const { user, subscription } = await subscribedUser('trialing');
    const older = stripeEvent('customer.subscription.updated', snapshot(subscription));
    fake().setSubscriptionStatus(subscription.id, 'active');
    const newer = stripeEvent('customer.subscription.updated', snapshot(subscription));

    await deliver(newer);
    await deliver(older);

    expect(JSON.parse(older.payload).data.object.status).toBe('trialing');
    expect((await user.status()).body).toMatchObject({ subscriptionStatus: 'active', entitled: true });
  });

  test('when a stale "active" update arrives after the deletion, then the subscription stays canceled', async () => {
    const { user, subscription } = await subscribedUser('active');
    const staleUpdate = stripeEvent('customer.subscription.updated', snapshot(subscription));
    fake().setSubscriptionStatus(subscription.id, 'canceled');
    const deleted = stripeEvent('customer.subscription.deleted', snapshot(subscription));

    await deliver(deleted);
    await deliver(staleUpdate);

    expect((await user.status()).body).toMatchObject({ subscriptionStatus: 'canceled', isExpired: true, entitled: false });
  });

  test('when one event is delivered three times at once, then it is handled once', async () => {
    const { subscription } = await subscribedUser('active');
    const event = stripeEvent('customer.subscription.updated', snapshot(subscription));

    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);

    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => (a.body as { outcome: string }).outcome).sort()).toEqual(['duplicate', 'duplicate', 'handled']);
    expect(retrievesOf(subscription.id)).toBe(1);
    expect(await eventRow(event.id)).toMatchObject({ outcome: 'handled', deliveries: 3 });
  });

  test('when a late event about an ended earlier subscription arrives, then the current one is kept', async () => {
    const first = await subscribedUser('active');
    fake().setSubscriptionStatus(first.subscription.id, 'canceled');
    await deliver(stripeEvent('customer.subscription.deleted', snapshot(first.subscription)));
    const second = fake().createSubscription({ customer: first.customerId, status: 'active', userId: first.user.userId });
    await deliver(stripeEvent('customer.subscription.created', snapshot(second)));
    const late = stripeEvent('customer.subscription.updated', snapshot(first.subscription));

    expect((await deliver(late)).status).toBe(200);

    expect(await eventRow(late.id)).toMatchObject({ outcome: 'ignored', message: expect.stringContaining('has ended') });
    expect((await first.user.status()).body).toMatchObject({ subscriptionStatus: 'active', stripeSubscriptionId: second.id });
  });
});

describe('events that change nothing', () => {
  test('when the signature is made with another secret, then the answer is 400 and nothing changes', async () => {
    const { user, subscription } = await subscribedUser('trialing');
    fake().setSubscriptionStatus(subscription.id, 'active');
    const event = stripeEvent('customer.subscription.updated', snapshot(subscription));
    const before = await subscriptionRow(user.userId);

    const res = await deliver(event, signatureFor(event.payload, 'whsec_someone_else'));

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'validation', message: 'Invalid Stripe signature' } });
    expect(await eventRow(event.id)).toBeUndefined();
    expect(await subscriptionRow(user.userId)).toEqual(before);
    expect(retrievesOf(subscription.id)).toBe(0);
  });

  test.each([
    ['missing', () => null],
    ['for a different body', (e: TestEvent) => signatureFor(e.payload.replace('"livemode":false', '"livemode":true'), WEBHOOK_SECRET)],
    ['older than five minutes', (e: TestEvent) => signatureFor(e.payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600)],
  ])('when the signature is %s, then the answer is 400 and no event is recorded', async (_case, sign) => {
    const { subscription } = await subscribedUser('trialing');
    const event = stripeEvent('customer.subscription.updated', snapshot(subscription));

    const res = await deliver(event, sign(event));

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'validation', message: 'Invalid Stripe signature' } });
    expect(await eventRow(event.id)).toBeUndefined();
  });

  test('when the event type is one billing does not use, then the answer is 200 and it is recorded as ignored', async () => {
    const event = stripeEvent('payment_intent.created', { id: 'pi_123', object: 'payment_intent' });
    const before = fake().requests.length;

    const res = await deliver(event);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, eventId: event.id, outcome: 'ignored' });
    expect(await eventRow(event.id)).toMatchObject({ outcome: 'ignored', message: 'BlockBeat does not act on payment_intent.created', deliveries: 1 });
    expect(fake().requests.length).toBe(before);
  });

  test('when the event is about a customer billing does not know, then it is recorded as ignored', async () => {
    const stranger = fake().createSubscription({ customer: 'cus_stranger', status: 'active' });
    const event = stripeEvent('customer.subscription.updated', snapshot(stranger));

    expect((await deliver(event)).status).toBe(200);
    expect(await eventRow(event.id)).toMatchObject({ outcome: 'ignored', message: 'no BlockBeat user for Stripe customer cus_stranger' });
  });
});

describe('a failed handling', () => {
  test('when Stripe cannot be read, then the answer is 500, the failure is recorded, and the next delivery applies it', async () => {
    const { user, subscription } = await subscribedUser('trialing');
    fake().setSubscriptionStatus(subscription.id, 'active');
    const event = stripeEvent('invoice.paid', invoiceFor(subscription));
    fake().failNext('GET', new RegExp(`^/v1/subscriptions/${subscription.id}$`), 500, false);

    const failed = await deliver(event);

    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ error: { code: 'internal', message: `Stripe event ${event.id} could not be handled; it will be retried` } });
    expect(await eventRow(event.id)).toMatchObject({ outcome: 'failed', message: expect.stringContaining('Injected failure'), processed_at: null });
    expect(await subscriptionRow(user.userId)).toMatchObject({ status: 'trial', stripe_subscription_id: null, last_payment_at: null });

    const retried = await deliver(event);

    expect(retried.status).toBe(200);
    expect(await eventRow(event.id)).toMatchObject({ outcome: 'handled', deliveries: 2, processed_at: expect.any(Date) });
    expect(await subscriptionRow(user.userId)).toMatchObject({ status: 'active', stripe_subscription_id: subscription.id, last_payment_at: new Date(event.created * 1000) });
    expect((await deliver(event)).body).toMatchObject({ outcome: 'duplicate' });
  });
});

describe('event shapes', () => {
  test('when an invoice event comes in an older API version (subscription at the top level), then it is still applied', async () => {
    const { user, subscription } = await subscribedUser('trialing');
    fake().setSubscriptionStatus(subscription.id, 'active');
    const { parent: _parent, ...invoice } = invoiceFor(subscription);

    await deliver(stripeEvent('invoice.paid', { ...invoice, subscription: subscription.id }));

    expect((await user.status()).body).toMatchObject({ subscriptionStatus: 'active', stripeSubscriptionId: subscription.id });
  });
});
