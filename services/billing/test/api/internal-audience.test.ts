import { randomUUID } from 'node:crypto';
import type { AudienceCount, AudiencePage, AudienceRecipient, GroupEmailAudience } from '@blockbeat/contracts';
import { requestJson, testToken, useTestService } from '@blockbeat/service-kit/testing';
import { createApp } from '../../src/app';
import { migrations } from '../../src/data/migrations';

const SECRET = 'group-email-test-secret-0123456789abcdef';
const ADMIN_EMAIL = 'Listed.Admin@example.com';
const DAY = 24 * 60 * 60 * 1000;

const service = useTestService({
  schema: 'billing',
  migrations,
  createApp: (deps) => createApp({ ...deps, adminEmails: [ADMIN_EMAIL.toLowerCase()], internalApiSecret: SECRET }),
});

/** This file's users, each with a name that says which audience they belong to. */
const run = randomUUID().slice(0, 8);
const users = {
  trial: { status: 'trial', trialEndsIn: 3 * DAY + DAY / 2, name: 'Tina Trial Person' },
  trialEnded: { status: 'trial', trialEndsIn: -DAY, name: 'Ed Ended' },
  active: { status: 'active', trialEndsIn: -30 * DAY, name: null },
  canceled: { status: 'canceled', trialEndsIn: -30 * DAY, name: 'Cy Canceled' },
  pastDue: { status: 'past_due', trialEndsIn: -30 * DAY, name: 'Pat Due' },
  incomplete: { status: 'incomplete', trialEndsIn: -30 * DAY, name: 'Ian Incomplete' },
  grantedAdmin: { status: 'trial', trialEndsIn: -DAY, name: 'Gus Granted' },
  listedAdmin: { status: 'trial', trialEndsIn: 5 * DAY, name: 'Lia Listed' },
} as const;
type Key = keyof typeof users;
const idOf = (key: Key) => `aud-${run}-${key}`;
const emailOf = (key: Key) => (key === 'listedAdmin' ? ADMIN_EMAIL : `${key}-${run}@example.com`);

beforeAll(async () => {
  for (const [key, user] of Object.entries(users) as Array<[Key, (typeof users)[Key]]>) {
    await service.sequelize.query(
      `INSERT INTO billing.subscriptions (user_id, email, name, status, trial_ends_at, admin_granted, created_at, updated_at)
       VALUES (:id, :email, :name, :status, :trialEndsAt, :granted, now(), now())`,
      {
        replacements: {
          id: idOf(key),
          email: emailOf(key),
          name: user.name,
          status: user.status,
          trialEndsAt: new Date(Date.now() + user.trialEndsIn),
          granted: key === 'grantedAdmin',
        },
      },
    );
  }
  // A user billing has no address for is nobody's recipient.
  await service.sequelize.query(`INSERT INTO billing.subscriptions (user_id, email, status, trial_ends_at, created_at, updated_at) VALUES (:id, NULL, 'trial', now() + interval '3 days', now(), now())`, {
    replacements: { id: `aud-${run}-noemail` },
  });
});

const get = <T>(path: string, secret: string | null = SECRET) =>
  requestJson<T>(`${service.url}${path}`, secret === null ? {} : { token: secret });

/** Every recipient of the audience, page by page, as support reads them. */
async function walk(audience: GroupEmailAudience, limit: number): Promise<AudienceRecipient[]> {
  const all: AudienceRecipient[] = [];
  let after = '';
  for (;;) {
    const res = await get<AudiencePage>(`/internal/audience?audience=${audience}&limit=${limit}&after=${encodeURIComponent(after)}`);
    expect(res.status).toBe(200);
    all.push(...res.body.recipients);
    if (res.body.next === null) return all;
    after = res.body.next;
  }
}

const mine = (recipients: AudienceRecipient[]) =>
  recipients
    .filter((r) => r.userId.startsWith(`aud-${run}-`))
    .map((r) => r.userId.slice(`aud-${run}-`.length))
    .sort();

describe('GET /internal/audience', () => {
  test.each([
    ['all', ['active', 'canceled', 'grantedAdmin', 'incomplete', 'listedAdmin', 'pastDue', 'trial', 'trialEnded']],
    ['trial', ['incomplete', 'trial']],
    ['active', ['active']],
    ['expired', ['canceled', 'pastDue', 'trialEnded']],
  ] as const)('when support asks for "%s", then it gets exactly those users (the status groups of the users table; nobody without an address)', async (audience, expected) => {
    expect(mine(await walk(audience, 2))).toEqual([...expected].sort());
  });

  test('when pages are walked, then each user comes once, in id order, and the count says how many there are', async () => {
    const recipients = await walk('all', 3);
    const ids = recipients.map((r) => r.userId);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    const count = await get<AudienceCount>('/internal/audience/count?audience=all');
    expect(count.body).toEqual({ audience: 'all', count: recipients.length });
  });

  test('when a recipient is read, then it carries the placeholders\' values: first name ("there" without a name), e-mail, trial days left', async () => {
    const recipients = await walk('all', 1000);
    expect(recipients.find((r) => r.userId === idOf('trial'))).toEqual({ userId: idOf('trial'), email: emailOf('trial'), firstName: 'Tina', trialDaysLeft: 4 });
    expect(recipients.find((r) => r.userId === idOf('active'))).toMatchObject({ firstName: 'there', trialDaysLeft: 0 });
  });

  test.each([
    ['no secret', null],
    ['a wrong secret', `${SECRET}x`],
    ['a short wrong secret', 'x'],
  ])('when the caller sends %s, then it is refused with 401', async (_label, secret) => {
    for (const path of ['/internal/audience?audience=all', '/internal/audience/count?audience=all']) {
      const res = await get<{ error: { code: string } }>(path, secret);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthenticated');
    }
  });

  test("when the caller presents a user's identity token instead of the secret, then it is refused with 401", async () => {
    const token = await testToken({ sub: 'someone', ent: { status: 'admin', canEdit: true, admin: true } }, 'billing');
    expect((await get('/internal/audience?audience=all', token)).status).toBe(401);
  });

  test.each([
    ['/internal/audience?audience=paying', 'audience'],
    ['/internal/audience', 'audience'],
    ['/internal/audience?audience=all&limit=0', 'limit'],
    ['/internal/audience?audience=all&limit=1001', 'limit'],
    ['/internal/audience/count?audience=', 'audience'],
  ])('when the query is bad (%s), then 400 names the field', async (path, field) => {
    const res = await get<{ error: { code: string; fields: Record<string, string> } }>(path);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual([field]);
  });
});
