import { act, render, screen } from '@testing-library/react';
import { Toaster } from '@blockbeat/shell-sdk';
import { SessionWatch } from '../src/app/SessionWatch';
import { INCOMPLETE_REFRESH_MS, useIncompleteRefresh } from '../src/trial/useIncompleteRefresh';
import { mockApi, Providers } from './helpers';

const user = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: null, profileImageUrl: null, onboardingCompleted: true };
const status = (subscriptionStatus: string) => ({
  subscriptionStatus,
  trialEndsAt: null,
  stripeSubscriptionId: 'sub_1',
  hasAccess: true,
  isExpired: false,
  noSubscription: false,
  trialDaysLeft: 0,
  entitled: true,
  admin: false,
  paymentsConfigured: true,
});

/** Runs timers and lets the fetch promises they start settle. */
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('SessionWatch', () => {
  const renderWatch = (redirect: jest.Mock) =>
    render(
      <Providers path="/dashboard">
        <SessionWatch redirect={redirect} />
        <Toaster />
      </Providers>,
    );

  test('when the signed-in screen finds the user gone, then it toasts and redirects to /api/login after 500 ms', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ '/api/auth/user': { status: 401, body: 'Unauthorized' }, '/api/subscription/status': { status: 200, body: status('active') } });
    const redirect = jest.fn();
    renderWatch(redirect);
    await advance(0);
    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();

    await advance(499);
    expect(redirect).not.toHaveBeenCalled();
    await advance(1);
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith('/api/login');
  });

  test('when there is neither a subscription status nor a session, then it redirects to /api/login after 2 s', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ '/api/auth/user': { status: 200, body: user }, '/api/subscription/status': { status: 401, body: 'Unauthorized' } });
    const redirect = jest.fn();
    renderWatch(redirect);
    await advance(0);

    await advance(1999);
    expect(redirect).not.toHaveBeenCalled();
    await advance(1);
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith('/api/login');
    await advance(5000);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  test('when the user and the status are there, then nothing happens', async () => {
    mockApi({ '/api/auth/user': { status: 200, body: user }, '/api/subscription/status': { status: 200, body: status('active') } });
    const redirect = jest.fn();
    renderWatch(redirect);
    await advance(10_000);
    expect(redirect).not.toHaveBeenCalled();
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
  });

  test('when billing fails for another reason, then the user is not sent away', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ '/api/auth/user': { status: 200, body: user }, '/api/subscription/status': { status: 503, body: 'down' } });
    const redirect = jest.fn();
    renderWatch(redirect);
    await advance(10_000);
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('incomplete status refresh', () => {
  function Refresh() {
    useIncompleteRefresh();
    return null;
  }
  const statusCalls = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/subscription/status').length;

  test('when the status is incomplete, then it is asked again every 5 s, never sooner', async () => {
    const fetchMock = mockApi({ '/api/subscription/status': { status: 200, body: status('incomplete') } });
    render(<Providers><Refresh /></Providers>);
    await advance(0);
    expect(statusCalls(fetchMock)).toBe(1);

    await advance(INCOMPLETE_REFRESH_MS - 1);
    expect(statusCalls(fetchMock)).toBe(1);
    await advance(1);
    expect(statusCalls(fetchMock)).toBe(2);
    await advance(30_000);
    expect(statusCalls(fetchMock)).toBe(2 + 6);
  });

  test('when the payment settles, then the refreshing stops', async () => {
    const routes = { '/api/subscription/status': { status: 200, body: status('incomplete') } };
    const fetchMock = mockApi(routes);
    render(<Providers><Refresh /></Providers>);
    await advance(0);
    routes['/api/subscription/status'] = { status: 200, body: status('active') };
    await advance(INCOMPLETE_REFRESH_MS);
    expect(statusCalls(fetchMock)).toBe(2);
    await advance(60_000);
    expect(statusCalls(fetchMock)).toBe(2);
  });

  test('when the status is anything else, then it is not refreshed on a timer', async () => {
    const fetchMock = mockApi({ '/api/subscription/status': { status: 200, body: status('trial') } });
    render(<Providers><Refresh /></Providers>);
    await advance(60_000);
    expect(statusCalls(fetchMock)).toBe(1);
  });
});
