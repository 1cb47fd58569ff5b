import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  ADMIN_MESSAGES,
  ENTITLEMENTS_CHANGED_CHANNEL,
  type AdminUserDetail,
  type AdminUserPage,
  type AdminUserRow,
  type AuditPage,
  type ErrorBody,
} from '@blockbeat/contracts';
import { randomUserId, requestJson } from '@blockbeat/service-kit/testing';
import { ADMIN_EMAIL, useBillingService } from '../support/billing-service';

const billing = useBillingService({ payments: 'none' });
const { as, service, subscriptionRow } = billing;

const DAY_MS = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);

/** Every payload notified on `channel` from now on, as the gateway's listener would receive them. */
async function listen(channel: string) {
  const { host, port, database, username, password } = service.sequelize.config;
  const client = new pg.Client({ host, port: Number(port), database, user: username, password: password ?? undefined });
  const received: string[] = [];
  client.on('notification', (message) => received.push(message.payload ?? ''));
  await client.connect();
  await client.query(`LISTEN ${channel}`);
  return { received, close: () => client.end() };
}

async function exec(sql: string, replacements: Record<string, unknown>) {
  await service.sequelize.query(sql, { replacements });
}

/** A user billing knows (their first status read made the row), optionally with a name. */
async function knownUser(claims: { name?: string; email?: string } = {}) {
  const userId = randomUserId();
  const user = await as(userId, { email: claims.email ?? `${userId}@example.com`, name: claims.name ?? 'Test User' });
  expect((await user.status()).status).toBe(200);
  return user;
}

const configuredAdmin = () => as(undefined, { email: ADMIN_EMAIL });

async function auditFor(targetId: string) {
  const admin = await configuredAdmin();
  return (await admin.call<AuditPage>('GET', `/api/billing/admin/audit?targetId=${targetId}`)).body.entries;
}

describe('who may use /api/billing/admin (overview, users, audit, the Stripe check)', () => {
  // Every row has all three values: jest passes `done` to a test whose row is shorter than its parameters.
  const endpoints: Array<[method: string, path: string, body: unknown]> = [
    ['GET', '/api/billing/admin/overview', undefined],
    ['GET', '/api/billing/admin/users', undefined],
    ['GET', '/api/billing/admin/users/:id', undefined],
    ['POST', '/api/billing/admin/users/:id/extend-trial', { days: 30 }],
    ['PUT', '/api/billing/admin/users/:id/admin', { admin: true }],
    ['GET', '/api/billing/admin/audit', undefined],
    ['GET', '/api/billing/admin/stripe-status', undefined],
    ['POST', '/api/billing/admin/test-checkout', {}],
  ];

  test.each(endpoints)('when a signed-in non-admin calls %s %s about themselves, then the answer is 403 and nothing changes', async (method, path, body) => {
    const member = await knownUser();
    const before = await subscriptionRow(member.userId);

    const res = await member.call<ErrorBody>(method, path.replace(':id', member.userId), body);

    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('forbidden');
    expect(await subscriptionRow(member.userId)).toEqual(before);
    expect(await auditFor(member.userId)).toEqual([]);
  });

  test.each(endpoints)('when an anonymous caller calls %s %s, then the answer is 401', async (method, path, body) => {
    const member = await knownUser();
    const res = await requestJson<ErrorBody>(`${service.url}${path.replace(':id', member.userId)}`, { method, body });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthenticated');
  });
});

