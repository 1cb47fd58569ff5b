import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PaywallPage from '../src/exposes/PaywallPage';
import TrialExpiredCard from '../src/exposes/TrialExpiredCard';
import { expired, mockApi, ok, renderAt, status, user } from './helpers';

const api = (s: unknown) => mockApi({ '/api/auth/user': ok(user()), '/api/subscription/status': ok(s) });
const BENEFITS = ['Unlimited workout creation', 'Advanced music integration', 'Custom branding', 'PDF export and sharing', 'Premium exercise templates'];

describe('paywall page', () => {
  test.each([
    ['the trial has expired', expired(), 'Trial Expired', 'Your 14-day free trial has ended. Upgrade to continue using BlockBeat Pro.', 'Upgrade Now'],
    [
      'there is no subscription',
      status({ subscriptionStatus: 'none', hasAccess: false, entitled: false, trialDaysLeft: 0, isExpired: false }),
      'Premium Feature',
      'Start your free trial to access this feature...',
      'Start Free Trial',
    ],
    [
      'otherwise',
      status({ subscriptionStatus: 'past_due', stripeSubscriptionId: 'sub_1', noSubscription: false, isExpired: false }),
      'Premium Feature',
      'This feature requires an active BlockBeat Pro subscription.',
      'Upgrade Now',
    ],
  ])('when %s, then it shows its title, text and action with the benefits', async (_label, s, title, text, action) => {
    api(s);
    renderAt('/subscription-required', <PaywallPage />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'BlockBeat Pro benefits' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(BENEFITS);
    await userEvent.click(screen.getByRole('button', { name: action }));
    expect(screen.getByLabelText('Current path')).toHaveTextContent(/^\/subscription$/);
  });

  test('when Back to Dashboard is pressed, then the dashboard opens', async () => {
    api(expired());
    renderAt('/subscription-required', <PaywallPage />);
    await screen.findByRole('heading', { name: 'Trial Expired' });
    await userEvent.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(screen.getByLabelText('Current path')).toHaveTextContent(/^\/dashboard$/);
  });
});

describe('Trial Expired card (exposed for reuse)', () => {
  test('when rendered, then it carries the spec texts and Subscribe Now goes to /subscription', async () => {
    mockApi({});
    renderAt('/dashboard', <TrialExpiredCard />);
    expect(screen.getByRole('heading', { name: 'Trial Expired' })).toBeInTheDocument();
    expect(
      screen.getByText('Your trial has ended. Subscribe to continue creating unlimited workouts with advanced music integration and premium features.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Just $4.99/month • Cancel anytime')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(screen.getByLabelText('Current path')).toHaveTextContent(/^\/subscription$/);
  });
});
