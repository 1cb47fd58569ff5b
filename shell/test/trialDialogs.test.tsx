import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TrialNotices } from '../src/trial/TrialNotices';
import { TRIAL_ENDING_KEY_PREFIX, TRIAL_WELCOME_KEY_PREFIX } from '../src/trial/trialNotices';
import { signedInUser, trialStatus } from './fixtures';
import { mockApi, Providers } from './helpers';

// Any import of ui's antd entry, static or not, fails this file: the trial dialogs come on a
// first visit, which must stay as light as a returning one (issue 25).
jest.mock('@blockbeat/ui', () => {
  throw new Error('@blockbeat/ui (antd) was imported');
});

const user = signedInUser();
const status = (trialDaysLeft: number) => trialStatus({ trialDaysLeft });

function renderNotices(trialDaysLeft = 14) {
  mockApi({ '/api/auth/user': { status: 200, body: user }, '/api/subscription/status': { status: 200, body: status(trialDaysLeft) } });
  return render(
    <Providers path="/dashboard">
      <button type="button">New Workout</button>
      <TrialNotices />
    </Providers>,
  );
}

afterEach(() => localStorage.clear());

test('when the welcome opens, then it is a modal dialog named by its title, holding the focus, without antd', async () => {
  renderNotices();
  const dialog = await screen.findByRole('dialog', { name: 'Welcome to the Pro plan' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  await waitFor(() => expect(dialog).toHaveFocus());
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  for (let i = 0; i < 4; i += 1) await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'New Workout', hidden: true })).not.toHaveFocus();
});

test('when Escape is pressed on the welcome, then it closes like Maybe Later and stays remembered', async () => {
  renderNotices();
  await screen.findByRole('dialog', { name: 'Welcome to the Pro plan' });
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(localStorage.getItem(`${TRIAL_WELCOME_KEY_PREFIX}u1`)).not.toBeNull();
});

test('when the welcome is closed after the page had the focus on a control, then the focus goes back to it', async () => {
  mockApi({ '/api/auth/user': { status: 200, body: user }, '/api/subscription/status': { status: 200, body: status(14) } });
  render(
    <Providers path="/dashboard">
      <button type="button">New Workout</button>
      <TrialNotices />
    </Providers>,
  );
  screen.getByRole('button', { name: 'New Workout' }).focus();
  await screen.findByRole('dialog', { name: 'Welcome to the Pro plan' });
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'New Workout' })).toHaveFocus();
});

test('when the trial-ending dialog shows, then Escape closes it and it is not shown again today', async () => {
  localStorage.setItem(`${TRIAL_WELCOME_KEY_PREFIX}u1`, '2025-08-01T00:00:00.000Z');
  renderNotices(2);
  const dialog = await screen.findByRole('dialog', { name: 'Your trial is ending soon' });
  expect(dialog).toHaveTextContent('Your free trial ends in 2 days.');
  expect(screen.getByRole('button', { name: 'Remind Me Later' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(localStorage.getItem(`${TRIAL_ENDING_KEY_PREFIX}u1`)).not.toBeNull();
});
