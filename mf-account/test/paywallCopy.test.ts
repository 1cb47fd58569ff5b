import { paywallCopy } from '../src/features/paywall/components/paywallCopy';

describe('paywallCopy', () => {
  test('when the trial has expired, then the title is Trial Expired and it offers Upgrade Now', () => {
    expect(paywallCopy({ isExpired: true, noSubscription: true, reason: 'trial' })).toEqual({
      title: 'Trial Expired',
      text: 'Your 14-day free trial has ended. Upgrade to continue using BlockBeat Pro.',
      action: 'Upgrade Now',
      actionPath: '/subscription',
    });
  });

  test('when there is no subscription, then it offers the free trial', () => {
    expect(paywallCopy({ isExpired: false, noSubscription: true, reason: 'trial' })).toEqual({
      title: 'Premium Feature',
      text: 'Start your free trial to access this feature...',
      action: 'Start Free Trial',
      actionPath: '/subscription',
    });
  });

  test('otherwise, then it says the feature needs an active subscription', () => {
    expect(paywallCopy({ isExpired: false, noSubscription: false, reason: 'trial' })).toEqual({
      title: 'Premium Feature',
      text: 'This feature requires an active BlockBeat Pro subscription.',
      action: 'Upgrade Now',
      actionPath: '/subscription',
    });
  });

  test('when a former subscriber\'s subscription has ended, then it says so instead of speaking of a trial', () => {
    expect(paywallCopy({ isExpired: true, noSubscription: true, reason: 'ended' })).toEqual({
      title: 'Subscription Ended',
      text: 'Your BlockBeat Pro subscription has ended. Subscribe again to continue using BlockBeat Pro.',
      action: 'Subscribe Again',
      actionPath: '/subscription',
    });
  });

  test('when the last payment failed, then it asks for a new payment method on the account page', () => {
    expect(paywallCopy({ isExpired: true, noSubscription: false, reason: 'unpaid' })).toEqual({
      title: 'Payment Overdue',
      text: 'Your last BlockBeat Pro payment did not go through. Update your payment method to continue using BlockBeat Pro.',
      action: 'Update Payment',
      actionPath: '/account',
    });
  });
});
