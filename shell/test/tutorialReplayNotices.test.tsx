import { TUTORIAL_REPLAY_STATE } from '@blockbeat/contracts';
import { ThemeProvider, ToastProvider } from '@blockbeat/shell-sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { TrialNotices } from '../src/trial/TrialNotices';
import { signedInUser, trialStatus } from './fixtures';
import { mockApi } from './helpers';

const user = signedInUser();
const status = trialStatus();

/** What the dashboard does when the replayed tutorial closes: it forgets the request. */
function TutorialCloses() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/dashboard', { replace: true, state: null })}>
      Close the tutorial
    </button>
  );
}

// antd's scroll locker measures a pseudo-element, which jsdom does not implement.
const realGetComputedStyle = window.getComputedStyle.bind(window);
beforeAll(() => jest.spyOn(window, 'getComputedStyle').mockImplementation((elt) => realGetComputedStyle(elt)));
afterAll(() => jest.restoreAllMocks());
afterEach(() => localStorage.clear());

test('when the tutorial is replayed from the account page, then the trial welcome waits until it has closed (two dialogs never stack)', async () => {
  mockApi({ '/api/auth/user': { status: 200, body: user }, '/api/subscription/status': { status: 200, body: status } });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ThemeProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={[{ pathname: '/dashboard', state: TUTORIAL_REPLAY_STATE }]}>
            <TutorialCloses />
            <TrialNotices />
          </MemoryRouter>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(globalThis.fetch).toHaveBeenCalledTimes(2));
  await act(() => new Promise((r) => setTimeout(r, 50)));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Close the tutorial' }));
  expect(await screen.findByRole('dialog', { name: 'Welcome to the Pro plan' })).toBeInTheDocument();
});
