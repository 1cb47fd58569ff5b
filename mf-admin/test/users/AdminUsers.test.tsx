import { ADMIN_MESSAGES } from '@blockbeat/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  adminApi,
  auditEntry,
  auditPage,
  broken,
  FIRST_AUDIT_PAGE,
  FIRST_USERS_PAGE,
  ME,
  ok,
  refused,
  renderOverview,
  USERS,
  userPage,
  userRow,
} from '../overview/fixtures';

const usersTable = () => screen.findByRole('table', { name: 'Users' });
const rowOf = async (email: string) => within(await usersTable()).getByText(email).closest('tr') as HTMLElement;
const cellsOf = (row: HTMLElement) => Object.fromEntries(within(row).getAllByRole('cell').map((cell) => [cell.dataset.label, cell.textContent]));

describe('/admin: the users table', () => {
  test('when billing answers a page, then each row shows the user, status, sign-up, last seen and the actions', async () => {
    adminApi({
      [FIRST_USERS_PAGE]: ok(userPage([userRow(), userRow({ id: 'u-bob', email: 'bob@example.com', name: null, status: 'active', trialDaysLeft: 0, lastSeenAt: null })], { total: 2 })),
    });
    renderOverview();
    expect(cellsOf(await rowOf('ada@example.com'))).toMatchObject({ User: 'ada@example.com Ada Lovelace', Status: 'Trial · 3 days left', 'Signed up': 'Feb 24, 2026' });
    expect(cellsOf(await rowOf('bob@example.com'))).toMatchObject({ User: 'bob@example.com', Status: 'Paying', 'Last seen': 'Never' });
    expect(within(await rowOf('bob@example.com')).getByRole('group', { name: 'Actions for bob@example.com' })).toHaveTextContent('Extend trialGrant adminDetails');
    expect(screen.getByRole('navigation', { name: 'Pages of users' })).toHaveTextContent('Page 1 of 1 · 2 users');
  });

  test('when the address carries filters, then billing is asked for them, and each change asks again from page 1', async () => {
    const api = adminApi({
      [`${USERS}?q=ada&status=expired&sort=lastSeen&order=asc&page=2&pageSize=25`]: ok(userPage([userRow()], { total: 30, page: 2 })),
      [`${USERS}?q=ada&status=trial&sort=lastSeen&order=asc&page=1&pageSize=25`]: ok(userPage([userRow()])),
      [`${USERS}?q=ada&status=trial&sort=signedUp&order=asc&page=1&pageSize=25`]: ok(userPage([userRow()])),
      [`${USERS}?q=lovelace&status=trial&sort=signedUp&order=asc&page=1&pageSize=25`]: ok(userPage([userRow()])),
    });
    renderOverview('/admin?q=ada&status=expired&sort=lastSeen&order=asc&page=2');
    expect(await screen.findByRole('navigation', { name: 'Pages of users' })).toHaveTextContent('Page 2 of 2 · 30 users');
    expect(screen.getByLabelText('Status')).toHaveValue('expired');
    expect(screen.getByLabelText('Sort by')).toHaveValue('lastSeen-asc');
    expect(screen.getByRole('searchbox', { name: 'Search by e-mail or name' })).toHaveValue('ada');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'On trial');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Oldest sign-ups first');
    const search = screen.getByRole('searchbox', { name: 'Search by e-mail or name' });
    await userEvent.clear(search);
    await userEvent.type(search, ' lovelace {Enter}');
    await waitFor(() => expect(api.callsTo(`${USERS}?q=lovelace&status=trial&sort=signedUp&order=asc&page=1&pageSize=25`)).toHaveLength(1));
    expect(api.calls.filter((c) => c.path.startsWith(`${USERS}?`)).map((c) => c.path.slice(USERS.length))).toEqual([
      '?q=ada&status=expired&sort=lastSeen&order=asc&page=2&pageSize=25',
      '?q=ada&status=trial&sort=lastSeen&order=asc&page=1&pageSize=25',
      '?q=ada&status=trial&sort=signedUp&order=asc&page=1&pageSize=25',
      '?q=lovelace&status=trial&sort=signedUp&order=asc&page=1&pageSize=25',
    ]);
  });

  test('when there are more users than a page, then Next asks billing for the next page', async () => {
    const api = adminApi({
      [FIRST_USERS_PAGE]: ok(userPage([userRow()], { total: 60 })),
      [`${USERS}?sort=signedUp&order=desc&page=2&pageSize=25`]: ok(userPage([userRow({ id: 'u2', email: 'second@example.com' })], { total: 60, page: 2 })),
    });
    renderOverview();
    const pages = await screen.findByRole('navigation', { name: 'Pages of users' });
    expect(pages).toHaveTextContent('Page 1 of 3 · 60 users');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await rowOf('second@example.com')).toBeInTheDocument();
    expect(api.callsTo(`${USERS}?sort=signedUp&order=desc&page=2&pageSize=25`)).toHaveLength(1);
  });

  test('when nobody matches, then the table says so and offers every user again', async () => {
    adminApi({ [`${USERS}?status=admin&sort=signedUp&order=desc&page=1&pageSize=25`]: ok(userPage([])) });
    renderOverview('/admin?status=admin');
    expect(await screen.findByRole('heading', { name: 'No users match these filters' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all users' }));
    expect(await rowOf('ada@example.com')).toBeInTheDocument();
  });
});

describe('/admin: extend a trial', () => {
  const EXTEND = 'POST /api/billing/admin/users/u-ada/extend-trial';

  test('when the days are outside 1 to 90, then the field says so and nothing is sent; 10 days are sent and the list and the log read again', async () => {
    const api = adminApi({ [EXTEND]: ok(userRow({ trialEndsAt: '2026-03-20T12:00:00.000Z', trialDaysLeft: 13 })) });
    renderOverview();
    await userEvent.click(within(await rowOf('ada@example.com')).getByRole('button', { name: 'Extend trial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend the trial of ada@example.com' });
    const days = within(dialog).getByLabelText(/Days to add/);
    for (const wrong of ['0', '91', '2.5']) {
      await userEvent.clear(days);
      await userEvent.type(days, wrong);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Extend trial' }));
      expect(within(dialog).getByText(ADMIN_MESSAGES.extendDays)).toBeInTheDocument();
    }
    expect(api.callsTo(EXTEND)).toHaveLength(0);

    await userEvent.clear(days);
    await userEvent.type(days, '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend trial' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(EXTEND).map((c) => c.body)).toEqual([{ days: 10 }]);
    expect(screen.getByRole('list', { name: 'Toasts' })).toHaveTextContent('Trial extended: ada@example.com: the trial now ends Mar 20, 2026.');
    await waitFor(() => expect(api.callsTo(FIRST_USERS_PAGE)).toHaveLength(2));
    expect(api.callsTo(FIRST_AUDIT_PAGE)).toHaveLength(2);
  });

  test("when billing refuses (a paying user, or the days by name), then the dialog shows the service's words and stays open", async () => {
    const api = adminApi({ [EXTEND]: refused(409, ADMIN_MESSAGES.extendPaying) });
    renderOverview();
    await userEvent.click(within(await rowOf('ada@example.com')).getByRole('button', { name: 'Extend trial' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend trial' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.extendPaying)).toBeInTheDocument();

    api.set(EXTEND, refused(400, 'Invalid request', { days: 'Days must be at most 90' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend trial' }));
    expect(await within(dialog).findByText('Days must be at most 90')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Days to add/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('/admin: grant and revoke admin', () => {
  test('when a user is granted admin, then billing is asked after the confirmation and the rows read again', async () => {
    const api = adminApi({ 'PUT /api/billing/admin/users/u-ada/admin': ok(userRow({ admin: true })) });
    renderOverview();
    await userEvent.click(within(await rowOf('ada@example.com')).getByRole('button', { name: 'Grant admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant admin rights?' });
    expect(api.callsTo('PUT /api/billing/admin/users/u-ada/admin')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant admin' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT /api/billing/admin/users/u-ada/admin').map((c) => c.body)).toEqual([{ admin: true }]);
    expect(screen.getByRole('list', { name: 'Toasts' })).toHaveTextContent('Admin granted: ada@example.com');
    await waitFor(() => expect(api.callsTo(FIRST_USERS_PAGE)).toHaveLength(2));
  });

  test('when an admin is listed in ADMIN_EMAILS, or is you, then Revoke is disabled with the reason; another admin can be revoked and a refusal is shown', async () => {
    adminApi({
      [FIRST_USERS_PAGE]: ok(
        userPage([
          userRow({ id: 'u-conf', email: 'boss@example.com', status: 'admin', admin: true, adminByConfig: true }),
          userRow({ id: ME, email: 'admin@example.com', status: 'admin', admin: true }),
          userRow({ id: 'u-eve', email: 'eve@example.com', status: 'admin', admin: true }),
        ]),
      ),
      'PUT /api/billing/admin/users/u-eve/admin': refused(409, 'Someone changed this user a moment ago.'),
    });
    renderOverview();
    const configured = within(await rowOf('boss@example.com')).getByRole('button', { name: 'Revoke admin' });
    expect(configured).toBeDisabled();
    expect(configured).toHaveAccessibleDescription(ADMIN_MESSAGES.revokeConfigured);
    expect(configured.closest('[title]')).toHaveAttribute('title', ADMIN_MESSAGES.revokeConfigured);
    const mine = within(await rowOf('admin@example.com')).getByRole('button', { name: 'Revoke admin' });
    expect(mine).toBeDisabled();
    expect(mine).toHaveAccessibleDescription(ADMIN_MESSAGES.revokeSelf);

    await userEvent.click(within(await rowOf('eve@example.com')).getByRole('button', { name: 'Revoke admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke admin rights?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke admin' }));
    expect(await within(dialog).findByText('Someone changed this user a moment ago.')).toBeInTheDocument();
  });
});

describe("/admin: a user's details", () => {
  test('when content fails, then its part says so while billing and support show theirs', async () => {
    adminApi({
      '/api/billing/admin/users/u-ada': ok({
        ...userRow(),
        subscription: { subscriptionStatus: 'trial', trialEndsAt: '2026-03-10T12:00:00.000Z', stripeSubscriptionId: null, hasAccess: true, isExpired: false, noSubscription: true, trialDaysLeft: 3, currentPeriodEnd: null, cancelAtPeriodEnd: false },
      }),
      '/api/admin/content/users/u-ada/summary': broken,
      '/api/admin/support/users/u-ada/summary': ok({ tickets: 4, openTickets: 1 }),
    });
    renderOverview();
    await userEvent.click(within(await rowOf('ada@example.com')).getByRole('button', { name: 'Details' }));
    const panel = await screen.findByRole('dialog', { name: 'Ada Lovelace · ada@example.com' });
    const section = (name: string) => within(panel).getByRole('heading', { name }).closest('section') as HTMLElement;
    expect(await within(panel).findByText('Content could not be reached for this.')).toBeInTheDocument();
    await waitFor(() => expect(section('Subscription')).toHaveTextContent('StatusTrial · 3 days leftTrial endsMar 10, 2026Paid untilNot payingSigned upFeb 24, 2026Last sign-inMar 5, 2026'));
    expect(section('Support')).toHaveTextContent('Tickets4Still open1');
  });

  test('when every owner answers, then storage is shown as the quota words it', async () => {
    adminApi({
      '/api/billing/admin/users/u-ada': broken,
      '/api/admin/content/users/u-ada/summary': ok({ workouts: 12, templates: 3, storageBytes: 13_002_342 }),
      '/api/admin/support/users/u-ada/summary': ok({ tickets: 0, openTickets: 0 }),
    });
    renderOverview();
    await userEvent.click(within(await rowOf('ada@example.com')).getByRole('button', { name: 'Details' }));
    const panel = await screen.findByRole('dialog');
    expect(await within(panel).findByText('12.4 MB')).toBeInTheDocument();
    expect(within(panel).getByText('Billing could not be reached for this.')).toBeInTheDocument();
  });
});

describe('/admin: the audit log', () => {
  test('when billing answers, then each action shows when, who, what, target and before → after, and Next pages', async () => {
    const api = adminApi({
      [FIRST_AUDIT_PAGE]: ok(auditPage([auditEntry(), auditEntry({ id: 'a2', action: 'admin.granted', targetEmail: 'eve@example.com', before: { admin: false }, after: { admin: true } })], { total: 12 })),
      '/api/billing/admin/audit?page=2&pageSize=10': ok(auditPage([auditEntry({ id: 'a3', action: 'admin.revoked', before: { admin: true }, after: { admin: false } })], { total: 12, page: 2 })),
    });
    renderOverview();
    const table = await screen.findByRole('table', { name: 'Admin actions, newest first' });
    const rows = within(table).getAllByRole('row').slice(1).map(cellsOf);
    expect(rows[0]).toMatchObject({ Who: 'admin@example.com', What: 'Extended the trial', Target: 'ada@example.com', 'Before → after': expect.stringMatching(/^Trial ends: Mar 10, 2026, .* → Mar 17, 2026, /) });
    expect(rows[1]).toMatchObject({ What: 'Granted admin', Target: 'eve@example.com', 'Before → after': 'Admin: no → yes' });
    const pages = screen.getByRole('navigation', { name: 'Pages of the audit log' });
    expect(pages).toHaveTextContent('Page 1 of 2 · 12 actions');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Revoked admin')).toBeInTheDocument();
    expect(api.callsTo('/api/billing/admin/audit?page=2&pageSize=10')).toHaveLength(1);
  });
});
