import { randomUUID } from 'node:crypto';
import type { Campaign, CampaignList, CampaignRecipientPage, EmailTemplate, IdentityClaims } from '@blockbeat/contracts';
import { localObjectStore } from '@blockbeat/object-store';
import { randomUserId, requestJson, testLogger, testToken, useTestDatabase, useTestService } from '@blockbeat/service-kit/testing';
import { QueryTypes } from 'sequelize';
import { createApp } from '../../src/app';
import { createSupportData } from '../../src/data';
import { migrations } from '../../src/data/migrations';
import { createOutboxWorker } from '../../src/domain/outbox-worker';
import { unsubscribeTokens } from '../../src/domain/unsubscribe-token';
import { startGroupEmail } from '../../src/wiring/group-email';
import { createSmtpSender } from '../../src/data/smtp-sender';
import { startAudienceServer } from '../support/audience-server';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher';

const SECRET = 'group-email-support-test-secret-0123456789';
const BASE_URL = 'https://blockbeat.test';
const MESSAGE_ID_DOMAIN = 'blockbeat.test';
const PER_SECOND = 5;

let smtp: SmtpCatcher;
/** Billing's audience endpoints: support asks them who is in an audience, over HTTP, with the shared secret. */
let billing: Awaited<ReturnType<typeof startAudienceServer>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  billing = await startAudienceServer(SECRET);
});
afterAll(async () => {
  await smtp.stop();
  await billing.close();
});

/** Each start is a replica's worker: its own queue connection, working on campaign jobs. */
const replicas: Array<ReturnType<typeof startGroupEmail>> = [];
function startReplica(sequelize: typeof support.sequelize, mailQueued: () => void) {
  const replica = startGroupEmail({
    sequelize,
    logger: testLogger(),
    databaseUrl: useTestDatabase(),
    config: { internalApiSecret: SECRET, billingUrl: billing.url, perSecond: PER_SECOND },
    baseUrl: BASE_URL,
    messageIdDomain: MESSAGE_ID_DOMAIN,
    mailQueued,
  });
  replicas.push(replica);
  return replica;
}

const support = useTestService({
  schema: 'support',
  migrations,
  createApp: ({ sequelize, logger, identityPublicKey, onClose }) => {
    const { outbox } = createSupportData(sequelize, { messageIdDomain: MESSAGE_ID_DOMAIN });
    const sender = createSmtpSender({ smtpUrl: smtp.url, from: 'BlockBeat <no-reply@blockbeat.test>' });
    const mailWorker = createOutboxWorker({ outbox, sender, logger, pollMs: 100 });
    mailWorker.start();
    const replica = startReplica(sequelize, mailWorker.wake);
    onClose(async () => {
      await Promise.all(replicas.map((r) => r.stop()));
      await mailWorker.stop();
      sender.close();
    });
    return createApp({ sequelize, logger, identityPublicKey, baseUrl: BASE_URL, supportEmail: 'support@blockbeat.test', messageIdDomain: MESSAGE_ID_DOMAIN, store: localObjectStore('/nonexistent'), mailQueued: mailWorker.wake, groupEmail: replica.parts });
  },
});

const STAFF: Partial<IdentityClaims> & { sub: string } = { sub: randomUserId(), email: 'admin@example.com', name: 'Ada Admin', ent: { status: 'admin', canEdit: true, admin: true } };

async function call<T>(method: string, path: string, body?: unknown, claims: (Partial<IdentityClaims> & { sub: string }) | null = STAFF) {
  const token = claims && (await testToken(claims, 'support'));
  return requestJson<T>(`${support.url}${path}`, { method, ...(token && { token }), ...(body !== undefined && { body }) });
}

/** A user billing has, in one audience besides "all". */
async function billingUser(audience: 'trial' | 'active' | 'expired', name: string) {
  const userId = `ge-${randomUUID()}`;
  const email = `${userId}@example.com`;
  billing.users.push({ userId, email, firstName: name.split(' ')[0]!, trialDaysLeft: audience === 'trial' ? 5 : 0, audience });
  return { userId, email };
}

async function template(body = 'Hi {{firstName}}, {{trialDaysLeft}} days left for {{email}}.'): Promise<EmailTemplate> {
  const res = await call<EmailTemplate>('POST', '/api/admin/email-templates', { name: `Group ${randomUUID()}`, subject: 'News for {{firstName}}', body });
  if (res.status !== 201) throw new Error(`creating a template answered ${res.status}: ${res.text}`);
  return res.body;
}

