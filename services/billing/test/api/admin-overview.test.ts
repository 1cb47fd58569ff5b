import { randomUserId } from '@blockbeat/service-kit/testing';
import type { BillingOverview } from '@blockbeat/contracts';
import { lastWeekStarts } from '../../src/domain/week-starts';
import { ADMIN_EMAIL, useBillingService } from '../support/billing-service';
import { stripeEvent } from '../support/stripe-events';

const billing = useBillingService();
const { as, deliver, fake, service, subscriptionRow } = billing;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

async function overview(): Promise<BillingOverview> {
  const admin = await as(undefined, { email: ADMIN_EMAIL });
  const res = await admin.call<BillingOverview>('GET', '/api/billing/admin/overview');
  expect(res.status).toBe(200);
  return res.body;
}

interface Seeded {
  status: string;
  created: Date;
  trialEndsAt?: Date | null;
  paidSince?: Date | null;
  canceledAt?: Date | null;
  adminGranted?: boolean;
  email?: string;
}

async function insert(user: Seeded) {
  const userId = randomUserId();
  await service.sequelize.query(
    `INSERT INTO billing.subscriptions (user_id, email, status, trial_ends_at, created_at, paid_since, canceled_at, admin_granted)
     VALUES (:userId, :email, :status, :trialEndsAt, :created, :paidSince, :canceledAt, :adminGranted)`,
    {
      replacements: {
        userId,
        email: user.email ?? `${userId}@example.com`,
        status: user.status,
        trialEndsAt: user.trialEndsAt ?? null,
        created: user.created,
        paidSince: user.paidSince ?? null,
        canceledAt: user.canceledAt ?? null,
        adminGranted: user.adminGranted ?? false,
      },
    },
  );
}

describe('GET /api/billing/admin/overview', () => {
  test('when users in known states are added, then each figure and each week\'s bar grows by exactly them', async () => {
    const weeks = lastWeekStarts(new Date(), 12);
    /** An hour into the week `n` weeks before this one. */
    const inWeek = (n: number) => new Date(weeks[11 - n]!.getTime() + HOUR_MS);
    const future = new Date(Date.now() + 5 * DAY_MS);
    const past = new Date(Date.now() - DAY_MS);
    const before = await overview();

    await insert({ status: 'trial', trialEndsAt: future, created: inWeek(0) });
    await insert({ status: 'trial', trialEndsAt: past, created: inWeek(2) });
    await insert({ status: 'active', created: inWeek(3), paidSince: inWeek(0) });
    await insert({ status: 'active', created: inWeek(5), paidSince: inWeek(1) });
    await insert({ status: 'canceled', created: inWeek(6), paidSince: inWeek(4), canceledAt: inWeek(1) });
    // Cancelled while Stripe's trial ran: never paid, so not a cancellation of a paid subscription.
    await insert({ status: 'canceled', created: inWeek(0), canceledAt: inWeek(0) });
    // An admin is never expired, and neither a trial nor paying.
    await insert({ status: 'trial', trialEndsAt: past, created: inWeek(1), adminGranted: true });
    await insert({ status: 'trial', trialEndsAt: past, created: inWeek(1), email: ADMIN_EMAIL.toUpperCase() });
    // Older than the chart: counted in the figures only.
    await insert({ status: 'expired', created: new Date(weeks[0]!.getTime() - DAY_MS) });
    const after = await overview();

    expect({
      users: after.users - before.users,
      activeTrials: after.activeTrials - before.activeTrials,
      payingSubscribers: after.payingSubscribers - before.payingSubscribers,
      expired: after.expired - before.expired,
      monthlyRecurringRevenueCents: after.monthlyRecurringRevenueCents - before.monthlyRecurringRevenueCents,
    }).toEqual({ users: 9, activeTrials: 1, payingSubscribers: 2, expired: 4, monthlyRecurringRevenueCents: 998 });
    expect(after.monthlyRecurringRevenueCents).toBe(after.payingSubscribers * 499);
    const grew = (key: 'signUps' | 'conversions' | 'cancellations') => after.weeks.map((week, i) => week[key] - before.weeks[i]![key]);
    //                                  oldest … this week
    expect(grew('signUps')).toEqual([0, 0, 0, 0, 0, 1, 1, 0, 1, 1, 2, 2]);
    expect(grew('conversions')).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 1]);
    expect(grew('cancellations')).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0]);
  });

  test('when asked, then twelve weeks are answered, each starting on a Monday (UTC), oldest first, ending with this week', async () => {
    const { weeks } = await overview();
    expect(weeks).toHaveLength(12);
    const starts = weeks.map((w) => new Date(`${w.weekStart}T00:00:00Z`));
    expect(starts.every((d) => d.getUTCDay() === 1)).toBe(true);
    expect(starts.slice(1).map((d, i) => d.getTime() - starts[i]!.getTime())).toEqual(Array(11).fill(7 * DAY_MS));
    const sinceLast = Date.now() - starts[11]!.getTime();
    expect(sinceLast).toBeGreaterThanOrEqual(0);
    expect(sinceLast).toBeLessThan(7 * DAY_MS);
  });
});

describe('what the Stripe webhooks record for the charts', () => {
  test('when a trial user starts paying, sets the subscription to end, resumes it, and it ends, then paid_since and canceled_at follow', async () => {
    const user = await as();
    const { url } = (await user.checkout()).body;
    const { subscription } = fake().completeCheckout(fake().checkoutSessionByUrl(url)!.id, 'trialing');
    const update = async (status: string, changes: Record<string, unknown> = {}) => {
      const current = fake().setSubscriptionStatus(subscription.id, status, changes);
      expect((await deliver(stripeEvent('customer.subscription.updated', structuredClone(current)))).status).toBe(200);
      return subscriptionRow(user.userId);
    };

    const trialing = await update('trialing');
    expect(trialing).toMatchObject({ paid_since: null, canceled_at: null });

    const paying = await update('active');
    expect(paying!.paid_since).toBeInstanceOf(Date);
    expect(paying!.canceled_at).toBeNull();

    const ending = await update('active', { cancel_at_period_end: true });
    expect(ending!.canceled_at).toBeInstanceOf(Date);
    expect(ending!.paid_since).toEqual(paying!.paid_since);

    const resumed = await update('active', { cancel_at_period_end: false });
    expect(resumed!.canceled_at).toBeNull();

    const setToEnd = await update('active', { cancel_at_period_end: true });
    const ended = await update('canceled');
    expect(ended!.canceled_at).toEqual(setToEnd!.canceled_at);
    expect(ended!.paid_since).toEqual(paying!.paid_since);
  });
});
