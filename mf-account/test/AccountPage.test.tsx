import { isTutorialReplay } from '@blockbeat/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountPage from '../src/exposes/AccountPage';
import { assignLocation } from '../src/shared/navigation';
import { expired, mockApi, ok, quietJsdomPseudoElements, renderAt, status, user } from './helpers';

jest.mock('../src/shared/navigation', () => ({ assignLocation: jest.fn() }));
const assign = assignLocation as jest.Mock;

quietJsdomPseudoElements();
afterEach(() => assign.mockReset());

const api = (over: Record<string, Parameters<typeof mockApi>[0][string]> = {}) =>
  mockApi({ '/api/auth/user': ok(user()), '/api/subscription/status': ok(status()), ...over });
const renderAccount = () => renderAt('/account', <AccountPage />);

describe('profile', () => {
  test('when the user has no picture, then their name, e-mail and initials show, with a log-out link', async () => {
    api();
    renderAccount();
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('profile-initials')).toHaveTextContent('AL');
    expect(screen.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/api/logout');
  });

  test('when the identity provider gave a picture, then it shows instead of the initials', async () => {
    api({ '/api/auth/user': ok(user({ profileImageUrl: 'https://idp.example/ada.png' })) });
    const { container } = renderAccount();
    await screen.findByText('Ada Lovelace');
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://idp.example/ada.png');
    expect(screen.queryByTestId('profile-initials')).not.toBeInTheDocument();
  });
});

