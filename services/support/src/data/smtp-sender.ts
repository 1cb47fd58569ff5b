import nodemailer from 'nodemailer';
import { isPermanentResponseCode } from 'nodemailer/lib/errors';
import type { DueMail } from './outbox-repository';

/** Hands one mail to the mail server; rejects when it was not accepted. */
export interface MailSender {
  send(mail: DueMail): Promise<void>;
}

/** A refusal that sending again would meet again (an SMTP 5xx reply): the mail fails at once. */
export class PermanentMailError extends Error {
  override name = 'PermanentMailError';
}

/**
 * The longest one mail may take, connection included. The outbox holds the mail's row lock
 * meanwhile; past this the attempt counts as failed and is retried later.
 */
export const SEND_DEADLINE_MS = 60_000;

/**
 * An open connection is closed after this long without mail: a campaign's burst reuses one
 * connection, an idle service holds none (so a mail server can restart or shut down without
 * waiting for us, and a connection it dropped is never handed the next mail).
 */
export const SMTP_IDLE_CLOSE_MS = 1_000;

/**
 * Sends over SMTP with nodemailer through a pool of one connection carrying up to 100 mails
 * (docs/decisions.md "SMTP connection"). Each mail carries the Message-ID the outbox gave it, so
 * the one repeat a crash after the server's acceptance can cause is recognisable as the same mail.
 * nodemailer never re-sends on its own (maxRequeues 0): retrying is the outbox's job.
 */
export function createSmtpSender({ smtpUrl, from }: { smtpUrl: string; from: string }): MailSender & { close(): void } {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    maxMessages: 100,
    idleTimeout: SMTP_IDLE_CLOSE_MS,
    maxRequeues: 0,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`the mail server did not accept the mail within ${SEND_DEADLINE_MS / 1000} s`)), SEND_DEADLINE_MS);
      });
      const sending = transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        // RFC 3834: no out-of-office replies to this.
        headers: { ...mail.headers, 'Auto-Submitted': 'auto-generated' },
      });
      try {
        await Promise.race([sending, deadline]);
      } catch (err) {
        const code = (err as { responseCode?: unknown }).responseCode;
        if (typeof code === 'number' && isPermanentResponseCode(code)) throw new PermanentMailError((err as Error).message);
        throw err;
      } finally {
        clearTimeout(timer);
        sending.catch(() => undefined);
      }
    },
    close: () => transport.close(),
  };
}
