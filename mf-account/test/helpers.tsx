import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { mockApi as scriptApi, renderTree, type ApiCall } from '../../test-setup/remote-harness';

type Answer = { status: number; body?: unknown };
type Route = Answer | ((call: ApiCall) => Answer);

/**
 * The shared harness's scripted API, keyed "METHOD /path" or just "/path" for a GET. `set`
 * changes an answer from then on; `callsTo("METHOD /path")` lists the calls made to it.
 */
export function mockApi(routes: Record<string, Route>) {
  const key = (k: string) => (k.startsWith('/') ? `GET ${k}` : k);
  const table: Record<string, Route> = {};
  const set = (k: string, route: Route) => {
    const answer = (a: Answer) => ({ status: a.status, body: a.body ?? '' });
    table[key(k)] = typeof route === 'function' ? (call: ApiCall) => answer(route(call)) : answer(route);
  };
  Object.entries(routes).forEach(([k, route]) => set(k, route));
  const { calls } = scriptApi(table as Parameters<typeof scriptApi>[0]);
  return { calls, set, callsTo: (k: string) => calls.filter((c) => `${c.method} ${c.path}` === key(k)) };
}

export const ok = (body: unknown): Answer => ({ status: 200, body });

export const user = (over: Record<string, unknown> = {}) => ({
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null as string | null,
  onboardingCompleted: true,
  ...over,
});

export const status = (over: Record<string, unknown> = {}) => ({
  subscriptionStatus: 'trial',
  trialEndsAt: '2030-01-15T12:00:00.000Z',
  stripeSubscriptionId: null as string | null,
  hasAccess: true,
  isExpired: false,
  noSubscription: true,
  trialDaysLeft: 9,
  entitled: true,
  admin: false,
  paymentsConfigured: true,
  ...over,
});

export const expired = (over: Record<string, unknown> = {}) =>
  status({ trialEndsAt: '2024-01-01T00:00:00.000Z', trialDaysLeft: 0, isExpired: true, entitled: false, ...over });

/** Renders a screen at `path` (query string allowed) with the providers the shell gives a remote. */
export function renderAt(path: string, element: ReactElement) {
  return render(renderTree(element, { path, routes: [path.split('?')[0]!] }));
}

/** antd's scroll locker (Modal) measures a pseudo-element, which jsdom does not implement. */
export function quietJsdomPseudoElements(): void {
  const real = window.getComputedStyle.bind(window);
  beforeAll(() => jest.spyOn(window, 'getComputedStyle').mockImplementation((elt) => real(elt)));
  afterAll(() => jest.restoreAllMocks());
}
