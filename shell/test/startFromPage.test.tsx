import { jsonForHtml, PAGE_DATA_MAX_AGE_MS, SIGNED_IN_PAGE_DATA } from '@blockbeat/contracts';
import { putPageData } from '../../test-setup/page-data';
import type { App } from '../src/app/App';
import type { startFromPage } from '../src/app/startFromPage';
import { signedInUser, trialStatus } from './fixtures';
import { mockApi } from './helpers';

jest.mock('../src/federation/RemoteScreen', () => ({ RemoteScreen: ({ id }: { id: string }) => <p>remote screen {id}</p> }));
jest.mock('../src/federation/remotes', () => ({ fetchScreenAhead: jest.fn() }));
// Each test is a page load of its own, with fresh modules (page data is given once per page load)
// and the React, react-query and testing library those modules use.
let start: typeof startFromPage;
let AppUnderTest: typeof App;
let createQueryClient: typeof import('@blockbeat/shell-sdk').createQueryClient;
let render: typeof import('@testing-library/react').render;
let screen: typeof import('@testing-library/react').screen;
let cleanup: typeof import('@testing-library/react').cleanup;
let act: typeof import('@testing-library/react').act;

const user = signedInUser();
const status = trialStatus();

function loadPage({ readAt }: { readAt?: number } = {}) {
  if (readAt !== undefined) {
    putPageData(SIGNED_IN_PAGE_DATA.user, jsonForHtml(user), { readAt });
    putPageData(SIGNED_IN_PAGE_DATA.subscription, jsonForHtml(status), { readAt });
  }
  const api = mockApi({
    '/api/auth/user': { status: 200, body: user },
    '/api/subscription/status': { status: 200, body: status },
    '/api/support/notifications': { status: 200, body: { hasUnread: false } },
  });
  const queryClient = createQueryClient();
  start(queryClient);
  render(<AppUnderTest queryClient={queryClient} />);
  return { api, asked: (url: string) => api.mock.calls.filter(([input]) => String(input) === url).length };
}

beforeEach(() => {
  jest.isolateModules(() => {
    // The pure entry: its cleanup is called below (the main entry registers hooks as it loads).
    ({ render, screen, cleanup, act } = jest.requireActual<typeof import('@testing-library/react')>('@testing-library/react/pure'));
    ({ createQueryClient } = jest.requireActual<typeof import('@blockbeat/shell-sdk')>('@blockbeat/shell-sdk'));
    ({ startFromPage: start } = jest.requireActual<typeof import('../src/app/startFromPage')>('../src/app/startFromPage'));
    ({ App: AppUnderTest } = jest.requireActual<typeof import('../src/app/App')>('../src/app/App'));
  });
  window.history.replaceState(null, '', '/dashboard');
  // The trial welcome has its own tests; here it has been seen.
  localStorage.setItem('blockbeat-trial-welcome-shown:u1', '2025-08-01T00:00:00.000Z');
});
afterEach(() => {
  cleanup();
  document.head.replaceChildren();
  localStorage.clear();
});

test('when the page carries the signed-in user’s answers, then the frame draws from them at once and neither the sign-in check nor the status is asked', async () => {
  const page = loadPage({ readAt: Date.now() - 1000 });
  expect(screen.getByRole('link', { name: /Ada/ })).toBeInTheDocument();
  expect(await screen.findByText('remote screen mf_dashboard/DashboardPage')).toBeInTheDocument();
  // What the frame asks once drawn (its notifications) has answered: nothing else was asked.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(page.asked(SIGNED_IN_PAGE_DATA.user)).toBe(0);
  expect(page.asked(SIGNED_IN_PAGE_DATA.subscription)).toBe(0);
});

test('when the answers were read longer ago than the page data may be kept, then they are not used and the app asks', async () => {
  const page = loadPage({ readAt: Date.now() - PAGE_DATA_MAX_AGE_MS - 1000 });
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  expect(await screen.findByText('remote screen mf_dashboard/DashboardPage')).toBeInTheDocument();
  expect(page.asked(SIGNED_IN_PAGE_DATA.user)).toBe(1);
  expect(page.asked(SIGNED_IN_PAGE_DATA.subscription)).toBe(1);
});

test('when the page carries none (the worker’s offline copy), then the app asks for both, the status alongside the sign-in check', async () => {
  const page = loadPage();
  expect(page.asked(SIGNED_IN_PAGE_DATA.subscription)).toBe(1);
  expect(await screen.findByText('remote screen mf_dashboard/DashboardPage')).toBeInTheDocument();
  expect(page.asked(SIGNED_IN_PAGE_DATA.user)).toBe(1);
});
