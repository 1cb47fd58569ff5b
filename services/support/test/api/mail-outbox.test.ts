import { randomUUID } from 'node:crypto';
import type { StaffTicketDetail, TicketDetail } from '@blockbeat/contracts';
import { testLogger, useTestDatabase } from '@blockbeat/service-kit/testing';
import { QueryTypes, Sequelize } from 'sequelize';
import { createSupportData, type DueMail } from '../../src/data';
import { createOutboxWorker, DAY_MS } from '../../src/domain/outbox-worker';
import { createSmtpSender, type MailSender } from '../../src/data/smtp-sender';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher';
import { BASE_URL, MESSAGE_ID_DOMAIN, openTicket, staffWrites, SUPPORT_EMAIL, useSupportService } from '../support/support-service';

const support = useSupportService();
let smtp: SmtpCatcher;
/** Each worker here is a replica of its own: its own connection pool. */
const pools: Sequelize[] = [];

beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await smtp.stop();
  await Promise.all(pools.map((pool) => pool.close()));
});

function replicaPool(applicationName = `outbox-${randomUUID()}`): Sequelize {
  const pool = new Sequelize(useTestDatabase(), { dialect: 'postgres', logging: false, dialectOptions: { application_name: applicationName } });
  pools.push(pool);
  return pool;
}

function worker({ sender, now, pool = replicaPool() }: { sender?: MailSender; now?: () => Date; pool?: Sequelize } = {}) {
  const { outbox } = createSupportData(pool, { messageIdDomain: MESSAGE_ID_DOMAIN });
  return createOutboxWorker({
    outbox,
    sender: sender ?? createSmtpSender({ smtpUrl: smtp.url, from: 'BlockBeat <no-reply@blockbeat.test>' }),
    logger: testLogger(),
    firstRetryMs: 1_000,
    pollMs: 50,
    ...(now && { now }),
  });
}

const outboxRow = async (messageId: string) =>
  (
    await support.service.sequelize.query<{ status: string; attempts: number }>('SELECT status, attempts FROM support.mail_outbox WHERE message_id = :messageId', {
      replacements: { messageId },
      type: QueryTypes.SELECT,
    })
  )[0];

describe('the mails', () => {
  test('when a user opens a ticket, then they get "we got your request" and support gets the new ticket: text and HTML, user text escaped', async () => {
    const user = await support.user('Uma <b>Bold</b>');
    const ticket = await openTicket(user, { subject: '<script>alert(1)</script> & more', message: 'Line one\n<img src=x onerror=alert(2)>' });

    await worker().drain();

    const [received] = smtp.to(user.email);
    expect(smtp.to(user.email)).toHaveLength(1);
    expect(received!.subject).toBe('We got your request: <script>alert(1)</script> & more');
    expect(received!.messageId).toMatch(new RegExp(`^<[0-9a-f-]{36}@${MESSAGE_ID_DOMAIN.replace('.', '\\.')}>$`));
    expect(received!.text).toContain('> <img src=x onerror=alert(2)>');
    expect(received!.text).toContain(`${BASE_URL}/support/${ticket.id}`);
    const html = String(received!.html);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(html).toContain('Hi Uma &lt;b&gt;Bold&lt;/b&gt;,');
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain('#7c3aed');

    const toSupport = smtp.to(SUPPORT_EMAIL).filter((m) => String(m.html).includes(`/admin/support/${ticket.id}`));
    expect(toSupport).toHaveLength(1);
    expect(toSupport[0]!.text).toContain(user.email);
  });

  test('when staff reply, then the user gets the reply with the link to the ticket, and staff see it sent', async () => {
    const user = await support.user();
    const staff = await support.staff();
    const ticket = await openTicket(user);
    const reply = await staffWrites(staff, ticket.id, 'Clear the cache, then try again.');

    await worker().drain();

    const replyMail = smtp.to(user.email).find((m) => m.subject === `Re: ${ticket.subject}`);
    expect(replyMail?.text).toContain('Clear the cache, then try again.');
    expect(replyMail?.text).toContain(`${BASE_URL}/support/${ticket.id}`);
    expect(String(replyMail?.html)).toContain(`href="${BASE_URL}/support/${ticket.id}"`);
    const detail = (await staff.call<StaffTicketDetail>('GET', `/api/admin/support/tickets/${ticket.id}`)).body;
    expect(detail.messages.find((m) => m.id === reply.id)?.mail).toEqual({ status: 'sent', error: null });
  });
});

