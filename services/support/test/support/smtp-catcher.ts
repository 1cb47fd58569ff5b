import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in this process that keeps every mail it accepted, parsed. It can be stopped
 * and started again on the same port, as a mail server that goes down and comes back.
 */
export async function startSmtpCatcher() {
  const mails: ParsedMail[] = [];
  let server: SMTPServer | undefined;

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const next = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream).then(
            (mail) => {
              mails.push(mail);
              callback();
            },
            (err: Error) => callback(err),
          );
        },
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        resolve((next.server.address() as AddressInfo).port);
      });
    });

  const port = await listen(0);
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The mails sent to this address. */
    to: (address: string) => mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.value.some((v) => v.address === address)),
    /** How often each Message-ID arrived. */
    countsByMessageId(): Map<string, number> {
      const counts = new Map<string, number>();
      for (const m of mails) counts.set(m.messageId ?? '', (counts.get(m.messageId ?? '') ?? 0) + 1);
      return counts;
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    restart: async () => {
      await listen(port);
    },
  };
}

export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;
