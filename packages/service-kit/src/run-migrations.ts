import { createSequelize } from './database';
import { createLogger } from './logger';
import { migrate, type Migration } from './migrate';

/**
 * A migration Job's whole run (deploy/k8s): this service's pending migrations against
 * DATABASE_URL, then exit 0, or 1 on any failure. Services still migrate at start (harmless after
 * the Job: nothing is pending, and the advisory lock serialises replicas).
 */
export async function runMigrations({ name, schema = name, migrations }: { name: string; schema?: string; migrations: readonly Migration[] }): Promise<void> {
  const logger = createLogger(`${name}-migrate`);
  const url = process.env.DATABASE_URL;
  if (!url) {
    logger.fatal('DATABASE_URL is required');
    process.exit(1);
  }
  const sequelize = createSequelize(url, { schema, logger });
  try {
    const ran = await migrate(sequelize, schema, migrations);
    logger.info({ migrations: ran }, ran.length > 0 ? 'migrated' : 'schema already up to date');
    await sequelize.close();
    process.exit(0);
  } catch (err) {
    logger.fatal({ err }, 'migration failed');
    process.exit(1);
  }
}
