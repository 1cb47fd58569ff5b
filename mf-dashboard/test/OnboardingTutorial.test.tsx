import { act, screen, waitFor, within } from '@testing-library/react';
import { OnboardingTutorial } from '../src/features/onboarding/components/OnboardingTutorial';
import { authUser, findToast, mockApi, renderAtDashboard, setupUser } from './helpers';

jest.setTimeout(30_000);
const user = setupUser();

function newUserApi() {
  const api = mockApi({
    '/api/auth/user': { status: 200, body: authUser({ onboardingCompleted: false }) },
    'PATCH /api/user/onboarding': () => {
      api.set('/api/auth/user', { status: 200, body: authUser({ onboardingCompleted: true }) });
      return { status: 200, body: authUser({ onboardingCompleted: true }) };
    },
  });
  return api;
}

const tutorial = () => screen.findByRole('dialog', {}, { timeout: 3000 });

afterEach(() => {
  jest.useRealTimers();
});

test('when a user has not done the tutorial, then it opens about 1 second after load', async () => {
  jest.useFakeTimers();
  newUserApi();
  renderAtDashboard(<OnboardingTutorial />);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(999);
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1);
  });
  expect(screen.getByRole('dialog', { name: 'Welcome to BlockBeat!' })).toBeInTheDocument();
});

test('when a user has done it, then it never opens', async () => {
  const api = mockApi({});
  renderAtDashboard(<OnboardingTutorial />);
  await waitFor(() => expect(api.callsTo('GET /api/auth/user')).toHaveLength(1));
  await new Promise((r) => setTimeout(r, 1200));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('when stepping through, then seven steps show their contents with progress, Previous and Next', async () => {
  newUserApi();
  renderAtDashboard(<OnboardingTutorial />);
  const dialog = await tutorial();
  const expectStep = (n: number, title: string) => {
    expect(dialog).toHaveAccessibleName(title);
    expect(within(dialog).getByText(`Step ${n} of 7`)).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(Math.round((n / 7) * 100)));
  };
  expectStep(1, 'Welcome to BlockBeat!');
  expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Skip Tutorial' })).toBeInTheDocument();

  const titles = ['Exercise Blocks', 'Music Integration & Controls', 'Continuous Music Across Blocks', 'Video Guidance for Instructors', 'Sharing with Clients', "You're Ready to Start!"];
  for (const [i, title] of titles.entries()) {
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expectStep(i + 2, title);
    if (title === 'Continuous Music Across Blocks') expect(dialog).toHaveTextContent('Set the rest time to 0 seconds and use the same song URL on consecutive blocks');
    if (title === 'Video Guidance for Instructors') expect(dialog).toHaveTextContent('Put a YouTube link on a block');
    if (title === 'Sharing with Clients') {
      expect(dialog).toHaveTextContent('Shared content is free to view');
      expect(dialog).toHaveTextContent('Creating workouts needs a subscription');
    }
  }
  expect(within(dialog).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Complete Tutorial' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
  expectStep(6, 'Sharing with Clients');
});

test('when the tutorial is completed, then it is marked completed, the user refreshed, a toast shown and it closes', async () => {
  const api = newUserApi();
  renderAtDashboard(<OnboardingTutorial />);
  const dialog = await tutorial();
  for (let i = 0; i < 6; i += 1) await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  await user.click(within(dialog).getByRole('button', { name: 'Complete Tutorial' }));
  const toast = await findToast();
  expect(toast).toHaveTextContent('Tutorial completed!');
  expect(toast).toHaveTextContent("You're ready to create amazing workouts.");
  expect(api.callsTo('PATCH /api/user/onboarding')[0]!.body).toEqual({ completed: true });
  await waitFor(() => expect(api.callsTo('GET /api/auth/user').length).toBeGreaterThanOrEqual(2));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('when the tutorial is skipped, then it is marked completed in the same way', async () => {
  const api = newUserApi();
  renderAtDashboard(<OnboardingTutorial />);
  const dialog = await tutorial();
  await user.click(within(dialog).getByRole('button', { name: 'Skip Tutorial' }));
  expect(await findToast()).toHaveTextContent('Tutorial completed!');
  expect(api.callsTo('PATCH /api/user/onboarding')).toHaveLength(1);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('when the X is pressed, then it only closes: nothing is saved and it stays closed', async () => {
  const api = newUserApi();
  renderAtDashboard(<OnboardingTutorial />);
  const dialog = await tutorial();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await new Promise((r) => setTimeout(r, 1200));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.callsTo('PATCH /api/user/onboarding')).toHaveLength(0);
  expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
});

test('when Escape is pressed, then it closes like the X: nothing is saved, and the focus it took goes back to the page', async () => {
  const api = newUserApi();
  renderAtDashboard(
    <>
      <button type="button">New Workout</button>
      <OnboardingTutorial />
    </>,
  );
  screen.getByRole('button', { name: 'New Workout' }).focus();
  const dialog = await tutorial();
  await waitFor(() => expect(dialog).toHaveFocus());
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'New Workout' })).toHaveFocus();
  expect(api.callsTo('PATCH /api/user/onboarding')).toHaveLength(0);
});