describe('POST /api/billing/admin/users/:id/extend-trial', () => {
  test('when an admin extends an expired trial, then the user\'s own status answer has access again and the audit log says so', async () => {
    const member = await knownUser();
    await exec('UPDATE billing.subscriptions SET trial_ends_at = :past WHERE user_id = :id', { id: member.userId, past: ago(3 * DAY_MS) });
    expect((await member.status()).body).toMatchObject({ isExpired: true, entitled: false, trialDaysLeft: 0 });
    const admin = await configuredAdmin();

    const res = await admin.call<AdminUserRow>('POST', `/api/billing/admin/users/${member.userId}/extend-trial`, { days: 7 });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: member.userId, status: 'trial', trialDaysLeft: 7, admin: false });
    const endsIn = new Date(res.body.trialEndsAt!).getTime() - Date.now();
    expect(endsIn).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(endsIn).toBeLessThanOrEqual(7 * DAY_MS);
    expect((await member.status()).body).toMatchObject({
      subscriptionStatus: 'trial',
      hasAccess: true,
      isExpired: false,
      entitled: true,
      trialDaysLeft: 7,
    });
    const [entry] = await auditFor(member.userId);
    expect(entry).toEqual({
      id: expect.any(String),
      actorId: admin.userId,
      actorEmail: ADMIN_EMAIL,
      action: 'trial.extended',
      targetId: member.userId,
      targetEmail: `${member.userId}@example.com`,
      before: { status: 'trial', trialEndsAt: expect.any(String) },
      after: { status: 'trial', trialEndsAt: res.body.trialEndsAt, days: 7 },
      at: expect.any(String),
    });
  });

  test('when the trial still runs, then the days are added to its end', async () => {
    const member = await knownUser();
    const before = (await member.status()).body.trialEndsAt!;
    const admin = await configuredAdmin();

    const res = await admin.call<AdminUserRow>('POST', `/api/billing/admin/users/${member.userId}/extend-trial`, { days: 90 });

    expect(new Date(res.body.trialEndsAt!).getTime()).toBe(new Date(before).getTime() + 90 * DAY_MS);
    expect((await member.status()).body.trialDaysLeft).toBe(104);
  });

  test('when a cancelled user\'s trial is extended, then they are in trial again', async () => {
    const member = await knownUser();
    await exec("UPDATE billing.subscriptions SET status = 'canceled', stripe_subscription_id = 'sub_old', trial_ends_at = :past WHERE user_id = :id", {
      id: member.userId,
      past: ago(40 * DAY_MS),
    });
    expect((await member.status()).body.isExpired).toBe(true);
    const admin = await configuredAdmin();

    await admin.call('POST', `/api/billing/admin/users/${member.userId}/extend-trial`, { days: 3 });

    expect((await member.status()).body).toMatchObject({ subscriptionStatus: 'trial', isExpired: false, trialDaysLeft: 3 });
  });

  test.each([['active'], ['trialing'], ['past_due']])(
    'when the user has a running Stripe subscription (%s), then the answer is 409 and nothing changes',
    async (status) => {
      const member = await knownUser();
      await exec('UPDATE billing.subscriptions SET status = :status, stripe_subscription_id = :sub WHERE user_id = :id', {
        id: member.userId,
        status,
        sub: `sub_${member.userId}`,
      });
      const before = await subscriptionRow(member.userId);
      const admin = await configuredAdmin();

      const res = await admin.call<ErrorBody>('POST', `/api/billing/admin/users/${member.userId}/extend-trial`, { days: 5 });

      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(ADMIN_MESSAGES.extendPaying);
      expect(await subscriptionRow(member.userId)).toEqual(before);
      expect(await auditFor(member.userId)).toEqual([]);
    },
  );

  test.each([[0], [91], [1.5], ['seven'], [null], [undefined]])('when days is %p, then the answer is 400 naming days', async (days) => {
    const member = await knownUser();
    const admin = await configuredAdmin();

    const res = await admin.call<ErrorBody>('POST', `/api/billing/admin/users/${member.userId}/extend-trial`, { days });

    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ days: ADMIN_MESSAGES.extendDays });
  });

  test('when the body names a field we do not know, then the answer is 400', async () => {
    const member = await knownUser();
    const admin = await configuredAdmin();
    const res = await admin.call<ErrorBody>('POST', `/api/billing/admin/users/${member.userId}/extend-trial`, { days: 5, status: 'active' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields!)).toEqual(['status']);
  });
});

