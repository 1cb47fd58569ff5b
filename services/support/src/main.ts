import { createObjectStore } from '@blockbeat/object-store';
import { startService } from '@blockbeat/service-kit';
import { createApp, SERVICE_NAME } from './app';
import { readConfig } from './config';
import { migrations } from './data/migrations';
import { startGroupEmail } from './wiring/group-email';
import { startMailWorker } from './wiring/mail-worker';

void startService({
  name: SERVICE_NAME,
  migrations,
  readConfig,
  createApp: ({ config, onClose, ...deps }) => {
    const worker = startMailWorker({ sequelize: deps.sequelize, logger: deps.logger, mail: config.mail });
    // Stops after the last request and before the database closes, finishing the mail in hand.
    onClose(worker.stop);
    const groupEmail = config.groupEmail && startGroupEmail({ sequelize: deps.sequelize, logger: deps.logger, config: config.groupEmail, databaseUrl: config.databaseUrl, baseUrl: config.baseUrl, messageIdDomain: config.mail.messageIdDomain, mailQueued: worker.wake });
    if (groupEmail) onClose(groupEmail.stop);
    else deps.logger.warn('INTERNAL_API_SECRET is not set: group e-mail is off');
    const store = createObjectStore({ storageUrl: config.storageUrl, localDir: config.uploadDir, area: 'support' });
    onClose(async () => store.close());
    return createApp({
      ...deps,
      baseUrl: config.baseUrl,
      supportEmail: config.mail.supportEmail,
      messageIdDomain: config.mail.messageIdDomain,
      store,
      mailQueued: worker.wake,
      limits: config.limits,
      ...(groupEmail && { groupEmail: groupEmail.parts }),
      ...(config.groupEmail && { internalApiSecret: config.groupEmail.internalApiSecret }),
    });
  },
});
