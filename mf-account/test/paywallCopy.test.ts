import { paywallCopy } from '../src/features/paywall/components/paywallCopy';

describe('paywallCopy', () => {
  test('when the trial has expired, then the title is Trial Expired and it offers Upgrade Now', () => {
    expect(paywallCopy({ isExpired: true, noSubscription: true })).toEqual({
      title: 'Trial Expired',
      text: 'Your 14-day free trial has ended. Upgrade to continue using BlockBeat Pro.',
      action: 'Upgrade Now',
    });
  });

  test('when there is no subscription, then it offers the free trial', () => {
    expect(paywallCopy({ isExpired: false, noSubscription: true })).toEqual({
      title: 'Premium Feature',
      text: 'Start your free trial to access this feature...',
      action: 'Start Free Trial',
    });
  });

  test('otherwise, then it says the feature needs an active subscription', () => {
    expect(paywallCopy({ isExpired: false, noSubscription: false })).toEqual({
      title: 'Premium Feature',
      text: 'This feature requires an active BlockBeat Pro subscription.',
      action: 'Upgrade Now',
    });
  });
});
