import type { Logger } from '@blockbeat/service-kit';
import type { Sequelize } from 'sequelize';
import type { MailConfig } from '../config';
import { createSupportData } from '../data';
import { createOutboxWorker, type OutboxWorker } from '../domain/outbox-worker';
import { createSmtpSender } from '../data/smtp-sender';

/**
 * The outbox worker of this replica, started: it sends over SMTP_URL. Without SMTP_URL nothing is
 * sent and mail waits in the outbox (for a replica that has one, or until one is configured).
 * An unreachable mail server only delays mail: the worker retries, the service stays healthy.
 */
export function startMailWorker({ sequelize, logger, mail }: { sequelize: Sequelize; logger: Logger; mail: MailConfig }): { wake: () => void; stop: () => Promise<void> } {
  if (!mail.smtpUrl) {
    logger.warn('SMTP_URL is not set: support mail is queued in the outbox but not sent');
    return { wake: () => undefined, stop: async () => undefined };
  }
  const sender = createSmtpSender({ smtpUrl: mail.smtpUrl, from: mail.from });
  const { outbox } = createSupportData(sequelize, { messageIdDomain: mail.messageIdDomain });
  const worker: OutboxWorker = createOutboxWorker({ outbox, sender, logger, firstRetryMs: Math.min(5_000, mail.retryMaxMs), maxRetryMs: mail.retryMaxMs });
  worker.start();
  return {
    wake: worker.wake,
    async stop() {
      await worker.stop();
      sender.close();
    },
  };
}