describe('nothing lost, nothing twice', () => {
  test('when a worker dies holding a mail before sending it, then another worker sends it once, and nobody sends it again after it is marked', async () => {
    await openTicket(await support.user());
    let took: (mail: DueMail) => void = () => undefined;
    const taken = new Promise<DueMail>((resolve) => (took = resolve));
    let release: () => void = () => undefined;
    const dying = worker({
      pool: replicaPool('outbox-worker-dying'),
      sender: { send: (mail) => (took(mail), new Promise<void>((resolve) => (release = resolve))) },
    });
    // Sequelize warns that it could not roll back on the killed connection: that is the point here.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const dyingDrain = dying.drain().catch(() => 'died');

    const mail = await taken;
    await support.service.sequelize.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'outbox-worker-dying'");
    release();
    expect(await dyingDrain).toBe('died');
    warn.mockRestore();
    expect(smtp.countsByMessageId().get(mail.messageId)).toBeUndefined();
    expect(await outboxRow(mail.messageId)).toEqual({ status: 'queued', attempts: 0 });

    const survivor = worker();
    await survivor.drain();

    expect(smtp.countsByMessageId().get(mail.messageId)).toBe(1);
    expect(await outboxRow(mail.messageId)).toEqual({ status: 'sent', attempts: 1 });
    await survivor.drain();
    await worker().drain();
    expect(smtp.countsByMessageId().get(mail.messageId)).toBe(1);
  });

  test('when two workers on two replicas drain 20 mails at once, then each mail is sent exactly once', async () => {
    const marker = randomUUID();
    const { outbox, transaction } = support.data;
    const recipients = Array.from({ length: 20 }, (_, i) => `twice-${i}-${marker}@example.com`);
    await transaction(async (tx) => {
      for (const to of recipients) await outbox.enqueue(tx, { to, subject: 'Concurrent', text: 'text', html: '<p>html</p>', dedupeKey: `test:${to}`, userId: null });
    });

    const [a, b] = await Promise.all([worker().drain(), worker().drain()]);

    const received = recipients.map((to) => smtp.to(to));
    expect(received.map((mails) => mails.length)).toEqual(recipients.map(() => 1));
    const counts = smtp.countsByMessageId();
    expect(received.every(([m]) => counts.get(m!.messageId!) === 1)).toBe(true);
    expect(a + b).toBeGreaterThanOrEqual(20);
  });

  test('when the same mail is queued twice under one key, then it exists once', async () => {
    const to = `dedupe-${randomUUID()}@example.com`;
    const { outbox, transaction } = support.data;
    for (let i = 0; i < 2; i++) await transaction((tx) => outbox.enqueue(tx, { to, subject: 'Once', text: 't', html: 'h', dedupeKey: `test:${to}`, userId: null }));
    await worker().drain();
    expect(smtp.to(to)).toHaveLength(1);
  });
});

describe('when the mail server is down', () => {
  test('then a reply is saved and shown at once, the service stays healthy, the mail waits queued and goes out when SMTP is back', async () => {
    const user = await support.user();
    const staff = await support.staff();
    const ticket = await openTicket(user);
    let offsetMs = 0;
    const running = worker({ now: () => new Date(Date.now() + offsetMs) });
    await running.drain();
    await smtp.stop();
    running.start();
    try {
      const reply = await staffWrites(staff, ticket.id, 'Sent while SMTP is down');
      await running.drain();

      expect((await user.call<TicketDetail>('GET', `/api/support/tickets/${ticket.id}`)).body.messages.map((m) => m.body)).toContain('Sent while SMTP is down');
      expect((await fetch(`${support.service.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${support.service.url}/readyz`)).status).toBe(200);
      const waiting = (await staff.call<StaffTicketDetail>('GET', `/api/admin/support/tickets/${ticket.id}`)).body.messages.find((m) => m.id === reply.id);
      expect(waiting?.mail).toEqual({ status: 'queued', error: expect.stringMatching(/ECONNREFUSED|connect/i) });

      await smtp.restart();
      offsetMs = 60_000;
      await running.drain();

      expect(smtp.to(user.email).filter((m) => m.text?.includes('Sent while SMTP is down'))).toHaveLength(1);
      const sent = (await staff.call<StaffTicketDetail>('GET', `/api/admin/support/tickets/${ticket.id}`)).body.messages.find((m) => m.id === reply.id);
      expect(sent?.mail).toEqual({ status: 'sent', error: null });
    } finally {
      await running.stop();
      await smtp.restart().catch(() => undefined);
    }
  });

  test('then a mail still failing a day after it was queued is marked failed, and staff see it on the reply', async () => {
    const user = await support.user();
    const staff = await support.staff();
    const ticket = await openTicket(user);
    await worker().drain();
    await smtp.stop();
    try {
      const reply = await staffWrites(staff, ticket.id, 'This one will not arrive');
      let offsetMs = 0;
      const tomorrow = worker({ now: () => new Date(Date.now() + offsetMs) });
      await tomorrow.drain();
      const pending = (await staff.call<StaffTicketDetail>('GET', `/api/admin/support/tickets/${ticket.id}`)).body.messages.find((m) => m.id === reply.id);
      expect(pending?.mail?.status).toBe('queued');

      offsetMs = DAY_MS + 60_000;
      await tomorrow.drain();

      const failed = (await staff.call<StaffTicketDetail>('GET', `/api/admin/support/tickets/${ticket.id}`)).body.messages.find((m) => m.id === reply.id);
      expect(failed?.mail).toEqual({ status: 'failed', error: expect.any(String) });
    } finally {
      await smtp.restart();
    }
    await worker().drain();
    expect(smtp.to(user.email).filter((m) => m.text?.includes('This one will not arrive'))).toHaveLength(0);
  });
});
