import { expiryReason, type SubscriptionStatus } from '../src';

describe('expiryReason', () => {
  test.each<[SubscriptionStatus, string]>([
    ['trial', 'trial'],
    ['none', 'trial'],
    ['incomplete_expired', 'trial'],
    ['canceled', 'ended'],
    ['expired', 'ended'],
    ['past_due', 'unpaid'],
  ])('when an expired user has the status %s, then the reason is %s', (status, reason) => {
    expect(expiryReason(status)).toBe(reason);
  });
});
