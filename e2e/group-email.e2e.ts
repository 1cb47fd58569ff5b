import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CaughtMail } from '@blockbeat/mail-catcher';
import type { Campaign, CampaignList, EmailTemplate, GroupEmailAudience } from '@blockbeat/contracts';
import type { Page } from 'playwright-core';
import { baseUrl, newSignedInPage } from './support/browser';
import { withDatabase } from './support/db';
import { caughtMails } from './support/mail';
import { E2E_PORT } from './support/stack-state';
import { browserForFile, pageApi, visible } from './support/suite';

// Issue 15, item 4, "Checked by": a group mail to "trial" reaches each trial user once and nobody
// else, its unsubscribe link works, and a worker killed mid-campaign skips nobody.
jest.setTimeout(300_000);
const browser = browserForFile();

const ADMIN = 'admin@example.com';
const CAMPAIGNS = '/api/admin/group-email/campaigns';
/** The launcher's port for the support service (scripts/start.ts). */
const SUPPORT_PORT = E2E_PORT + 4;
const KILL_RECIPIENTS = 500;

type BillingState = 'trial' | 'expired' | 'active';

/** Billing's rows for `count` users in one state, written directly (they never sign in); answers their e-mails. */
async function billingUsers(label: string, state: BillingState, count = 1): Promise<string[]> {
  const run = randomUUID().slice(0, 8);
  const emails = Array.from({ length: count }, (_, i) => `ge-${label}-${i}.${run}@example.com`);
  const trialEndsAt = state === 'expired' ? "now() - interval '1 day'" : "now() + interval '5 days'";
  await withDatabase((db) =>
    db.query(
      `INSERT INTO billing.subscriptions (user_id, email, name, status, trial_ends_at)
       SELECT 'ge-' || md5(e), e, 'Group Tester', $2, ${trialEndsAt} FROM unnest($1::text[]) AS e`,
      [emails, state === 'active' ? 'active' : 'trial'],
    ),
  );
  return emails;
}

/**
 * Every mail the catcher takes while it runs. The catcher keeps only its last 200, so a campaign
 * of 500 is read as it arrives, a few times a second, and kept here by the catcher's own id.
 */
function watchInbox() {
  const seen = new Map<string, CaughtMail>();
  let running = true;
  const take = async () => {
    for (const mail of await caughtMails()) seen.set(mail.id, mail);
  };
  const loop = (async () => {
    while (running) {
      await take();
      await sleep(250);
    }
  })();
  // A failed read ends the watch; stop() reports it (and a test that failed first still stops it).
  loop.catch(() => (running = false));
  return {
    to: (email: string) => [...seen.values()].filter((m) => m.to.includes(email)),
    async stop() {
      running = false;
      await loop;
      await take();
    },
  };
}

/** A template, written directly (templates have their own screen and tests); its subject starts with its name. */
async function createTemplate(label: string): Promise<EmailTemplate> {
  const name = `${label} ${randomUUID().slice(0, 8)}`;
  const { rows } = await withDatabase((db) =>
    db.query<EmailTemplate>(
      `INSERT INTO support.email_templates (name, subject, body) VALUES ($1, $2, $3) RETURNING id, name, subject, body`,
      [name, `${name} for {{firstName}}`, 'Hi {{firstName}},\n\nNews from BlockBeat for {{email}}.'],
    ),
  );
  return rows[0]!;
}

/** The sent log; while support restarts the gateway answers 502, and the log is asked again. */
async function campaigns(page: Page, timeoutMs = 30_000): Promise<Campaign[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await pageApi<CampaignList>(page, 'GET', CAMPAIGNS);
    if (res.status === 200) return res.body.campaigns;
    if (Date.now() > deadline) throw new Error(`the sent log answered ${res.status} for ${timeoutMs / 1000} s`);
    await sleep(250);
  }
}

/** The campaign, once `done` says it is far enough. */
async function campaignWhen(page: Page, id: string, done: (c: Campaign) => boolean, timeoutMs: number): Promise<Campaign> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const campaign = (await campaigns(page)).find((c) => c.id === id);
    if (campaign && done(campaign)) return campaign;
    if (Date.now() > deadline) throw new Error(`campaign ${id} was not as expected within ${timeoutMs / 1000} s: ${JSON.stringify(campaign)}`);
    await sleep(250);
  }
}

async function startCampaign(page: Page, template: EmailTemplate, audience: GroupEmailAudience): Promise<Campaign> {
  const res = await pageApi<Campaign>(page, 'POST', CAMPAIGNS, { templateId: template.id, audience });
  expect(res.status).toBe(201);
  return res.body;
}

