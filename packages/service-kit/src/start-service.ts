import type { Express } from 'express';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { createSequelize } from './database';
import { createLogger } from './logger';
import { migrate, type Migration } from './migrate';
import { runService } from './run-service';

/** What every service's config has; the rest is the service's own. */
export interface ServiceConfig {
  port: number;
  /** Default 127.0.0.1. */
  host?: string;
  databaseUrl: string;
  identityPublicKey: string;
}

/** What every service's app is built from, in production and in the API tests alike. */
export interface ServiceDeps {
  sequelize: Sequelize;
  logger: Logger;
  identityPublicKey: string;
  /** Registers what the app opened (a worker pool) to close when it stops: after the last request, before the database. */
  onClose: (close: () => Promise<void>) => void;
}

export interface StartServiceOptions<C extends ServiceConfig> {
  name: string;
  /** Defaults to the service's name. */
  schema?: string;
  migrations: readonly Migration[];
  readConfig: () => C;
  /** Gets the common deps and the whole config, for what is the service's own. */
  createApp: (deps: ServiceDeps & { config: C }) => Express;
}

/**
 * A service's whole start-up: read the config (failing fast), connect, migrate its schema, listen,
 * and on shutdown close what the app registered, then the database pool. Any failure is logged as
 * fatal and exits with 1 so the launcher (or the orchestrator) sees it.
 */
export async function startService<C extends ServiceConfig>({
  name,
  schema = name,
  migrations,
  readConfig,
  createApp,
}: StartServiceOptions<C>): Promise<void> {
  const logger = createLogger(name);
  try {
    const config = readConfig();
    const sequelize = createSequelize(config.databaseUrl, { schema, logger });
    const ran = await migrate(sequelize, schema, migrations);
    if (ran.length > 0) logger.info({ migrations: ran }, 'migrated');
    const closers: Array<() => Promise<void>> = [];
    const app = createApp({ config, sequelize, logger, identityPublicKey: config.identityPublicKey, onClose: (close) => closers.push(close) });
    const onShutdown = async () => {
      await Promise.all(closers.map((close) => close()));
      await sequelize.close();
    };
    await runService({ name, app, port: config.port, ...(config.host && { host: config.host }), logger, onShutdown });
  } catch (err) {
    logger.fatal({ err }, 'failed to start');
    process.exit(1);
  }
}