describe('subscription summary', () => {
  test('when on a trial, then the status in words and the days left show, with Add payment method', async () => {
    api();
    renderAccount();
    expect(await screen.findByText('Free trial')).toBeInTheDocument();
    expect(screen.getByText('Trial days left').nextElementSibling).toHaveTextContent('9');
    await userEvent.click(screen.getByRole('button', { name: 'Add payment method' }));
    expect(screen.getByLabelText('Current path')).toHaveTextContent(/^\/payment-setup$/);
  });

  test('when subscribed, then the amount and the next billing date show and no trial days', async () => {
    api({
      '/api/subscription/status': ok(
        status({ subscriptionStatus: 'active', stripeSubscriptionId: 'sub_1', noSubscription: false, currentPeriodEnd: '2030-02-03T12:00:00.000Z' }),
      ),
    });
    renderAccount();
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Amount').nextElementSibling).toHaveTextContent('$4.99 per month');
    expect(screen.getByText('Next billing date').nextElementSibling).toHaveTextContent('February 3, 2030');
    expect(screen.queryByText('Trial days left')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add payment method' })).not.toBeInTheDocument();
  });

  test('when a payment method was added during the trial, then billing starts when the trial ends', async () => {
    api({ '/api/subscription/status': ok(status({ subscriptionStatus: 'trialing', stripeSubscriptionId: 'sub_1', noSubscription: false })) });
    renderAccount();
    expect(await screen.findByText('Free trial, payment method added')).toBeInTheDocument();
    expect(screen.getByText('Next billing date').nextElementSibling).toHaveTextContent('January 15, 2030');
  });
});

describe('Trial Expired card', () => {
  test('when the trial has expired, then the card leads the page with its texts and Subscribe Now goes to /subscription', async () => {
    api({ '/api/subscription/status': ok(expired()) });
    renderAccount();
    const heading = await screen.findByRole('heading', { name: 'Trial Expired' });
    const card = heading.closest('section')!;
    expect(
      within(card).getByText(
        'Your trial has ended. Subscribe to continue creating unlimited workouts with advanced music integration and premium features.',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText('Just $4.99/month • Cancel anytime')).toBeInTheDocument();
    expect(screen.getByText('Free trial ended')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Subscribe Now' }));
    expect(screen.getByLabelText('Current path')).toHaveTextContent(/^\/subscription$/);
  });

  test.each([
    ['a running trial', status()],
    ['an admin', expired({ subscriptionStatus: 'admin', admin: true, isExpired: false })],
  ])('when the user has %s, then there is no Trial Expired card', async (_label, s) => {
    api({ '/api/subscription/status': ok(s) });
    renderAccount();
    await screen.findByText('Ada Lovelace');
    await screen.findByText('Plan');
    expect(screen.queryByRole('heading', { name: 'Trial Expired' })).not.toBeInTheDocument();
  });
});

describe('Manage billing', () => {
  test('when the portal opens, then the browser goes to its address', async () => {
    const mock = api({ 'POST /api/billing/portal': ok({ url: 'https://billing.stripe.test/p/session/bps_1' }) });
    renderAccount();
    await userEvent.click(await screen.findByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/p/session/bps_1'));
    expect(mock.callsTo('POST /api/billing/portal')).toHaveLength(1);
  });

  test('when there is no billing account yet (409), then it explains instead of leaving', async () => {
    api({
      'POST /api/billing/portal': {
        status: 409,
        body: { error: { code: 'conflict', message: 'There is no billing account to manage yet: subscribe first, then manage billing here.' } },
      },
    });
    renderAccount();
    await userEvent.click(await screen.findByRole('button', { name: 'Manage billing' }));
    expect(await screen.findByText('There is no billing account to manage yet: subscribe first, then manage billing here.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  test('when payments are not configured on this server, then Manage billing is disabled and says why', async () => {
    api({ '/api/subscription/status': ok(status({ paymentsConfigured: false })) });
    renderAccount();
    expect(await screen.findByRole('button', { name: 'Manage billing' })).toBeDisabled();
    expect(screen.getByText('Payments are not configured on this server, so billing cannot be managed here.')).toBeInTheDocument();
  });
});

describe('replay tutorial', () => {
  test('when pressed, then the dashboard opens asking for the tutorial once, and nothing is stored', async () => {
    const mock = api();
    renderAccount();
    await userEvent.click(await screen.findByRole('button', { name: 'Replay tutorial' }));
    await waitFor(() => expect(screen.getByLabelText('Current path')).toHaveTextContent(/^\/dashboard$/));
    expect(isTutorialReplay(JSON.parse(screen.getByLabelText('Current path').getAttribute('data-state')!))).toBe(true);
    expect(mock.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });
});

/** Opens the deletion dialog, types `typed` and presses the permanent delete. */
async function confirmDeletion(typed: string): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  await userEvent.type(within(dialog).getByLabelText(/Type your e-mail address/), typed);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account permanently' }));
  return dialog;
}

describe('your data', () => {
  test('when the user wants their data, then Export my data downloads GET /api/account/export', async () => {
    api();
    renderAccount();
    const link = await screen.findByRole('link', { name: 'Export my data' });
    expect(link).toHaveAttribute('href', '/api/account/export');
    expect(link).toHaveAttribute('download', 'blockbeat-data.json');
  });

  test('when deleting, then the button stays disabled until the exact e-mail is typed, and then the account goes and the browser starts at /', async () => {
    const mock = api({ 'DELETE /api/account': { status: 204 } });
    renderAccount();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account permanently' });
    const input = within(dialog).getByLabelText(/Type your e-mail address/);
    expect(confirm).toBeDisabled();

    await userEvent.type(input, 'ada@example.co');
    expect(confirm).toBeDisabled();
    await userEvent.type(input, 'm.uk');
    expect(confirm).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'ada@example.com');
    expect(confirm).toBeEnabled();

    await userEvent.click(confirm);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(mock.callsTo('DELETE /api/account').map((c) => c.body)).toEqual([{ confirmation: 'ada@example.com' }]);
  });

  test('when the deletion fails, then it says so and the user stays', async () => {
    api({ 'DELETE /api/account': { status: 500, body: { error: { code: 'internal', message: 'content answered 404' } } } });
    renderAccount();
    const dialog = await confirmDeletion('ada@example.com');
    expect(await within(dialog).findByText(/Your account could not be deleted completely/)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  test('when the session has ended meanwhile, then the logged-out toast shows', async () => {
    api({ 'DELETE /api/account': { status: 401, body: { error: { code: 'unauthenticated', message: 'Unauthorized' } } } });
    renderAccount();
    await confirmDeletion('ada@example.com');
    expect(await screen.findByText('Unauthorized: You are logged out. Logging in again...')).toBeInTheDocument();
  });
});
