import type { SubscriptionStatusAnswer } from '@blockbeat/contracts';
import { randomUserId, requestJson, testToken, useTestService } from '@blockbeat/service-kit/testing';
import { QueryTypes } from 'sequelize';
import { createApp } from '../../src/app';
import { migrations } from '../../src/data/migrations';

const service = useTestService({
  schema: 'billing',
  migrations,
  createApp: (deps) => createApp({ ...deps, adminEmails: ['boss@example.com'] }),
});
const { sequelize } = service;

async function statusOf(userId: string, email = `${userId}@example.com`) {
  const token = await testToken({ sub: userId, email }, 'billing');
  return requestJson<SubscriptionStatusAnswer>(`${service.url}/api/subscription/status`, { token });
}

async function rowsFor(userId: string) {
  return sequelize.query<{ status: string }>('SELECT status FROM billing.subscriptions WHERE user_id = :userId', {
    replacements: { userId },
    type: QueryTypes.SELECT,
  });
}

describe('GET /api/subscription/status', () => {
  test('when a user asks for the first time, then a 14-day trial starts', async () => {
    const res = await statusOf(randomUserId());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      subscriptionStatus: 'trial',
      trialEndsAt: expect.any(String),
      stripeSubscriptionId: null,
      hasAccess: true,
      isExpired: false,
      noSubscription: true,
      trialDaysLeft: 14,
      entitled: true,
      admin: false,
      paymentsConfigured: false,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
    const daysAhead = (new Date(res.body.trialEndsAt!).getTime() - Date.now()) / 86_400_000;
    expect(daysAhead).toBeGreaterThan(13.99);
    expect(daysAhead).toBeLessThanOrEqual(14);
  });

  test('when a user asks again, then the same trial is answered, not a new one', async () => {
    const userId = randomUserId();
    const first = await statusOf(userId);
    const second = await statusOf(userId);
    expect(second.body.trialEndsAt).toBe(first.body.trialEndsAt);
  });

  test('when ten first calls arrive at once, then all succeed and one row exists', async () => {
    const userId = randomUserId();
    const answers = await Promise.all(Array.from({ length: 10 }, () => statusOf(userId)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.trialEndsAt)).size).toBe(1);
    expect(await rowsFor(userId)).toHaveLength(1);
  });

  test('when the caller\'s e-mail is an admin e-mail, in any letter case, then the status is admin', async () => {
    const res = await statusOf(randomUserId(), 'Boss@Example.com');
    expect(res.body).toMatchObject({ subscriptionStatus: 'admin', admin: true, hasAccess: true, isExpired: false, entitled: true });
  });

  test('when two users ask, then each sees only their own status', async () => {
    const admin = randomUserId();
    const member = randomUserId();
    await statusOf(admin, 'boss@example.com');
    const res = await statusOf(member);
    expect(res.body).toMatchObject({ subscriptionStatus: 'trial', admin: false });
    await sequelize.query("UPDATE billing.subscriptions SET status = 'canceled' WHERE user_id = :admin", { replacements: { admin } });
    expect((await statusOf(member)).body.subscriptionStatus).toBe('trial');
    expect((await statusOf(admin, 'other@example.com')).body).toMatchObject({ subscriptionStatus: 'canceled', entitled: false });
  });

  test('when there is no token, then the answer is 401 Unauthorized', async () => {
    const res = await requestJson(`${service.url}/api/subscription/status`);
    expect(res.status).toBe(401);
    expect(res.text).toContain('Unauthorized');
  });

  test('when the token is meant for content, then billing answers 401', async () => {
    const token = await testToken({ sub: randomUserId() }, 'content');
    expect((await requestJson(`${service.url}/api/subscription/status`, { token })).status).toBe(401);
  });
});
