import { startService } from '@blockbeat/service-kit';
import { createApp, SERVICE_NAME } from './app';
import { readConfig } from './config';
import { migrations } from './data/migrations';

void startService({
  name: SERVICE_NAME,
  migrations,
  readConfig,
  createApp: ({ config, ...deps }) =>
    createApp({ ...deps, baseUrl: config.baseUrl, uploadDir: config.uploadDir, storageQuotaBytes: config.storageQuotaBytes }),
});