async function campaign(id: string): Promise<Campaign> {
  const { body } = await call<CampaignList>('GET', '/api/admin/group-email/campaigns');
  return body.campaigns.find((c) => c.id === id)!;
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const tokens = unsubscribeTokens(SECRET);
const linkPath = (link: string) => link.replace(BASE_URL, support.url);

describe('who may use group e-mail', () => {
  const user = { sub: randomUserId(), ent: { status: 'trial' as const, canEdit: true, admin: false } };
  const templateId = randomUUID();
  // Every row has three entries: jest would take a missing third argument for a `done` callback.
  const endpoints: Array<[string, string, unknown]> = [
    ['GET', '/api/admin/group-email/audience-count?audience=all', undefined],
    ['POST', '/api/admin/group-email/test', { templateId }],
    ['GET', '/api/admin/group-email/campaigns', undefined],
    ['POST', '/api/admin/group-email/campaigns', { templateId, audience: 'trial' }],
    ['GET', `/api/admin/group-email/campaigns/${randomUUID()}/recipients`, undefined],
  ];

  test.each(endpoints)('when a user who is not an admin calls %s %s, then it is refused with 403', async (method, path, body) => {
    expect((await call(method, path, body, user)).status).toBe(403);
  });

  test.each(endpoints)('when nobody is signed in and calls %s %s, then it is refused with 401', async (method, path, body) => {
    expect((await call(method, path, body, null)).status).toBe(401);
  });
});

describe('bad input', () => {
  test.each([
    ['POST', '/api/admin/group-email/campaigns', { audience: 'trial' }, 'templateId'],
    ['POST', '/api/admin/group-email/campaigns', { templateId: randomUUID(), audience: 'paying' }, 'audience'],
    ['POST', '/api/admin/group-email/campaigns', { templateId: randomUUID(), audience: 'trial' }, 'templateId'],
    ['POST', '/api/admin/group-email/test', { templateId: 'nope' }, 'templateId'],
    ['GET', '/api/admin/group-email/audience-count?audience=everyone', undefined, 'audience'],
    ['GET', `/api/admin/group-email/campaigns/${randomUUID()}/recipients?status=lost`, undefined, 'status'],
  ])('when %s %s gets %j, then 400 names the field', async (method, path, body, field) => {
    const res = await call<{ error: { fields: Record<string, string> } }>(method, path, body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual([field]);
  });

  test('when the recipients of an unknown campaign are asked for, then 404', async () => {
    expect((await call('GET', `/api/admin/group-email/campaigns/${randomUUID()}/recipients`)).status).toBe(404);
  });
});

describe('unsubscribe links', () => {
  test('when the token is genuine, then the page asks to confirm with one button, and the POST unsubscribes', async () => {
    const userId = randomUserId();
    const path = `/api/unsubscribe?token=${encodeURIComponent(tokens.tokenFor(userId))}`;
    const page = await fetch(`${support.url}${path}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post"');
    expect(html).toContain('>Unsubscribe</button>');
    const rows = () => support.sequelize.query('SELECT 1 FROM support.unsubscribes WHERE user_id = :userId', { replacements: { userId }, type: QueryTypes.SELECT });
    expect(await rows()).toHaveLength(0);

    // As RFC 8058's one-click POST arrives from a mail client: a form body, no cookie, no Origin.
    const done = await fetch(`${support.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You are unsubscribed');
    expect(await rows()).toHaveLength(1);
  });

  test.each([
    ['a changed signature', (t: string) => `${t.slice(0, -2)}${t.endsWith('AA') ? 'BB' : 'AA'}`],
    ['another user id with the same signature', (t: string) => `${Buffer.from(randomUserId()).toString('base64url')}.${t.split('.')[1]}`],
    ['a token made with another secret', () => unsubscribeTokens('another-secret-of-at-least-32-characters').tokenFor('someone')],
    ['no token', () => ''],
    ['garbage', () => 'a.b.c'],
  ])('when the token has %s, then it is refused (a page for a browser, the JSON error otherwise)', async (_label, tamper) => {
    const path = `/api/unsubscribe?token=${encodeURIComponent(tamper(tokens.tokenFor(randomUserId())))}`;
    const page = await fetch(`${support.url}${path}`, { method: 'POST', headers: { accept: 'text/html' } });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('This link does not work');
    const json = await requestJson<{ error: { fields: Record<string, string> } }>(`${support.url}${path}`, { method: 'POST' });
    expect(json.status).toBe(400);
    expect(Object.keys(json.body.error.fields)).toEqual(['token']);
  });
});

describe('a campaign', () => {
  test('when staff send a template to "trial", then exactly the trial users get it once (not the unsubscribed), filled in, with a working unsubscribe link', async () => {
    const trial = await Promise.all(['Tia One', 'Tom Two', 'Tess Three'].map((name) => billingUser('trial', name)));
    const unsubscribed = await billingUser('trial', 'Una Gone');
    const others = [await billingUser('active', 'Pat Paying'), await billingUser('expired', 'Ex Pired')];
    await fetch(`${support.url}/api/unsubscribe?token=${encodeURIComponent(tokens.tokenFor(unsubscribed.userId))}`, { method: 'POST' });

    const count = await call<{ count: number }>('GET', '/api/admin/group-email/audience-count?audience=trial');
    expect(count.status).toBe(200);
    expect(count.body).toEqual({ audience: 'trial', count: 4 });

    const { id: templateId } = await template();
    const started = await call<Campaign>('POST', '/api/admin/group-email/campaigns', { templateId, audience: 'trial' });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ audience: 'trial', status: 'preparing', createdBy: 'admin@example.com', subject: 'News for {{firstName}}' });

    const done = await until('the campaign finishing', () => campaign(started.body.id), (c) => c.status === 'done');
    expect(done).toMatchObject({ sent: done.total, failed: 0, queued: 0, repeats: 0 });

    for (const [index, user] of trial.entries()) {
      const mails = smtp.to(user.email);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      const firstName = ['Tia', 'Tom', 'Tess'][index];
      expect(mail.subject).toBe(`News for ${firstName}`);
      expect(mail.text).toContain(`Hi ${firstName}, 5 days left for ${user.email}.`);
      const link = /https:\/\/blockbeat\.test\/api\/unsubscribe\?token=[^\s]+/.exec(mail.text ?? '')![0];
      expect(String(mail.html)).toContain(link.replace(/&/g, '&amp;'));
      expect(String(mail.html)).toContain('>BlockBeat</td>'); // in BlockBeat's mail frame, as support's own mails
      const header = (key: string) => mail.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n\s+/g, ' ');
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${link}>`);
      const page = await fetch(linkPath(link), { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
    }
    for (const user of [unsubscribed, ...others]) expect(smtp.to(user.email)).toHaveLength(0);

    const log = await call<CampaignRecipientPage>('GET', `/api/admin/group-email/campaigns/${started.body.id}/recipients?status=sent`);
    const mine = log.body.recipients.filter((r) => trial.some((u) => u.userId === r.userId));
    expect(mine).toHaveLength(3);
    expect(mine.every((r) => r.status === 'sent' && r.sentAt !== null && r.repeats === 0 && r.error === null)).toBe(true);
    expect(log.body.recipients.some((r) => r.userId === unsubscribed.userId)).toBe(false);
  });

  test('when staff send a test, then only they get it, marked as a test', async () => {
    const { id: templateId } = await template('Hello {{firstName}} at {{email}}');
    const staff = { ...STAFF, email: `staff-${randomUUID()}@example.com` };
    const res = await call<{ to: string }>('POST', '/api/admin/group-email/test', { templateId }, staff);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ to: staff.email });
    const [mail] = await until('the test mail', async () => smtp.to(staff.email), (mails) => mails.length > 0);
    expect(mail!.subject).toBe('[Test] News for Ada');
    expect(mail!.text).toContain(`Hello Ada at ${staff.email}`);
  });

  test('when the worker stops between batches and starts again, then every recipient gets exactly one mail', async () => {
    const users = await Promise.all(Array.from({ length: 4 * PER_SECOND + 3 }, (_v, i) => billingUser('trial', `Kim ${i}`)));
    const { id: templateId } = await template();
    const started = await call<Campaign>('POST', '/api/admin/group-email/campaigns', { templateId, audience: 'trial' });
    const id = started.body.id;

    // Stop while some recipients are in the outbox and others still wait.
    await until('the first batch', () => campaign(id), (c) => c.status === 'sending' && c.total - c.queued > 0);
    await replicas[0]!.stop();
    const stopped = await campaign(id);
    expect(stopped.total - stopped.queued).toBeLessThan(stopped.total);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const stillStopped = await campaign(id);
    expect(stillStopped.status).toBe('sending');

    startReplica(support.sequelize, () => undefined);
    const done = await until('the campaign finishing after the restart', () => campaign(id), (c) => c.status === 'done', 60_000);
    expect(done.sent).toBe(done.total);

    const outboxRows = await support.sequelize.query<{ userId: string }>(`SELECT user_id AS "userId" FROM support.mail_outbox WHERE dedupe_key LIKE :prefix`, {
      replacements: { prefix: `group:${id}:%` },
      type: QueryTypes.SELECT,
    });
    expect(outboxRows).toHaveLength(done.total);
    expect(new Set(outboxRows.map((r) => r.userId)).size).toBe(done.total);
    for (const user of users) expect(smtp.to(user.email)).toHaveLength(1);
  }, 90_000);
});
