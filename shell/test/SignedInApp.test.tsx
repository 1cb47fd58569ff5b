import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SignedInApp from '../src/app/SignedInApp';
import { mockApi, never, Providers } from './helpers';

jest.mock('../src/federation/RemoteScreen', () => ({ RemoteScreen: ({ id }: { id: string }) => <p>remote screen {id}</p> }));

const user = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: null, profileImageUrl: null, onboardingCompleted: true };
const subscription = (isExpired: boolean, admin = false) => ({
  subscriptionStatus: admin ? 'admin' : 'trial',
  trialEndsAt: null,
  stripeSubscriptionId: null,
  hasAccess: !isExpired,
  isExpired,
  noSubscription: true,
  trialDaysLeft: isExpired ? 0 : 5,
  entitled: !isExpired,
  admin,
});
const api = (isExpired = false, extra: Record<string, unknown> = {}) =>
  mockApi({
    '/api/auth/user': { status: 200, body: user },
    '/api/subscription/status': { status: 200, body: subscription(isExpired) },
    '/api/support/notifications': { status: 200, body: { hasUnread: false } },
    ...extra,
  } as never);
const renderAt = (path: string) => render(<Providers path={path}><SignedInApp /></Providers>);

// The trial welcome has its own tests (trialNotices.test.tsx); here it has been seen already.
beforeEach(() => localStorage.setItem('blockbeat-trial-welcome-shown:u1', '2025-08-01T00:00:00.000Z'));
afterEach(() => localStorage.clear());

test.each([
  ['/', 'mf_dashboard/DashboardPage'],
  ['/dashboard', 'mf_dashboard/DashboardPage'],
  ['/no-such-page', 'mf_dashboard/DashboardPage'],
  ['/builder', 'mf_builder/BuilderPage'],
  ['/builder/w1', 'mf_builder/BuilderPage'],
  ['/builder-simple', 'mf_builder/BuilderPage'],
  ['/builder-simple/w1', 'mf_builder/BuilderPage'],
  ['/player/w1', 'mf_player/PlayerPage'],
  ['/shared/tok', 'mf_player/SharedPlayerPage'],
  ['/import/w1', 'mf_player/ImportPage'],
  ['/account', 'mf_account/AccountPage'],
  ['/subscription', 'mf_account/SubscriptionPage'],
  ['/payment-setup', 'mf_account/PaymentSetupPage'],
  ['/support', 'mf_account/SupportPage'],
  ['/support/t1', 'mf_account/SupportPage'],
  ['/support/new', 'mf_account/SupportPage'],
  ['/subscription-required', 'mf_account/PaywallPage'],
  ['/spotify-playlist-sync', 'mf_dashboard/SpotifySyncPage'],
  ['/history', 'mf_dashboard/HistoryPage'],
])('when signed in at %s, then %s renders', async (path, id) => {
  api();
  renderAt(path);
  expect(await screen.findByText(`remote screen ${id}`)).toBeInTheDocument();
});

const adminApi = () => api(false, { '/api/subscription/status': { status: 200, body: subscription(false, true) } });

test.each([
  ['/admin', 'mf_admin/AdminPage'],
  ['/admin/group-email', 'mf_admin/AdminPage'],
])('when an admin is signed in at %s, then %s renders', async (path, id) => {
  adminApi();
  renderAt(path);
  expect(await screen.findByText(`remote screen ${id}`)).toBeInTheDocument();
});

test.each(['/admin', '/admin/support'])('when someone who is not an admin opens %s, then they see a not-found page, not the admin screen', async (path) => {
  api();
  renderAt(path);
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  expect(screen.queryByText(/remote screen mf_admin/)).not.toBeInTheDocument();
});