describe('PUT /api/billing/admin/users/:id/admin', () => {
  test('when an admin grants and then revokes admin, then the user\'s status answer (what the gateway reads) follows, and both are audited', async () => {
    const member = await knownUser();
    const admin = await configuredAdmin();

    const granted = await admin.call<AdminUserRow>('PUT', `/api/billing/admin/users/${member.userId}/admin`, { admin: true });

    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ admin: true, adminByConfig: false });
    expect((await member.status()).body).toMatchObject({ admin: true, subscriptionStatus: 'admin', entitled: true });

    const revoked = await admin.call<AdminUserRow>('PUT', `/api/billing/admin/users/${member.userId}/admin`, { admin: false });

    expect(revoked.body).toMatchObject({ admin: false });
    expect((await member.status()).body).toMatchObject({ admin: false, subscriptionStatus: 'trial' });
    const entries = await auditFor(member.userId);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['admin.revoked', { admin: true }, { admin: false }],
      ['admin.granted', { admin: false }, { admin: true }],
    ]);
    expect(entries.every((e) => e.actorId === admin.userId && e.targetEmail === `${member.userId}@example.com`)).toBe(true);
  });

  test('when an admin is granted or revoked, then the gateway is told at once on the entitlements channel, and a mere status read tells nothing', async () => {
    const notices = await listen(ENTITLEMENTS_CHANGED_CHANNEL);
    try {
      const member = await knownUser();
      const admin = await configuredAdmin();
      await admin.call('PUT', `/api/billing/admin/users/${member.userId}/admin`, { admin: true });
      await admin.call('PUT', `/api/billing/admin/users/${member.userId}/admin`, { admin: false });
      await member.status();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(notices.received.filter((id) => id === member.userId)).toHaveLength(2);
    } finally {
      await notices.close();
    }
  });

  test('when a granted admin (the gateway says admin) uses the console, then it opens; when they revoke themselves, then 403', async () => {
    const member = await knownUser();
    const admin = await configuredAdmin();
    await admin.call('PUT', `/api/billing/admin/users/${member.userId}/admin`, { admin: true });
    const asAdmin = await as(member.userId, { ent: { status: 'admin', canEdit: true, admin: true } });

    expect((await asAdmin.call('GET', '/api/billing/admin/users')).status).toBe(200);
    const res = await asAdmin.call<ErrorBody>('PUT', `/api/billing/admin/users/${member.userId}/admin`, { admin: false });

    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(ADMIN_MESSAGES.revokeSelf);
    expect((await subscriptionRow(member.userId))!.admin_granted).toBe(true);
  });

  test('when an admin revokes an address in ADMIN_EMAILS, then the answer is 409 and it stays admin', async () => {
    const boss = await knownUser({ email: ADMIN_EMAIL });
    const other = await knownUser();
    await configuredAdmin().then((a) => a.call('PUT', `/api/billing/admin/users/${other.userId}/admin`, { admin: true }));
    const otherAdmin = await as(other.userId, { ent: { status: 'admin', canEdit: true, admin: true } });

    const res = await otherAdmin.call<ErrorBody>('PUT', `/api/billing/admin/users/${boss.userId}/admin`, { admin: false });

    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(ADMIN_MESSAGES.revokeConfigured);
    expect((await boss.status()).body.admin).toBe(true);
    const detail = await otherAdmin.call<AdminUserDetail>('GET', `/api/billing/admin/users/${boss.userId}`);
    expect(detail.body).toMatchObject({ admin: true, adminByConfig: true });
    expect(await auditFor(boss.userId)).toEqual([]);
  });

  test('when the grant asked for is already so, then nothing is recorded', async () => {
    const member = await knownUser();
    const admin = await configuredAdmin();
    const res = await admin.call<AdminUserRow>('PUT', `/api/billing/admin/users/${member.userId}/admin`, { admin: false });
    expect(res.status).toBe(200);
    expect(res.body.admin).toBe(false);
    expect(await auditFor(member.userId)).toEqual([]);
  });

  test('when admin is not a boolean, then the answer is 400 naming admin', async () => {
    const member = await knownUser();
    const admin = await configuredAdmin();
    const res = await admin.call<ErrorBody>('PUT', `/api/billing/admin/users/${member.userId}/admin`, { admin: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ admin: 'Admin must be true or false' });
  });
});

describe('unknown users', () => {
  test.each<[string, string, unknown]>([
    ['GET', '/api/billing/admin/users/nobody-here', undefined],
    ['POST', '/api/billing/admin/users/nobody-here/extend-trial', { days: 5 }],
    ['PUT', '/api/billing/admin/users/nobody-here/admin', { admin: true }],
  ])('when an admin calls %s %s, then the answer is 404', async (method, path, body) => {
    const admin = await configuredAdmin();
    const res = await admin.call<ErrorBody>(method, path, body);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(ADMIN_MESSAGES.userNotFound);
  });
});

