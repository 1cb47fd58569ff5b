import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { TrialNotices } from '../src/trial/TrialNotices';
import { chooseTrialNotice, isTrialEndingDue, localDay, TRIAL_ENDING_KEY_PREFIX, TRIAL_WELCOME_KEY_PREFIX } from '../src/trial/trialNotices';
import { signedInUser, trialStatus } from './fixtures';
import { mockApi, Providers } from './helpers';

const user = signedInUser;
const status = trialStatus;
type Status = ReturnType<typeof status>;
const asInfo = (s: Status) => s as unknown as Parameters<typeof chooseTrialNotice>[0];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderNotices({ u = user(), s = status(), path = '/dashboard' }: { u?: ReturnType<typeof user>; s?: Status; path?: string } = {}) {
  mockApi({ '/api/auth/user': { status: 200, body: u }, '/api/subscription/status': { status: 200, body: s } });
  return render(
    <Providers path={path}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <TrialNotices />
    </Providers>,
  );
}

const welcome = () => screen.findByRole('dialog', { name: 'Welcome to the Pro plan' });
/** Lets the auth and status queries answer, so a dialog that is not coming has had its chance. */
const settle = async () => {
  await waitFor(() => expect(globalThis.fetch).toHaveBeenCalledTimes(2));
  await act(() => new Promise((r) => setTimeout(r, 50)));
};

// antd's scroll locker measures a pseudo-element, which jsdom does not implement.
const realGetComputedStyle = window.getComputedStyle.bind(window);
beforeAll(() => jest.spyOn(window, 'getComputedStyle').mockImplementation((elt) => realGetComputedStyle(elt)));
afterAll(() => jest.restoreAllMocks());
afterEach(() => localStorage.clear());

describe('trial welcome popup', () => {
  test('when a user on a running trial has not seen it, then it shows the days left and the four benefits', async () => {
    renderNotices({ s: status({ trialDaysLeft: 12 }) });
    const dialog = await welcome();
    expect(dialog).toHaveTextContent('You have 12 days of free trial left.');
    for (const benefit of ['Unlimited workout creation', 'YouTube and Spotify music', 'Custom templates', 'Sharing and branding']) {
      expect(screen.getByText(benefit)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Start Creating Workouts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Payment Method' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Maybe Later' })).toBeInTheDocument();
  });

  test('when it has shown once, then it is remembered by user id and does not show again for that user', async () => {
    const first = renderNotices();
    await welcome();
    expect(localStorage.getItem(`${TRIAL_WELCOME_KEY_PREFIX}u1`)).not.toBeNull();
    first.unmount();

    renderNotices();
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('when another user signs in on the same browser, then they still get their own welcome', async () => {
    localStorage.setItem(`${TRIAL_WELCOME_KEY_PREFIX}u1`, '2025-08-01T00:00:00.000Z');
    renderNotices({ u: user({ id: 'u2' }) });
    expect(await welcome()).toBeInTheDocument();
    expect(localStorage.getItem(`${TRIAL_WELCOME_KEY_PREFIX}u2`)).not.toBeNull();
  });

  test('when Start Creating Workouts is pressed, then it closes and goes to /dashboard', async () => {
    renderNotices({ path: '/builder' });
    await welcome();
    await userEvent.click(screen.getByRole('button', { name: 'Start Creating Workouts' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('when Add Payment Method is pressed, then it goes to /payment-setup', async () => {
    renderNotices();
    await welcome();
    await userEvent.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/payment-setup');
  });

  test('when Maybe Later is pressed, then it closes and the page stays', async () => {
    renderNotices();
    await welcome();
    await userEvent.click(screen.getByRole('button', { name: 'Maybe Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard');
  });

  test('when the onboarding tutorial is still due, then the welcome waits for it (two dialogs never stack)', async () => {
    renderNotices({ u: user({ onboardingCompleted: false }) });
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(`${TRIAL_WELCOME_KEY_PREFIX}u1`)).toBeNull();
  });

  test.each([
    ['an admin', status({ subscriptionStatus: 'admin', admin: true })],
    ['a paying user', status({ subscriptionStatus: 'active', stripeSubscriptionId: 'sub_1', noSubscription: false })],
    ['an expired trial', status({ trialDaysLeft: 0, isExpired: true, entitled: false })],
  ])('when the user is %s, then no welcome shows', async (_label, s) => {
    renderNotices({ s });
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('when the user is in the player, then no dialog interrupts the workout', async () => {
    renderNotices({ path: '/player/w1' });
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('trial-ending dialog', () => {
  const seenWelcome = () => localStorage.setItem(`${TRIAL_WELCOME_KEY_PREFIX}u1`, '2025-08-01T00:00:00.000Z');

  test.each([
    [3, true, true],
    [1, true, true],
    [4, true, false],
    [0, true, false],
    [2, false, false],
  ])('when %p days are left and noSubscription is %p, then it is due: %p', (days, noSubscription, due) => {
    expect(isTrialEndingDue(asInfo(status({ trialDaysLeft: days, noSubscription })))).toBe(due);
  });

  test('when the status is not trial (e.g. trialing with a card), then it is not due', () => {
    expect(isTrialEndingDue(asInfo(status({ subscriptionStatus: 'trialing', trialDaysLeft: 2, noSubscription: false })))).toBe(false);
    expect(isTrialEndingDue(asInfo(status({ subscriptionStatus: 'admin', admin: true, trialDaysLeft: 2 })))).toBe(false);
  });

  test('when it was already shown today, then it is not chosen again; on another day it is', () => {
    const storage = window.localStorage;
    seenWelcome();
    const s = asInfo(status({ trialDaysLeft: 2 }));
    const today = new Date(2030, 0, 10, 9);
    expect(chooseTrialNotice(s, 'u1', storage, today)).toBe('ending');
    storage.setItem(`${TRIAL_ENDING_KEY_PREFIX}u1`, localDay(today));
    expect(chooseTrialNotice(s, 'u1', storage, new Date(2030, 0, 10, 23, 59))).toBeNull();
    expect(chooseTrialNotice(s, 'u1', storage, new Date(2030, 0, 11, 0, 1))).toBe('ending');
    expect(chooseTrialNotice(s, 'u2', storage, today)).toBe('welcome');
  });

  test('when due, then it says when the trial ends and Set Up Payment goes to /account', async () => {
    seenWelcome();
    renderNotices({ s: status({ trialDaysLeft: 2 }) });
    const dialog = await screen.findByRole('dialog', { name: 'Your trial is ending soon' });
    expect(dialog).toHaveTextContent('Your free trial ends in 2 days.');
    expect(localStorage.getItem(`${TRIAL_ENDING_KEY_PREFIX}u1`)).toBe(localDay(new Date()));
    await userEvent.click(screen.getByRole('button', { name: 'Set Up Payment' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/account');
  });

  test('when it was shown today already, then a new page load does not show it', async () => {
    seenWelcome();
    localStorage.setItem(`${TRIAL_ENDING_KEY_PREFIX}u1`, localDay(new Date()));
    renderNotices({ s: status({ trialDaysLeft: 2 }) });
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('when both would be due, then only the welcome shows on this load', async () => {
    renderNotices({ s: status({ trialDaysLeft: 2 }) });
    expect(await welcome()).toHaveTextContent('You have 2 days of free trial left.');
    await userEvent.click(screen.getByRole('button', { name: 'Maybe Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Your trial is ending soon' })).not.toBeInTheDocument();
  });
});
