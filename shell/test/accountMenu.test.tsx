import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SignedInApp from '../src/app/SignedInApp';
import { mockApi, Providers } from './helpers';

jest.mock('../src/federation/RemoteScreen', () => ({ RemoteScreen: ({ id }: { id: string }) => <p>remote screen {id}</p> }));

const user = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: null, profileImageUrl: null, onboardingCompleted: true };
const status = (admin: boolean) => ({
  subscriptionStatus: admin ? 'admin' : 'trial',
  trialEndsAt: null,
  stripeSubscriptionId: null,
  hasAccess: true,
  isExpired: false,
  noSubscription: true,
  trialDaysLeft: 5,
  entitled: true,
  admin,
});
const api = (admin = false) =>
  mockApi({
    '/api/auth/user': { status: 200, body: user },
    '/api/subscription/status': { status: 200, body: status(admin) },
    '/api/support/notifications': { status: 200, body: { hasUnread: false } },
  });

async function renderDashboard() {
  render(
    <Providers path="/dashboard">
      <SignedInApp />
    </Providers>,
  );
  await screen.findByText('remote screen mf_dashboard/DashboardPage');
  return { profile: await screen.findByRole('link', { name: 'Ada' }), arrow: screen.getByRole('button', { name: 'Account menu' }) };
}

const menu = () => screen.queryByRole('menu', { name: 'Account' });

// The trial welcome has its own tests (trialNotices.test.tsx); here it has been seen already.
beforeEach(() => localStorage.setItem('blockbeat-trial-welcome-shown:u1', '2025-08-01T00:00:00.000Z'));
afterEach(() => localStorage.clear());

describe('the profile control', () => {
  test.each([
    ['the avatar', () => screen.getByText('A', { selector: '.avatar' })],
    ['the name', () => screen.getByText('Ada', { selector: '.profile-name' })],
    ['the arrow', () => screen.getByRole('button', { name: 'Account menu' })],
  ])('when the pointer rests on %s, then the menu opens, and it closes when the pointer leaves', async (_, part) => {
    api();
    const { arrow } = await renderDashboard();
    await userEvent.hover(part());
    expect(menu()).toBeInTheDocument();
    expect(arrow).toHaveAttribute('aria-expanded', 'true');
    await userEvent.unhover(part());
    expect(menu()).not.toBeInTheDocument();
  });

  test('when the keyboard focus enters it, then the menu shows without taking the focus, Tab goes through the items, and leaving closes it', async () => {
    api();
    const { profile, arrow } = await renderDashboard();
    screen.getByRole('link', { name: 'Support notifications' }).focus();
    expect(menu()).not.toBeInTheDocument();
    await userEvent.tab();
    expect(menu()).toBeInTheDocument();
    expect(profile).toHaveFocus();
    await userEvent.tab();
    expect(arrow).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('menuitem', { name: 'Account Settings' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('menuitem', { name: 'Log Out' })).toHaveFocus();
    await userEvent.tab();
    expect(menu()).not.toBeInTheDocument();
  });

  test('when the menu was opened from the keyboard, then the arrow keys move between its items', async () => {
    api();
    const { arrow } = await renderDashboard();
    arrow.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Account Settings' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Log Out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Account Settings' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log Out' })).toHaveFocus();
  });

  test('when the avatar is tapped on a touch screen, then the menu opens instead of leaving the page, and a tap elsewhere closes it', async () => {
    api();
    const { profile } = await renderDashboard();
    await userEvent.pointer({ keys: '[TouchA]', target: profile });
    expect(menu()).toBeInTheDocument();
    expect(screen.getByText('remote screen mf_dashboard/DashboardPage')).toBeInTheDocument();
    await userEvent.pointer({ keys: '[TouchA]', target: screen.getByText('remote screen mf_dashboard/DashboardPage') });
    expect(menu()).not.toBeInTheDocument();
  });

  test('when the avatar is clicked with a mouse, then it goes to the account page as before', async () => {
    api();
    const { profile } = await renderDashboard();
    await userEvent.click(profile);
    expect(await screen.findByText('remote screen mf_account/AccountPage')).toBeInTheDocument();
  });
});

describe('the way to the admin console', () => {
  test('when an admin opens the menu, then it links to /admin', async () => {
    api(true);
    const { arrow } = await renderDashboard();
    await userEvent.click(arrow);
    expect(await within(menu()!).findByRole('menuitem', { name: 'Admin console' })).toHaveAttribute('href', '/admin');
  });

  test('when someone who is not an admin opens the menu, then it has no admin item', async () => {
    api(false);
    const { arrow } = await renderDashboard();
    await userEvent.click(arrow);
    expect(within(menu()!).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Account Settings', 'Log Out']);
  });
});
