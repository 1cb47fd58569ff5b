import { useBillingService } from '../support/billing-service';
import { invoiceFor, stripeEvent } from '../support/stripe-events';

const { service, fake, as, deliver, rows, subscriptionRow } = useBillingService();

async function payingUser() {
  const user = await as();
  const { url } = (await user.checkout()).body;
  const { session, subscription } = fake().completeCheckout(fake().checkoutSessionByUrl(url)!.id, 'active');
  const events = [stripeEvent('checkout.session.completed', structuredClone(session)), stripeEvent('invoice.paid', invoiceFor(subscription))];
  for (const event of events) expect((await deliver(event)).status).toBe(200);
  return { user, subscription, customerId: session.customer as string, events };
}

describe('GET /internal/me/export', () => {
  test('when a paying user exports, then their status, trial, Stripe ids and events are answered, without payloads', async () => {
    const { user, subscription, customerId, events } = await payingUser();

    const res = await user.exportData();

    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({
      status: 'active',
      trialEndsAt: expect.any(String),
      stripeCustomerId: customerId,
      stripeSubscriptionId: subscription.id,
      lastPaymentAt: new Date(events[1]!.created * 1000).toISOString(),
    });
    expect(res.body.events).toEqual(
      events.map((e) => ({ eventId: e.id, type: e.type, outcome: 'handled', receivedAt: expect.any(String) })),
    );
  });

  test('when someone billing has never seen exports, then the answer is empty and no trial starts', async () => {
    const user = await as();
    expect((await user.exportData()).body).toEqual({ subscription: null, events: [] });
    expect(await subscriptionRow(user.userId)).toBeUndefined();
  });

  test('when the call carries no identity token, then the answer is 401', async () => {
    expect((await fetch(`${service.url}/internal/me/export`)).status).toBe(401);
    expect((await fetch(`${service.url}/internal/me`, { method: 'DELETE' })).status).toBe(401);
  });
});

describe('DELETE /internal/me', () => {
  test('when a paying user deletes their account, then the Stripe subscription is cancelled at once and their rows are gone', async () => {
    const { user, subscription, events } = await payingUser();

    const res = await user.deleteMe();

    expect(res.status).toBe(204);
    const cancels = fake().requestsTo('DELETE', `/v1/subscriptions/${subscription.id}`);
    expect(cancels).toHaveLength(1);
    expect(cancels[0]!.idempotencyKey).toMatch(new RegExp(`^cancel-subscription:${user.userId}:`));
    expect(fake().subscription(subscription.id)).toMatchObject({ status: 'canceled' });
    expect(await subscriptionRow(user.userId)).toBeUndefined();
    expect(await rows('SELECT 1 FROM billing.stripe_events WHERE user_id = :userId', { userId: user.userId })).toHaveLength(0);
    // The ledger keeps the event ids, so a late re-delivery is not applied to nobody.
    expect(await rows('SELECT 1 FROM billing.stripe_events WHERE event_id IN (:ids)', { ids: events.map((e) => e.id) })).toHaveLength(2);
    expect((await deliver(events[1]!)).body).toMatchObject({ outcome: 'duplicate' });
  });

  test('when the subscription\'s deletion event arrives afterwards, then it is ignored', async () => {
    const { user, subscription } = await payingUser();
    await user.deleteMe();

    const late = stripeEvent('customer.subscription.deleted', structuredClone(fake().subscription(subscription.id)!));

    expect((await deliver(late)).status).toBe(200);
    expect(await subscriptionRow(user.userId)).toBeUndefined();
  });

  test('when the subscription has already ended in Stripe, then nothing is cancelled and the rows go', async () => {
    const { user, subscription } = await payingUser();
    fake().setSubscriptionStatus(subscription.id, 'canceled');

    expect((await user.deleteMe()).status).toBe(204);

    expect(fake().requestsTo('DELETE', `/v1/subscriptions/${subscription.id}`)).toHaveLength(0);
    expect(await subscriptionRow(user.userId)).toBeUndefined();
  });

  test('when a trial user with no subscription deletes their account, then Stripe is not called and the row goes', async () => {
    const user = await as();
    await user.status();
    const before = fake().requests.length;

    expect((await user.deleteMe()).status).toBe(204);

    expect(fake().requests.length).toBe(before);
    expect(await subscriptionRow(user.userId)).toBeUndefined();
  });
});
