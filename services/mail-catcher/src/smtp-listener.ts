import type { Logger } from '@blockbeat/service-kit';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { listenOn } from './listen';
import type { NewMail } from './mail-store';

/** Larger than any mail the app sends (attachments are linked, not attached). */
export const MAX_MAIL_BYTES = 10 * 1024 * 1024;
/** How long stopping waits for a mail in the middle of its transfer before cutting it off. */
const CLOSE_GRACE_MS = 1_000;

export interface SmtpListenerOptions {
  host: string;
  /** 0 picks a free port at the first start; later starts reuse the one picked. */
  port: number;
  onMail(mail: NewMail): void;
  logger: Logger;
}

function toNewMail(parsed: ParsedMail, session: SMTPServerSession): NewMail {
  return {
    messageId: parsed.messageId ?? null,
    from: parsed.from?.text ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
    to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html || null,
  };
}

const refusal = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

/**
 * The SMTP side of the catcher: accepts every mail without authentication or TLS (it listens on
 * this machine only), parses it and hands it on. It can be stopped and started again on the same
 * port, which is how the e2e tests take "the mail server" away.
 */
export function createSmtpListener({ host, port, onMail, logger }: SmtpListenerOptions) {
  let server: SMTPServer | undefined;
  let boundPort = port;

  const onData = (stream: SMTPServerDataStream, session: SMTPServerSession, done: (err?: Error | null) => void) => {
    simpleParser(stream).then(
      (parsed) => {
        if (stream.sizeExceeded) return done(refusal(`The mail is larger than ${MAX_MAIL_BYTES / 1024 / 1024} MB`, 552));
        onMail(toNewMail(parsed, session));
        done();
      },
      (err: Error) => done(refusal(`The mail could not be read: ${err.message}`, 554)),
    );
  };

  return {
    get port() {
      return boundPort;
    },
    get running() {
      return server !== undefined;
    },
    async start(): Promise<void> {
      if (server) return;
      const starting = new SMTPServer({
        banner: 'BlockBeat mail catcher',
        authOptional: true,
        disabledCommands: ['AUTH', 'STARTTLS'],
        size: MAX_MAIL_BYTES,
        closeTimeout: CLOSE_GRACE_MS,
        logger: false,
        onData,
      });
      starting.on('error', (err) => logger.warn({ err: err.message }, 'SMTP connection error'));
      boundPort = await listenOn(starting.server, boundPort, host);
      server = starting;
    },
    async stop(): Promise<void> {
      const stopping = server;
      server = undefined;
      if (stopping) await new Promise<void>((resolve) => stopping.close(resolve));
    },
  };
}

export type SmtpListener = ReturnType<typeof createSmtpListener>;