test('when signed in, then the top bar has navigation, profile, theme toggle, bell and account menu', async () => {
  api();
  renderAt('/dashboard');
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  expect(within(nav).getByRole('link', { name: 'Builder' })).toHaveAttribute('href', '/builder');
  expect(await screen.findByRole('link', { name: /Ada/ })).toHaveAttribute('href', '/account');
  expect(screen.getByRole('button', { name: 'Toggle theme' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Support notifications' })).toHaveAttribute('href', '/support');

  await userEvent.hover(screen.getByRole('button', { name: 'Account menu' }));
  expect(screen.getByRole('menuitem', { name: 'Account Settings' })).toHaveAttribute('href', '/account');
  expect(screen.getByRole('menuitem', { name: 'Log Out' })).toHaveAttribute('href', '/api/logout');
  await userEvent.unhover(screen.getByRole('button', { name: 'Account menu' }));
  expect(screen.queryByRole('menuitem', { name: 'Log Out' })).not.toBeInTheDocument();
});

test('when the account menu is opened by keyboard, then focus moves into it and Escape closes it', async () => {
  api();
  renderAt('/dashboard');
  const button = await screen.findByRole('button', { name: 'Account menu' });
  button.focus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('menuitem', { name: 'Account Settings' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});

test('when support has unread replies, then the bell shows a dot', async () => {
  api(false, { '/api/support/notifications': { status: 200, body: { hasUnread: true } } });
  renderAt('/dashboard');
  const bell = await screen.findByRole('link', { name: 'Support notifications' });
  await screen.findByText('You have unread support replies');
  expect(bell).toHaveAttribute('data-unread', 'true');
  expect(bell).toHaveAccessibleDescription('You have unread support replies');
});

test('when the user has no first name, then the profile shows the e-mail', async () => {
  mockApi({ '/api/auth/user': { status: 200, body: { ...user, firstName: null } }, '/api/subscription/status': { status: 200, body: subscription(false) } });
  renderAt('/account');
  expect(await screen.findByRole('link', { name: /ada@example.com/ })).toBeInTheDocument();
});

describe('an expired user\'s top bar', () => {
  const expiredApi = (subscriptionStatus: string) =>
    api(true, { '/api/subscription/status': { status: 200, body: { ...subscription(true), subscriptionStatus } } });

  test.each([
    ['trial', 'Your free trial has ended. Subscribe to use the dashboard, the builder and your history again.'],
    ['canceled', 'Your subscription has ended. Subscribe to use the dashboard, the builder and your history again.'],
    ['past_due', 'Your last payment did not go through. Subscribe to use the dashboard, the builder and your history again.'],
  ])('when the status is %s, then Dashboard and Builder are locked and say why instead of linking', async (status, reason) => {
    expiredApi(status);
    renderAt('/account');
    await screen.findByRole('button', { name: 'Dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link')).not.toBeInTheDocument();
    for (const name of ['Dashboard', 'Builder']) {
      const item = within(nav).getByRole('button', { name });
      expect(item).toHaveAttribute('aria-expanded', 'false');
      expect(item).toHaveAccessibleDescription(reason);
    }
    expect(screen.getByRole('link', { name: 'BlockBeat account' })).toHaveAttribute('href', '/account');
  });

  test('when a locked item is pressed, then the reason shows with a way to the plan, and Escape hides it', async () => {
    expiredApi('trial');
    renderAt('/account');
    const dashboard = await screen.findByRole('button', { name: 'Dashboard' });
    expect(screen.queryByRole('link', { name: 'See the plan' })).not.toBeInTheDocument();
    await userEvent.click(dashboard);
    expect(dashboard).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Your free trial has ended/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the plan' })).toHaveAttribute('href', '/subscription');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'See the plan' })).not.toBeInTheDocument();
  });
});

describe('route guard', () => {
  test('when access has expired, then /dashboard redirects to /account', async () => {
    api(true);
    renderAt('/dashboard');
    expect(await screen.findByText('remote screen mf_account/AccountPage')).toBeInTheDocument();
  });

  test.each([
    ['/account', 'AccountPage'],
    ['/subscription', 'SubscriptionPage'],
    ['/subscription-required', 'PaywallPage'],
    ['/support', 'SupportPage'],
    ['/payment-setup', 'PaymentSetupPage'],
  ])('when access has expired, then %s stays reachable', async (path, page) => {
    api(true);
    renderAt(path);
    expect(await screen.findByText(`remote screen mf_account/${page}`)).toBeInTheDocument();
  });

  test('when the user is an admin, then they are never treated as expired', async () => {
    mockApi({ '/api/auth/user': { status: 200, body: user }, '/api/subscription/status': { status: 200, body: { ...subscription(true, true) } } });
    renderAt('/builder');
    expect(await screen.findByText('remote screen mf_builder/BuilderPage')).toBeInTheDocument();
  });

  test('when billing cannot answer, then the screen shows anyway (the services enforce access)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ '/api/auth/user': { status: 200, body: user }, '/api/subscription/status': { status: 503, body: 'down' } });
    renderAt('/builder');
    expect(await screen.findByText('remote screen mf_builder/BuilderPage')).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  test('when the status is still loading, then the screen waits instead of flashing, saying the trial is being set up', () => {
    mockApi({ '/api/auth/user': { status: 200, body: user }, '/api/subscription/status': never });
    renderAt('/builder');
    expect(screen.queryByText(/remote screen/)).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Setting up your trial access' })).toBeInTheDocument();
    expect(screen.getByText('Setting up your trial access...')).toBeInTheDocument();
  });
});
