import {
  describeSubscription,
  hasAccess,
  hasNoSubscription,
  isAllowedWhenExpired,
  isEntitled,
  isExpired,
  SUBSCRIPTION_STATUSES,
  trialDaysLeft,
  type SubscriptionStatus,
} from '../src';

const NOW = new Date('2025-03-10T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number, extraMs = 0) => new Date(NOW.getTime() + days * DAY + extraMs).toISOString();

describe('trialDaysLeft', () => {
  test.each([
    ['exactly 14 days ahead', inDays(14), 14],
    ['one millisecond ahead', inDays(0, 1), 1],
    ['one day and a millisecond ahead', inDays(1, 1), 2],
    ['exactly one day ahead', inDays(1), 1],
    ['exactly now', inDays(0), 0],
    ['three days ago', inDays(-3), 0],
  ])('when the trial ends %s, then %i days are left (rounded up, never below 0)', (_label, endsAt, expected) => {
    expect(trialDaysLeft(endsAt, NOW)).toBe(expected);
  });

  test('when trialEndsAt is a Date, then it counts the same as its ISO string', () => {
    expect(trialDaysLeft(new Date(inDays(2, 5)), NOW)).toBe(3);
  });

  test('when trialEndsAt is null or not a date, then 0 days are left', () => {
    expect(trialDaysLeft(null, NOW)).toBe(0);
    expect(trialDaysLeft('not a date', NOW)).toBe(0);
  });
});

/**
 * docs/product.md#access-and-subscription-states written out per status rather than derived from the implementation:
 * access: trial active, or active, admin, trialing, trial, incomplete (so 'trial' always).
 * expired (non-admin): trial with no days left, canceled, incomplete_expired, past_due, expired, none.
 */
const SPEC: Record<SubscriptionStatus, { access: boolean; expired: (days: number) => boolean }> = {
  trial: { access: true, expired: (days) => days === 0 },
  trialing: { access: true, expired: () => false },
  active: { access: true, expired: () => false },
  admin: { access: true, expired: () => false },
  incomplete: { access: true, expired: () => false },
  incomplete_expired: { access: false, expired: () => true },
  canceled: { access: false, expired: () => true },
  past_due: { access: false, expired: () => true },
  expired: { access: false, expired: () => true },
  none: { access: false, expired: () => true },
};

const cases = SUBSCRIPTION_STATUSES.flatMap((status) =>
  [0, 1, 14].flatMap((days) =>
    [null, 'sub_123'].map((stripeSubscriptionId) => {
      const access = SPEC[status].access;
      const expired = SPEC[status].expired(days);
      return {
        status,
        days,
        stripe: stripeSubscriptionId ? 'a' : 'no',
        state: { subscriptionStatus: status, trialEndsAt: inDays(days), stripeSubscriptionId },
        access,
        expired,
        noSubscription: !stripeSubscriptionId || (!access && status !== 'incomplete'),
        entitled: access && !expired,
      };
    }),
  ),
);

describe('access rules over every status × trial days × subscription reference', () => {
  test.each(cases)(
    'when status is $status with $days trial days and $stripe subscription id, then hasAccess=$access isExpired=$expired noSubscription=$noSubscription entitled=$entitled',
    ({ state, access, expired, noSubscription, entitled }) => {
      expect(hasAccess(state, NOW)).toBe(access);
      expect(isExpired(state, NOW)).toBe(expired);
      expect(hasNoSubscription(state, NOW)).toBe(noSubscription);
      expect(isEntitled(state, NOW)).toBe(entitled);
    },
  );

  test('when a trial has run out, then it still reports access, is expired and is not entitled', () => {
    const state = { subscriptionStatus: 'trial' as const, trialEndsAt: inDays(-1), stripeSubscriptionId: null };
    expect(describeSubscription(state, NOW)).toEqual({
      ...state,
      hasAccess: true,
      isExpired: true,
      noSubscription: true,
      trialDaysLeft: 0,
    });
    expect(isEntitled(state, NOW)).toBe(false);
  });

  test('when the status is admin, then it is never expired, even with a trial that ended', () => {
    expect(isExpired({ subscriptionStatus: 'admin', trialEndsAt: inDays(-30), stripeSubscriptionId: null }, NOW)).toBe(false);
  });
});

describe('isAllowedWhenExpired', () => {
  test.each(['/account', '/subscription', '/subscription-required', '/support', '/payment-setup', '/account/billing'])(
    'when an expired user opens %s, then it is allowed',
    (path) => expect(isAllowedWhenExpired(path)).toBe(true),
  );

  test.each(['/', '/dashboard', '/builder', '/player/1', '/admin'])('when an expired user opens %s, then it is refused', (path) => {
    expect(isAllowedWhenExpired(path)).toBe(false);
  });
});
