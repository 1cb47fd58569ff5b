import type { AdminUserPage, AdminUserRow, AuditEntry, AuditPage, BillingOverview, ContentOverview, WeekFigures } from '@blockbeat/contracts';
import { ThemedUi } from '@blockbeat/shell-sdk';
import { UiProvider } from '@blockbeat/ui';
import { render } from '@testing-library/react';
import { mockApi, renderTree, type ApiCall } from '../../../test-setup/remote-harness';
import { AdminOverview } from '../../src/features/overview/components/AdminOverview';
import { AdminUsers } from '../../src/features/users/components/AdminUsers';

export const BILLING_OVERVIEW = '/api/billing/admin/overview';
export const CONTENT_OVERVIEW = '/api/admin/content/overview';
export const USERS = '/api/billing/admin/users';
export const FIRST_USERS_PAGE = `${USERS}?sort=signedUp&order=desc&page=1&pageSize=25`;
export const FIRST_AUDIT_PAGE = '/api/billing/admin/audit?page=1&pageSize=10';
export const ME = 'me-0001';

type Answer = { status: number; body: unknown };
export type Route = Answer | ((call: ApiCall) => Answer);

export const ok = (body: unknown): Answer => ({ status: 200, body });
export const refused = (status: number, message: string, fields?: Record<string, string>): Answer => ({
  status,
  body: { error: { code: status === 400 ? 'validation' : 'conflict', message, ...(fields ? { fields } : {}) } },
});
export const broken: Answer = { status: 500, body: { error: { code: 'internal', message: 'Something went wrong' } } };

export const week = (weekStart: string, signUps: number, conversions: number, cancellations: number): WeekFigures => ({ weekStart, signUps, conversions, cancellations });

export const billingOverview = (over: Partial<BillingOverview> = {}): BillingOverview => ({
  users: 12_345,
  activeTrials: 321,
  payingSubscribers: 248,
  expired: 1_020,
  monthlyRecurringRevenueCents: 123_752,
  weeks: [week('2026-02-23', 30, 4, 1), week('2026-03-02', 41, 6, 2)],
  ...over,
});

export const contentOverview = (over: Partial<ContentOverview> = {}): ContentOverview => ({ workouts: 5_432, shares: 210, completionsLast30Days: 987, ...over });

export const userRow = (over: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id: 'u-ada',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  status: 'trial',
  admin: false,
  adminByConfig: false,
  trialEndsAt: '2026-03-10T12:00:00.000Z',
  trialDaysLeft: 3,
  signedUpAt: '2026-02-24T09:00:00.000Z',
  lastSeenAt: '2026-03-05T15:30:00.000Z',
  ...over,
});

export const userPage = (users: AdminUserRow[], over: Partial<AdminUserPage> = {}): AdminUserPage => ({ users, total: users.length, page: 1, pageSize: 25, ...over });

export const auditEntry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'a1',
  actorId: ME,
  actorEmail: 'admin@example.com',
  action: 'trial.extended',
  targetId: 'u-ada',
  targetEmail: 'ada@example.com',
  before: { trialEndsAt: '2026-03-10T12:00:00.000Z' },
  after: { trialEndsAt: '2026-03-17T12:00:00.000Z' },
  at: '2026-03-05T16:00:00.000Z',
  ...over,
});

export const auditPage = (entries: AuditEntry[], over: Partial<AuditPage> = {}): AuditPage => ({ entries, total: entries.length, page: 1, pageSize: 10, ...over });

/** Every endpoint /admin reads, answering a quiet default unless the test says otherwise. */
export function adminApi(routes: Record<string, Route> = {}) {
  const key = (k: string) => (k.startsWith('/') ? `GET ${k}` : k);
  const table: Record<string, Route> = {
    'GET /api/auth/user': ok({ id: ME, email: 'admin@example.com', firstName: 'Ada', lastName: 'Admin', profileImageUrl: null, onboardingCompleted: true }),
    [key(BILLING_OVERVIEW)]: ok(billingOverview()),
    [key(CONTENT_OVERVIEW)]: ok(contentOverview()),
    [key(FIRST_USERS_PAGE)]: ok(userPage([userRow()])),
    [key(FIRST_AUDIT_PAGE)]: ok(auditPage([])),
  };
  const set = (k: string, route: Route) => {
    table[key(k)] = route;
  };
  Object.entries(routes).forEach(([k, route]) => set(k, route));
  const { calls } = mockApi(table as Parameters<typeof mockApi>[0]);
  return { calls, set, callsTo: (k: string) => calls.filter((c) => `${c.method} ${c.path}` === key(k)) };
}

/** /admin as AdminPage mounts it: the figures, then the users (see the report on wiring). */
export function renderOverview(path = '/admin') {
  return render(
    renderTree(
      <ThemedUi provider={UiProvider}>
        <AdminOverview />
        <AdminUsers />
      </ThemedUi>,
      { path, routes: ['/admin/*'] },
    ),
  );
}
