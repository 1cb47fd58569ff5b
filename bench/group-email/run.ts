/**
 * Group e-mail at scale (issue 15, Scale: a campaign of 10,000 recipients to the local SMTP
 * catcher completes; print mails per second and memory).
 *
 * Seeds a throwaway database with `npm run seed:admin`'s users (billing's directory), serves
 * billing in this process (its /internal/audience is where support reads recipients), starts the
 * mail catcher in this process, and runs the support service as its own process from its
 * `main.ts`, exactly as the launcher does. Then one campaign to "all" is started over HTTP and
 * timed from the POST until the catcher holds every mail and the log says done. Prints the mails
 * per second, and the support process's resident memory: before, its peak during the campaign
 * (sampled every 100 ms) and the kernel's high-water mark (VmHWM). Asserts nothing.
 *
 *   npm run bench:group-email                  # embedded PostgreSQL in a temporary folder
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:group-email
 *
 * BENCH_RECIPIENTS (10000) sets the audience's size; BENCH_PER_SECOND (1000, the most support
 * allows) is GROUP_EMAIL_PER_SECOND, the rate recipients enter the outbox. BENCH_SMOKE=1 (npm
 * test's benches step): 100 recipients.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createApp, SERVICE_NAME as BILLING } from '@blockbeat/billing';
import type { AudienceCount, Campaign, CampaignList, EmailTemplate } from '@blockbeat/contracts';
import { startMailCatcher } from '@blockbeat/mail-catcher';
import { createLogger, createSequelize, dropDatabase, ensureDatabase, generateIdentityKeys, signIdentity } from '@blockbeat/service-kit';
import { startProcess, stopAll, waitForHttp, type Managed } from '../../scripts/lib/processes';
import { seedAdminUsers } from '../../scripts/seed-admin';
import { databaseServer, databaseUrlOf, freePort } from '../support/database';

const RECIPIENTS = process.env.BENCH_SMOKE === '1' ? 100 : Number(process.env.BENCH_RECIPIENTS ?? 10_000);
const PER_SECOND = Number(process.env.BENCH_PER_SECOND ?? 1000);
const DB_NAME = 'blockbeat_bench_group_email';
const ROOT = path.resolve(__dirname, '../..');
const CAMPAIGN_TIMEOUT_MS = 60 * 60_000;

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

/** A line of /proc/<pid>/status in kB: VmRSS (resident now) or VmHWM (the peak so far). */
function memoryKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  if (!line) throw new Error(`/proc/${pid}/status has no ${field}`);
  return Number(line[1]);
}

/** Billing's app in this process, on a free loopback port; its audience endpoint wants `secret`. */
async function serveBilling(databaseUrl: string, identityPublicKey: string, secret: string) {
  const sequelize = createSequelize(databaseUrl, { schema: BILLING });
  const seeding = performance.now();
  const users = await seedAdminUsers(sequelize, RECIPIENTS);
  console.log(`seeded ${users} users in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  const app = createApp({ sequelize, logger: createLogger('billing'), identityPublicKey, adminEmails: [], internalApiSecret: secret });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await sequelize.close();
    },
  };
}

/** JSON over HTTP with a fresh staff token (tokens live 60 s); throws on anything but `expected`. */
function supportApi(url: string, token: () => Promise<string>) {
  return async <T>(method: string, urlPath: string, expected: number, body?: unknown): Promise<T> => {
    const res = await fetch(`${url}${urlPath}`, {
      method,
      headers: { authorization: `Bearer ${await token()}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== expected) throw new Error(`${method} ${urlPath} answered ${res.status}: ${text}`);
    return JSON.parse(text) as T;
  };
}

/** How many mails the catcher took: its ids count up from 1, and the newest comes first. */
async function caughtCount(inboxUrl: string): Promise<number> {
  const [newest] = (await (await fetch(`${inboxUrl}/api/messages`)).json()) as Array<{ id: string }>;
  return newest ? Number(newest.id) : 0;
}

