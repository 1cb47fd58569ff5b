import nodemailer from 'nodemailer';
import { isPermanentResponseCode } from 'nodemailer/lib/errors';
import { PermanentMailError, type MailSender } from '../domain/outbox-worker';

/**
 * The longest one mail may take, connection included. The outbox holds the mail's row lock
 * meanwhile; past this the attempt counts as failed and is retried later.
 */
export const SEND_DEADLINE_MS = 60_000;

/**
 * Sends over SMTP with nodemailer: one connection per mail (support mail is a trickle; a
 * connection left from a server that went away cannot fail the next mail). Each mail carries
 * the Message-ID the outbox gave it, so the one repeat a crash after the server's acceptance
 * can cause is recognisable as the same mail.
 */
export function createSmtpSender({ smtpUrl, from }: { smtpUrl: string; from: string }): MailSender & { close(): void } {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
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