describe('the audit log', () => {
  test('when anyone tries to change or delete an entry in the database, then PostgreSQL refuses', async () => {
    const member = await knownUser();
    const admin = await configuredAdmin();
    await admin.call('POST', `/api/billing/admin/users/${member.userId}/extend-trial`, { days: 1 });

    await expect(exec("UPDATE billing.admin_audit SET action = 'x' WHERE target_id = :id", { id: member.userId })).rejects.toThrow(/append-only/);
    await expect(exec('DELETE FROM billing.admin_audit WHERE target_id = :id', { id: member.userId })).rejects.toThrow(/append-only/);
    expect(await auditFor(member.userId)).toHaveLength(1);
  });

  test('when the log is read in pages, then it is newest first with the total', async () => {
    const member = await knownUser();
    const admin = await configuredAdmin();
    for (const days of [1, 2, 3]) await admin.call('POST', `/api/billing/admin/users/${member.userId}/extend-trial`, { days });

    const res = await admin.call<AuditPage>('GET', `/api/billing/admin/audit?targetId=${member.userId}&pageSize=2&page=2`);

    expect(res.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(res.body.entries.map((e) => e.after.days)).toEqual([1]);
    const all = await admin.call<AuditPage>('GET', '/api/billing/admin/audit');
    expect(all.body.entries[0]).toMatchObject({ targetId: member.userId, after: { days: 3 } });
  });
});

describe('GET /api/billing/admin/users', () => {
  const tag = randomBytes(4).toString('hex');
  const people: Record<string, AdminUserRow['id']> = {};

  /** Seven users only this file knows (every name and e-mail holds the tag), in known states. */
  beforeAll(async () => {
    const seed: Array<[string, string, string, Record<string, unknown>]> = [
      ['ada', `Ada ${tag}`, `ada.${tag}@example.com`, { created: 7, seen: 1 / 24 }],
      ['bob', `Bob 100% ${tag}`, `bob_${tag}@example.com`, { created: 6, seen: null, trialEnded: true }],
      ['cy', `Cy ${tag}`, `cy.${tag}@example.com`, { created: 5, seen: 2, status: 'active', sub: true }],
      ['di', `Di ${tag}`, `di.${tag}@example.com`, { created: 4, seen: 10 / 1440, status: 'canceled', sub: true }],
      ['ed', `Ed ${tag}`, `ed.${tag}@example.com`, { created: 3, seen: 3, trialEnded: true, granted: true }],
      ['flo', `Flo ${tag}`, `flo.${tag}@example.com`, { created: 2, seen: 5 / 24, status: 'trialing', sub: true }],
      ['gus', `Gus ${tag}`, `gus.${tag}@example.com`, { created: 1, seen: 6 / 24, status: 'incomplete_expired' }],
    ];
    for (const [key, name, email, state] of seed) {
      const user = await knownUser({ name, email });
      people[key] = user.userId;
      await exec(
        `UPDATE billing.subscriptions SET created_at = :created, last_seen_at = :seen, status = :status, stripe_subscription_id = :sub,
           trial_ends_at = :trialEndsAt, admin_granted = :granted WHERE user_id = :id`,
        {
          id: user.userId,
          created: ago((state.created as number) * DAY_MS),
          seen: state.seen === null ? null : ago((state.seen as number) * DAY_MS),
          status: state.status ?? 'trial',
          sub: state.sub ? `sub_${key}_${tag}` : null,
          trialEndsAt: state.trialEnded ? ago(DAY_MS) : new Date(Date.now() + 5 * DAY_MS),
          granted: Boolean(state.granted),
        },
      );
    }
  });

  async function list(query: string) {
    const admin = await configuredAdmin();
    return admin.call<AdminUserPage>('GET', `/api/billing/admin/users?${query}`);
  }

  const names = (page: AdminUserPage) => page.users.map((u) => Object.keys(people).find((k) => people[k] === u.id));

  test('when searching by part of the name or e-mail in any letter case, then only the matching users are answered', async () => {
    expect((await list(`q=${tag}`)).body.total).toBe(7);
    expect(names((await list(`q=${encodeURIComponent(`BOB 100% ${tag.toUpperCase()}`)}`)).body)).toEqual(['bob']);
    expect(names((await list(`q=${encodeURIComponent(`cy.${tag}@EXAMPLE`)}`)).body)).toEqual(['cy']);
  });

  test('when the search holds % or _, then they match themselves, not any text', async () => {
    expect((await list(`q=${encodeURIComponent(`%${tag}`)}`)).body.total).toBe(0);
    expect(names((await list(`q=${encodeURIComponent(`_${tag}`)}`)).body)).toEqual(['bob']);
  });

  test.each([
    ['trial', ['flo', 'ada']],
    ['active', ['cy']],
    ['expired', ['gus', 'di', 'bob']],
    ['admin', ['ed']],
  ])('when filtering by %s, then the users in that state as the status rules say are answered', async (status, expected) => {
    const res = await list(`q=${tag}&status=${status}`);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(expected);
    expect(res.body.total).toBe(expected.length);
  });

  test('when sorted by sign-up or last seen, either way, then the order follows (never seen counts as longest ago)', async () => {
    expect(names((await list(`q=${tag}&sort=signedUp&order=asc`)).body)).toEqual(['ada', 'bob', 'cy', 'di', 'ed', 'flo', 'gus']);
    expect(names((await list(`q=${tag}&sort=signedUp`)).body)).toEqual(['gus', 'flo', 'ed', 'di', 'cy', 'bob', 'ada']);
    expect(names((await list(`q=${tag}&sort=lastSeen&order=asc`)).body)).toEqual(['bob', 'ed', 'cy', 'gus', 'flo', 'ada', 'di']);
    expect(names((await list(`q=${tag}&sort=lastSeen&order=desc`)).body)).toEqual(['di', 'ada', 'flo', 'gus', 'cy', 'ed', 'bob']);
  });

  test('when paging, then each page holds its slice and the total of all', async () => {
    const res = await list(`q=${tag}&sort=signedUp&order=asc&page=2&pageSize=3`);
    expect(res.body).toMatchObject({ total: 7, page: 2, pageSize: 3 });
    expect(names(res.body)).toEqual(['di', 'ed', 'flo']);
    expect((await list(`q=${tag}&page=3&pageSize=3`)).body.users).toHaveLength(1);
  });

  test('when a row is answered, then it carries the directory fields', async () => {
    const [row] = (await list(`q=${encodeURIComponent(`ed.${tag}`)}`)).body.users;
    expect(row).toEqual({
      id: people.ed,
      email: `ed.${tag}@example.com`,
      name: `Ed ${tag}`,
      status: 'trial',
      admin: true,
      adminByConfig: false,
      trialEndsAt: expect.any(String),
      trialDaysLeft: 0,
      signedUpAt: expect.any(String),
      lastSeenAt: expect.any(String),
    });
  });

  test('when one user is opened, then their subscription reads as their own status answer does', async () => {
    const admin = await configuredAdmin();
    const cy = await admin.call<AdminUserDetail>('GET', `/api/billing/admin/users/${people.cy}`);
    expect(cy.body).toMatchObject({ id: people.cy, status: 'active', admin: false });
    expect(cy.body.subscription).toMatchObject({ subscriptionStatus: 'active', hasAccess: true, isExpired: false, cancelAtPeriodEnd: false });
    const ed = await admin.call<AdminUserDetail>('GET', `/api/billing/admin/users/${people.ed}`);
    expect(ed.body.subscription).toMatchObject({ subscriptionStatus: 'admin', isExpired: false });
  });

  test.each([
    ['status=paying', 'status'],
    ['sort=name', 'sort'],
    ['order=up', 'order'],
    ['pageSize=101', 'pageSize'],
    ['page=0', 'page'],
    [`q=${'x'.repeat(121)}`, 'q'],
  ])('when the query is %s, then the answer is 400 naming %s', async (query, field) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as unknown as ErrorBody).error.fields!)).toEqual([field]);
  });
});

