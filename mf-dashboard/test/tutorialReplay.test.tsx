import { TUTORIAL_REPLAY_STATE } from '@blockbeat/contracts';
import { ThemeProvider, ToastProvider } from '@blockbeat/shell-sdk';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { OnboardingTutorial } from '../src/features/onboarding/components/OnboardingTutorial';
import { authUser, createTestQueryClient, mockApi, setupUser } from './helpers';

jest.setTimeout(30_000);
const user = setupUser();

function Elsewhere() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

/** The dashboard as the account page's "Replay tutorial" opens it: its history entry carries the request. */
function renderReplayedDashboard() {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ThemeProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={['/account', { pathname: '/dashboard', state: TUTORIAL_REPLAY_STATE }]} initialIndex={1}>
            <Routes>
              <Route
                path="/dashboard"
                element={
                  <>
                    <Link to="/builder">Builder</Link>
                    <OnboardingTutorial />
                  </>
                }
              />
              <Route path="/builder" element={<Elsewhere />} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

const tutorial = () => screen.findByRole('dialog', { name: 'Welcome to BlockBeat!' }, { timeout: 3000 });

test('when a user who finished the tutorial replays it, then it opens once, and after the X it does not come back to that dashboard', async () => {
  const api = mockApi({ '/api/auth/user': { status: 200, body: authUser({ onboardingCompleted: true }) } });
  renderReplayedDashboard();
  await user.click(within(await tutorial()).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  // Away and Back to the same history entry: the request was forgotten when it closed.
  await user.click(screen.getByRole('link', { name: 'Builder' }));
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await screen.findByRole('link', { name: 'Builder' });
  await new Promise((r) => setTimeout(r, 1500));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
});

test('when a replayed tutorial is finished, then it is marked completed as a first one is', async () => {
  const api = mockApi({
    '/api/auth/user': { status: 200, body: authUser({ onboardingCompleted: true }) },
    'PATCH /api/user/onboarding': { status: 200, body: authUser({ onboardingCompleted: true }) },
  });
  renderReplayedDashboard();
  await user.click(within(await tutorial()).getByRole('button', { name: 'Skip Tutorial' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ completed: true });
});
