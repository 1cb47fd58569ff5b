import type { CaughtMail } from '@blockbeat/mail-catcher';
import { readState } from './stack-state';

/** The catcher global setup started; the stack's SMTP_URL points at it. */
function inboxUrl(): string {
  const mail = readState().mail;
  if (!mail) throw new Error('The e2e stack has no mail catcher: global setup records it in the stack state');
  return mail.inboxUrl;
}

async function call(method: string, path: string): Promise<Response> {
  const res = await fetch(`${inboxUrl()}${path}`, { method });
  if (!res.ok) throw new Error(`${method} ${path} on the mail catcher answered ${res.status}: ${await res.text()}`);
  return res;
}

/** Every mail caught so far, newest first. */
export async function caughtMails(): Promise<CaughtMail[]> {
  return (await (await call('GET', '/api/messages')).json()) as CaughtMail[];
}

/** The newest caught mail that matches, once one does; fails after timeoutMs naming what did arrive. */
export async function waitForMail(predicate: (mail: CaughtMail) => boolean, timeoutMs = 15_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await caughtMails();
    const match = mails.find(predicate);
    if (match) return match;
    if (Date.now() >= deadline) {
      const seen = mails.map((mail) => `"${mail.subject}" to ${mail.to.join(', ')}`).join('; ') || 'none';
      throw new Error(`No matching mail within ${timeoutMs / 1000} s; caught: ${seen}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Takes the mail server away: connections are refused until startSmtp (same port). */
export async function stopSmtp(): Promise<void> {
  await call('POST', '/control/smtp/stop');
}

export async function startSmtp(): Promise<void> {
  await call('POST', '/control/smtp/start');
}

export async function clearInbox(): Promise<void> {
  await call('DELETE', '/api/messages');
}