const unsubscribeLinkIn = (mail: CaughtMail) => {
  const link = /https?:\/\/\S+\/api\/unsubscribe\?token=[\w.-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no unsubscribe link in "${mail.subject}":\n${mail.text}`);
  return link;
};

/** The support service's process: the one listening on its port (the launcher restarts it when it dies). */
function supportPid(): number {
  const listening = execFileSync('ss', ['-Hltnp', `sport = :${SUPPORT_PORT}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(listening)?.[1];
  if (!pid) throw new Error(`nothing of ours listens on ${SUPPORT_PORT}: ${listening || '(no socket)'}`);
  return Number(pid);
}

/** Group mails whose send started but has no outcome yet: in flight at this moment. */
const inFlight = (campaignId: string) =>
  withDatabase(async (db) => {
    const { rows } = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM support.mail_outbox o
       WHERE o.dedupe_key LIKE $1 AND o.status = 'queued' AND (SELECT count(*) FROM support.mail_send_starts s WHERE s.outbox_id = o.id) > o.attempts`,
      [`group:${campaignId}:%`],
    );
    return Number(rows[0]!.n);
  });

describe('group e-mail', () => {
  test('when the admin sends to "trial" from /admin/group-email, then each trial user gets one mail and nobody else, and an unsubscribed user is left out of the next one', async () => {
    const trial = await billingUsers('trial', 'trial', 2);
    const [expired] = await billingUsers('expired', 'expired');
    const [active] = await billingUsers('active', 'active');
    const admin = await newSignedInPage(browser(), ADMIN);
    const template = await createTemplate('Spring news');
    const inbox = watchInbox();

    await admin.page.goto(`${baseUrl()}/admin/group-email`);
    await admin.page.getByLabel('Audience').selectOption('trial');
    await admin.page.getByLabel('Template').selectOption({ label: template.name });
    const send = admin.page.getByRole('button', { name: /^Send to [\d,]+ users?\.\.\.$/ });
    await visible(send);
    await send.click();
    const dialog = admin.page.getByRole('dialog', { name: 'Send this group mail?' });
    await visible(dialog.getByText(template.name));
    await dialog.getByRole('button', { name: /^Send to / }).click();
    await visible(admin.page.getByRole('table', { name: 'Campaigns' }).getByText(template.name));

    const sent = (await campaigns(admin.page)).find((c) => c.templateName === template.name);
    expect(sent).toBeDefined();
    const campaign = await campaignWhen(admin.page, sent!.id, (c) => c.status === 'done', 90_000);
    await inbox.stop();
    const mine = (email: string) => inbox.to(email).filter((m) => m.subject.startsWith(template.name));
    for (const email of trial) expect(mine(email)).toHaveLength(1);
    expect(mine(expired!)).toEqual([]);
    expect(mine(active!)).toEqual([]);
    expect(mine(trial[0]!)[0]!.subject).toBe(`${template.name} for Group`);
    expect(campaign).toMatchObject({ audience: 'trial', failed: 0, queued: 0 });
    await visible(admin.page.getByRole('table', { name: 'Campaigns' }).getByRole('row').filter({ hasText: template.name }).getByText('Done'), 10_000);

    // The first trial user unsubscribes from the link in their mail, in a browser with no session.
    const stranger = await browser().newContext();
    const page = await stranger.newPage();
    await page.goto(unsubscribeLinkIn(mine(trial[0]!)[0]!));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await visible(page.getByText('You are unsubscribed'));
    await stranger.close();

    const next = await createTemplate('Later news');
    const later = watchInbox();
    const second = await startCampaign(admin.page, next, 'trial');
    await campaignWhen(admin.page, second.id, (c) => c.status === 'done', 90_000);
    await later.stop();
    const laterTo = (email: string) => later.to(email).filter((m) => m.subject.startsWith(next.name));
    expect(laterTo(trial[0]!)).toEqual([]);
    expect(laterTo(trial[1]!)).toHaveLength(1);
    await admin.context.close();
  });

  test(`when the support service is killed during a ${KILL_RECIPIENTS}-recipient campaign, then after its restart all ${KILL_RECIPIENTS} are mailed, repeats no more than the mails in flight`, async () => {
    const recipients = await billingUsers('kill', 'active', KILL_RECIPIENTS);
    const admin = await newSignedInPage(browser(), ADMIN);
    const template = await createTemplate('Kill test');
    const inbox = watchInbox();
    const campaign = await startCampaign(admin.page, template, 'active');

    // Mid-campaign: some mails out, most still to go.
    await campaignWhen(admin.page, campaign.id, (c) => c.sent >= 100, 60_000);
    const killed = supportPid();
    process.kill(killed, 'SIGKILL');
    const sentAtKill = (await withDatabase((db) => db.query<{ n: string }>(`SELECT count(*) AS n FROM support.mail_outbox WHERE dedupe_key LIKE $1 AND status = 'sent'`, [`group:${campaign.id}:%`]))).rows[0]!.n;
    const flying = await inFlight(campaign.id);

    const done = await campaignWhen(admin.page, campaign.id, (c) => c.status === 'done', 240_000);
    await inbox.stop();
    expect(supportPid()).not.toBe(killed);
    const mails = recipients.map((email) => inbox.to(email).filter((m) => m.subject.startsWith(template.name)));
    const distinct = mails.filter((m) => m.length > 0).length;
    const total = mails.reduce((n, m) => n + m.length, 0);
    const repeats = total - distinct;
    const sameIdRepeats = mails.filter((m) => m.length > 1).every((m) => new Set(m.map((x) => x.messageId)).size === 1);
    console.log(
      `group e-mail kill test: killed support (pid ${killed}) with ${sentAtKill} of ${done.total} sent and ${flying} in flight; ` +
        `inbox: ${distinct} distinct recipients of ${KILL_RECIPIENTS}, ${total} mails, ${repeats} repeats; the log counts ${done.repeats} possible repeats`,
    );
    expect(distinct).toBe(KILL_RECIPIENTS);
    expect(repeats).toBeLessThanOrEqual(flying);
    expect(done.repeats).toBeGreaterThanOrEqual(repeats);
    expect(sameIdRepeats).toBe(true);
    expect(done).toMatchObject({ failed: 0, queued: 0 });
    await admin.context.close();
  });
});
