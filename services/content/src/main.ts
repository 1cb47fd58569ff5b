import { createLogger, createSequelize, migrate, runService } from '@blockbeat/service-kit';
import { createApp, SERVICE_NAME } from './app';
import { readConfig } from './config';
import { migrations } from './data/migrations';

const logger = createLogger(SERVICE_NAME);

async function main() {
  const config = readConfig();
  const sequelize = createSequelize(config.databaseUrl, { schema: SERVICE_NAME, logger });
  const ran = await migrate(sequelize, SERVICE_NAME, migrations);
  if (ran.length > 0) logger.info({ migrations: ran }, 'migrated');
  const app = createApp({ sequelize, logger, identityPublicKey: config.identityPublicKey });
  await runService({ name: SERVICE_NAME, app, port: config.port, logger, onShutdown: () => sequelize.close() });
}

main().catch((err) => {
  logger.fatal({ err }, 'failed to start');
  process.exit(1);
});
