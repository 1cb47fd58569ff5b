import { createLogger, createSequelize, migrate, runService } from '@blockbeat/service-kit';
import { readConfig } from './config';
import { createGatewayApp } from './app';
import { migrations } from './data/migrations';

async function main() {
  const logger = createLogger('gateway');
  const config = readConfig();
  const sequelize = createSequelize(config.DATABASE_URL, { schema: 'gateway', logger });
  await migrate(sequelize, 'gateway', migrations);
  const { app, prune, rateLimits, close } = createGatewayApp(config, { sequelize, logger });
  const pruner = setInterval(() => prune().catch((err) => logger.warn({ err }, 'session prune failed')), 3600_000);
  pruner.unref();
  // Rate-limit windows last a minute; ended ones are dead rows until pruned.
  const rateLimitPruner = setInterval(() => rateLimits.prune().catch((err) => logger.warn({ err }, 'rate-limit prune failed')), 600_000);
  rateLimitPruner.unref();
  await rateLimits.connected(5_000);
  await runService({
    name: 'gateway',
    app,
    port: config.PORT,
    host: config.HOST,
    logger,
    onShutdown: () => close().then(() => sequelize.close()),
  });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
