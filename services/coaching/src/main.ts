import { startService } from '@blockbeat/service-kit';
import { createApp, createWeeklySummaryJob, SERVICE_NAME } from './app';
import { readConfig } from './config';
import { migrations } from './database/migrations';
import { supportMailer } from './shared/support-mailer';
import { contentWorkoutSource } from './shared/workout-source';

/** The first weekly summary run waits this long after start (the service settles first). */
const FIRST_SUMMARY_RUN_MS = 60_000;

void startService({
  name: SERVICE_NAME,
  migrations,
  readConfig,
  createApp: ({ config, onClose, ...deps }) => {
    const mailer = supportMailer({ supportUrl: config.supportUrl, secret: config.internalApiSecret });
    if (config.summaryRunMinutes > 0) {
      const job = createWeeklySummaryJob({ ...deps, baseUrl: config.baseUrl, internalApiSecret: config.internalApiSecret, mailer });
      const run = () => void job.runOnce().catch((err: unknown) => deps.logger.warn({ err }, 'weekly summary run failed; tried again on the next run'));
      const first = setTimeout(run, FIRST_SUMMARY_RUN_MS);
      const every = setInterval(run, config.summaryRunMinutes * 60_000);
      first.unref();
      every.unref();
      onClose(async () => {
        clearTimeout(first);
        clearInterval(every);
      });
    }
    return createApp({
      ...deps,
      baseUrl: config.baseUrl,
      workouts: contentWorkoutSource({ contentUrl: config.contentUrl, secret: config.internalApiSecret }),
      maxClients: config.maxClients,
      internalApiSecret: config.internalApiSecret,
      mailer,
    });
  },
});
