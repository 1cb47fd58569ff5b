import http from 'node:http';
import { createLogger, type Logger } from '@blockbeat/service-kit';
import { createInboxApp } from './inbox-app';
import { listenOn } from './listen';
import { createMailStore, DEFAULT_KEPT_MAILS } from './mail-store';
import { createSmtpListener } from './smtp-listener';

export interface MailCatcherOptions {
  /** 0 (the default) picks a free port. */
  smtpPort?: number;
  httpPort?: number;
  /** A loopback address: the catcher accepts anyone's mail and shows it to anyone who asks. */
  host?: string;
  /** POST /control/smtp/stop and /start on the inbox's port, for tests. */
  controls?: boolean;
  keep?: number;
  logger?: Logger;
}

export interface MailCatcher {
  /** What the app's SMTP_URL should be. */
  smtpUrl: string;
  inboxUrl: string;
  smtpPort: number;
  httpPort: number;
  stop(): Promise<void>;
}

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|localhost)$/;

/** The development mail server and its web inbox, in this process. */
export async function startMailCatcher({
  smtpPort = 0,
  httpPort = 0,
  host = '127.0.0.1',
  controls = false,
  keep = DEFAULT_KEPT_MAILS,
  logger = createLogger('mail-catcher'),
}: MailCatcherOptions = {}): Promise<MailCatcher> {
  if (!LOOPBACK.test(host)) throw new Error(`The mail catcher listens on this machine only; "${host}" is not a loopback address`);
  const store = createMailStore(keep);
  const smtp = createSmtpListener({
    host,
    port: smtpPort,
    logger,
    onMail(mail) {
      const caught = store.add(mail);
      logger.info({ id: caught.id, to: caught.to, subject: caught.subject }, 'mail caught');
    },
  });
  await smtp.start();
  const server = http.createServer(createInboxApp({ store, smtp, logger, controls }));
  const boundHttpPort = await listenOn(server, httpPort, host).catch(async (err: Error) => {
    await smtp.stop();
    throw err;
  });
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    smtpUrl: `smtp://${urlHost}:${smtp.port}`,
    inboxUrl: `http://${urlHost}:${boundHttpPort}`,
    smtpPort: smtp.port,
    httpPort: boundHttpPort,
    async stop() {
      await Promise.all([
        smtp.stop(),
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
      ]);
    },
  };
}