describe('the directory kept by the status read', () => {
  test('when a user reads their status, then the name and last visit are kept, touched at most every 5 minutes', async () => {
    const member = await knownUser({ name: 'Nia Long' });
    const first = (await subscriptionRow(member.userId))!;
    expect(first.name).toBe('Nia Long');
    expect(Date.now() - first.last_seen_at!.getTime()).toBeLessThan(60_000);

    const fourMinutesAgo = ago(4 * 60_000);
    await exec('UPDATE billing.subscriptions SET last_seen_at = :at WHERE user_id = :id', { id: member.userId, at: fourMinutesAgo });
    await member.status();
    expect((await subscriptionRow(member.userId))!.last_seen_at!).toEqual(fourMinutesAgo);

    await exec('UPDATE billing.subscriptions SET last_seen_at = :at WHERE user_id = :id', { id: member.userId, at: ago(6 * 60_000) });
    await member.status();
    expect(Date.now() - (await subscriptionRow(member.userId))!.last_seen_at!.getTime()).toBeLessThan(60_000);
  });

  test('when the identity token carries a new name, then the directory takes it at once', async () => {
    const member = await knownUser({ name: 'Old Name' });
    const renamed = await as(member.userId, { name: 'New Name' });
    await renamed.status();
    expect((await subscriptionRow(member.userId))!.name).toBe('New Name');
  });
});
