import { SUBSCRIPTION_QUERY_KEY, subscriptionQueryOptions } from '@blockbeat/shell-sdk';
import { render, screen, within } from '@testing-library/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { renderTree } from '../../test-setup/remote-harness';
import PaywallPage from '../src/exposes/PaywallPage';
import TrialExpiredCard from '../src/exposes/TrialExpiredCard';
import { useLocation, useNavigate } from 'react-router-dom';
import { expired, mockApi, ok, renderAt, status, user } from './helpers';

const api = (s: unknown) => mockApi({ '/api/auth/user': ok(user()), '/api/subscription/status': ok(s) });
/** Another screen that read the status a minute ago, with a way to the paywall. */
function Probe() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const client = useQueryClient();
  const { data } = useQuery(subscriptionQueryOptions());
  if (pathname === '/subscription-required') return <PaywallPage />;
  const open = () => {
    client.setQueryData(SUBSCRIPTION_QUERY_KEY, data, { updatedAt: Date.now() - 60_000 });
    navigate('/subscription-required');
  };
  return (
    <>
      {data && <p>{`status: ${data.subscriptionStatus}, ${data.trialDaysLeft} days left`}</p>}
      <button type="button" onClick={open}>
        Open the paywall
      </button>
    </>
  );
}

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

  test.each([
    ['a paying subscriber cancelled', 'canceled', 'Subscription Ended', 'Your BlockBeat Pro subscription has ended. Subscribe again to continue using BlockBeat Pro.', 'Subscribe Again', '/subscription'],
    ['the last payment failed', 'past_due', 'Payment Overdue', 'Your last BlockBeat Pro payment did not go through. Update your payment method to continue using BlockBeat Pro.', 'Update Payment', '/account'],
  ])('when %s, then it does not say the 14-day trial ended but why access ended', async (_label, subscriptionStatus, title, text, action, path) => {
    api(expired({ subscriptionStatus, stripeSubscriptionId: 'sub_1', noSubscription: subscriptionStatus === 'canceled' }));
    renderAt('/subscription-required', <PaywallPage />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByText(/free trial has ended/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: action }));
    expect(screen.getByLabelText('Current path')).toHaveTextContent(new RegExp(`^${path}$`));
  });

  test('when the status the app holds is older than the paywall allows and the trial has ended since, then it reads it afresh and says Trial Expired', async () => {
    const mock = api(status());
    render(renderTree(<Probe />, { path: '/dashboard', routes: ['/dashboard', '/subscription-required'] }));
    expect(await screen.findByText('status: trial, 9 days left')).toBeInTheDocument();
    mock.set('/api/subscription/status', ok(expired()));
    await userEvent.click(screen.getByRole('button', { name: 'Open the paywall' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Trial Expired' })).toBeInTheDocument();
    expect(screen.queryByText('Start your free trial to access this feature...')).not.toBeInTheDocument();
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
  test.each([
    ['canceled', 'Subscription Ended', 'Your BlockBeat Pro subscription has ended. Subscribe again to continue creating unlimited workouts with advanced music integration and premium features.'],
    ['past_due', 'Payment Overdue', 'Your last payment did not go through. Update your payment method with Manage billing to continue creating workouts with BlockBeat Pro.'],
  ])('when the status is %s, then the card says why access ended instead of speaking of a trial', async (subscriptionStatus, title, text) => {
    api(expired({ subscriptionStatus, stripeSubscriptionId: 'sub_1' }));
    renderAt('/account', <TrialExpiredCard />);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Trial Expired' })).not.toBeInTheDocument();
  });

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
