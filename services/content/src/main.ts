import { createObjectStore } from '@blockbeat/object-store';
import { startService } from '@blockbeat/service-kit';
import { createApp, SERVICE_NAME } from './app';
import { readConfig } from './config';
import { migrations } from './database/migrations';

void startService({
  name: SERVICE_NAME,
  migrations,
  readConfig,
  createApp: ({ config, ...deps }) => {
    const store = createObjectStore({ storageUrl: config.storageUrl, localDir: config.uploadDir, area: 'content' });
    deps.onClose(async () => store.close());
    return createApp({ ...deps, baseUrl: config.baseUrl, store, storageQuotaBytes: config.storageQuotaBytes, spotify: config.spotify, live: config.live, feedbackLimits: config.feedbackLimits, internalApiSecret: config.internalApiSecret });
  },
});