async function runCampaign(api: ReturnType<typeof supportApi>, inboxUrl: string, pid: number) {
  const template = await api<EmailTemplate>('POST', '/api/admin/email-templates', 201, {
    name: `Bench ${randomUUID()}`,
    subject: 'News for {{firstName}}',
    body: 'Hi {{firstName}},\n\nYou have {{trialDaysLeft}} days of your trial left ({{email}}).',
  });
  const { count } = await api<AudienceCount>('GET', '/api/admin/group-email/audience-count?audience=all', 200);
  const rssBefore = memoryKb(pid, 'VmRSS');
  let peakRss = rssBefore;
  const started = performance.now();
  const { id } = await api<Campaign>('POST', '/api/admin/group-email/campaigns', 201, { templateId: template.id, audience: 'all' });
  let campaign: Campaign | undefined;
  let lastLook = 0;
  for (let caught = 0; caught < count || campaign?.status !== 'done'; ) {
    if (performance.now() - started > CAMPAIGN_TIMEOUT_MS) throw new Error(`not done within ${CAMPAIGN_TIMEOUT_MS / 60_000} min: ${caught} of ${count} mails caught`);
    await sleep(100);
    peakRss = Math.max(peakRss, memoryKb(pid, 'VmRSS'));
    caught = await caughtCount(inboxUrl);
    if (performance.now() - lastLook > 1000 || caught >= count) {
      lastLook = performance.now();
      campaign = (await api<CampaignList>('GET', '/api/admin/group-email/campaigns', 200)).campaigns.find((c) => c.id === id);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  return { count, seconds, campaign: campaign!, caught: await caughtCount(inboxUrl), rssBefore, peakRss, hwm: memoryKb(pid, 'VmHWM') };
}

async function main() {
  const { serverUrl, stop } = await databaseServer('group-email');
  await ensureDatabase(serverUrl, DB_NAME);
  const databaseUrl = databaseUrlOf(serverUrl, DB_NAME);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'blockbeat-bench-group-email-'));
  process.env.LOG_LEVEL ??= 'silent';
  const keys = await generateIdentityKeys();
  const secret = randomBytes(32).toString('hex');
  const billing = await serveBilling(databaseUrl, keys.publicKeyPem, secret);
  const catcher = await startMailCatcher({ keep: 1, logger: createLogger('mail-catcher') });
  const processes: Managed[] = [];
  try {
    const port = await freePort();
    const support = startProcess('support', path.join(ROOT, 'services/support/src/main.ts'), {
      ...process.env,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      IDENTITY_PUBLIC_KEY: keys.publicKeyPem,
      DATA_DIR: dataDir,
      SMTP_URL: catcher.smtpUrl,
      INTERNAL_API_SECRET: secret,
      BILLING_URL: billing.url,
      GROUP_EMAIL_PER_SECOND: String(PER_SECOND),
    });
    processes.push(support);
    const url = `http://127.0.0.1:${port}`;
    await waitForHttp(`${url}/readyz`, 120_000, support);
    const token = () => signIdentity(keys.privateKeyPem, { sub: 'bench-admin', email: 'bench-admin@example.com', name: 'Bench Admin', ent: { status: 'admin', canEdit: true, admin: true } }, 'support');

    const run = await runCampaign(supportApi(url, token), catcher.inboxUrl, support.child.pid!);
    const { sent, failed, repeats } = run.campaign;
    console.log(`\none campaign to ${run.count.toLocaleString('en-US')} recipients (GROUP_EMAIL_PER_SECOND=${PER_SECOND}):`);
    console.log(`  done in ${run.seconds.toFixed(1)} s: ${(run.count / run.seconds).toFixed(0)} mails per second (the log: ${sent} sent, ${failed} failed, ${repeats} repeats; the catcher: ${run.caught} mails)`);
    console.log(`  support process memory: ${mb(run.rssBefore)} resident before, peak ${mb(run.peakRss)} during the campaign (VmHWM since start ${mb(run.hwm)})`);
  } finally {
    await stopAll(processes);
    await catcher.stop();
    await billing.stop();
    await dropDatabase(serverUrl, DB_NAME);
    await rm(dataDir, { recursive: true, force: true });
    await stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
