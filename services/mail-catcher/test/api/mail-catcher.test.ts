import net from 'node:net';
import { testLogger } from '@blockbeat/service-kit/testing';
import nodemailer from 'nodemailer';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../src';

let catcher: MailCatcher;

/** A port nobody listens on now (the system's pick, let go at once): a neighbour of a known port may be anyone's. */
async function unusedPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  catcher = await startMailCatcher({ keep: 3, controls: true, logger: testLogger() });
});
afterAll(() => catcher.stop());
beforeEach(async () => {
  await fetch(`${catcher.inboxUrl}/api/messages`, { method: 'DELETE' });
});

interface Outgoing {
  to?: string | string[];
  subject: string;
  text?: string;
  html?: string;
  messageId?: string;
}

/** Over real SMTP, as the support service sends: one connection per mail. */
function send(mail: Outgoing, smtpUrl = catcher.smtpUrl) {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 2_000 });
  return transport.sendMail({ from: 'BlockBeat <no-reply@blockbeat.app>', to: 'ada@example.com', text: 'Hello', ...mail }).finally(() => transport.close());
}

async function messages(): Promise<CaughtMail[]> {
  const res = await fetch(`${catcher.inboxUrl}/api/messages`);
  expect(res.status).toBe(200);
  return (await res.json()) as CaughtMail[];
}

async function pageAt(path: string) {
  const res = await fetch(`${catcher.inboxUrl}${path}`);
  return { status: res.status, csp: res.headers.get('content-security-policy'), html: await res.text() };
}

describe('mail catcher', () => {
  test('when a mail is sent over SMTP, then the JSON API, the inbox and the mail page show it', async () => {
    await send({
      to: ['ada@example.com', 'staff@blockbeat.app'],
      subject: 'We got your ticket',
      text: 'Plain part: http://localhost:3000/support/t1.',
      html: '<p>HTML part</p>',
      messageId: '<ticket-1@blockbeat.app>',
    });

    const [mail] = await messages();
    expect(mail).toEqual({
      id: expect.any(String),
      messageId: '<ticket-1@blockbeat.app>',
      from: '"BlockBeat" <no-reply@blockbeat.app>',
      to: ['ada@example.com', 'staff@blockbeat.app'],
      subject: 'We got your ticket',
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      text: expect.stringContaining('Plain part'),
      html: expect.stringContaining('<p>HTML part</p>'),
    });
    expect(Date.now() - Date.parse(mail!.date)).toBeLessThan(10_000);

    const inbox = await pageAt('/');
    expect(inbox.status).toBe(200);
    expect(inbox.html).toContain(`<a href="/messages/${mail!.id}">We got your ticket</a>`);
    expect(inbox.html).toContain('ada@example.com, staff@blockbeat.app');
    expect(inbox.html).toContain('BlockBeat');

    const page = await pageAt(`/messages/${mail!.id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>We got your ticket</h1>');
    expect(page.html).toContain('&lt;ticket-1@blockbeat.app&gt;');
    expect(page.html).toContain('Plain part: <a href="http://localhost:3000/support/t1" target="_blank" rel="noopener noreferrer">http://localhost:3000/support/t1</a>.');
    expect(page.html).toContain('srcdoc="&lt;p&gt;HTML part&lt;/p&gt;"');
  });

  test('when a mail carries markup and script in its subject, text and HTML, then no page runs or renders any of it', async () => {
    await send({
      subject: '<script>alert(1)</script> & more',
      text: '<img src=x onerror=alert(2)> https://example.com/"onmouseover="alert(5)',
      html: '<p>Hi</p><script>alert(3)</script><img src="x" onerror="alert(4)">',
    });
    const [mail] = await messages();

    for (const path of ['/', `/messages/${mail!.id}`]) {
      const { html, csp } = await pageAt(path);
      expect(html).not.toMatch(/<script|<img/i);
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
      expect(csp).toContain("default-src 'none'");
    }
    const { html } = await pageAt(`/messages/${mail!.id}`);
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt; <a href="https://example.com/" target="_blank" rel="noopener noreferrer">https://example.com/</a>&quot;onmouseover=&quot;alert(5)');
    const frames = html.match(/<iframe[^>]*>/g) ?? [];
    expect(frames).toHaveLength(1);
    expect(frames[0]).toContain('sandbox=""');
    expect(frames[0]).toContain('srcdoc="&lt;p&gt;Hi&lt;/p&gt;&lt;script&gt;alert(3)&lt;/script&gt;&lt;img src=&quot;x&quot; onerror=&quot;alert(4)&quot;&gt;"');
  });

  test('when more mails arrive than it keeps, then the newest are listed first and the oldest dropped', async () => {
    for (const n of [1, 2, 3, 4]) await send({ subject: `Mail ${n}` });
    expect((await messages()).map((m) => m.subject)).toEqual(['Mail 4', 'Mail 3', 'Mail 2']);
  });

  test('when the inbox is cleared, then no mail is listed and the old pages are gone', async () => {
    await send({ subject: 'Soon gone' });
    const [mail] = await messages();
    const res = await fetch(`${catcher.inboxUrl}/api/messages`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(await messages()).toEqual([]);
    expect((await pageAt('/')).html).toContain('No mail yet');
    const gone = await pageAt(`/messages/${mail!.id}`);
    expect(gone.status).toBe(404);
    expect(gone.html).toContain('No such mail');
  });

  test('when a mail is larger than 10 MB, then SMTP refuses it for good and it is not kept', async () => {
    const error = await send({ subject: 'Too big', text: 'x'.repeat(10 * 1024 * 1024 + 1) }).catch((err: { responseCode?: number }) => err);
    expect(error).toMatchObject({ responseCode: 552 });
    expect(await messages()).toEqual([]);
  });

  test('when SMTP is stopped through the control, then mail is refused until it is started again on the same port', async () => {
    const control = (action: string) => fetch(`${catcher.inboxUrl}/control/smtp/${action}`, { method: 'POST' }).then((res) => res.json());

    expect(await control('stop')).toEqual({ smtp: 'stopped' });
    await expect(send({ subject: 'While down' })).rejects.toMatchObject({ code: 'ESOCKET', message: expect.stringContaining('ECONNREFUSED') });
    expect(await (await fetch(`${catcher.inboxUrl}/healthz`)).json()).toEqual({ status: 'ok', smtp: 'stopped' });

    expect(await control('start')).toEqual({ smtp: 'running' });
    await send({ subject: 'After restart' });
    expect((await messages()).map((m) => m.subject)).toEqual(['After restart']);
  });

  test('when it is started without controls, then there is no control route, and unknown routes answer JSON 404', async () => {
    const plain = await startMailCatcher({ logger: testLogger() });
    try {
      const res = await fetch(`${plain.inboxUrl}/control/smtp/stop`, { method: 'POST' });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
      await send({ subject: 'Still up' }, plain.smtpUrl);
    } finally {
      await plain.stop();
    }
  });

  test('when its inbox port is taken, then it fails to start and frees the SMTP port it had taken', async () => {
    const smtpPort = await unusedPort();
    await expect(startMailCatcher({ smtpPort, httpPort: catcher.httpPort, logger: testLogger() })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    const retry = await startMailCatcher({ smtpPort, logger: testLogger() });
    await retry.stop();
  });

  test('when asked to listen beyond this machine, then it refuses to start', async () => {
    await expect(startMailCatcher({ host: '0.0.0.0', logger: testLogger() })).rejects.toThrow('not a loopback address');
  });
});
