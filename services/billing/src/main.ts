import { startService } from '@blockbeat/service-kit';
import { createApp, SERVICE_NAME } from './app';
import { readConfig } from './config';
import { migrations } from './data/migrations';

void startService({
  name: SERVICE_NAME,
  migrations,
  readConfig,
  createApp: ({ config, sequelize, logger }) =>
    createApp({
      sequelize,
      logger,
      identityPublicKey: config.identityPublicKey,
      adminEmails: config.adminEmails,
      payments: config.payments,
      internalApiSecret: config.internalApiSecret,
    }),
});
