import type { QueryInterface, Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';

export interface MigrationContext {
  queryInterface: QueryInterface;
  sequelize: Sequelize;
  schema: string;
}

export interface Migration {
  name: string;
  up: (ctx: MigrationContext) => Promise<void>;
  down?: (ctx: MigrationContext) => Promise<void>;
}

/**
 * Creates the schema and runs pending migrations; returns the names it ran.
 * A transaction-scoped advisory lock serialises processes that start at the same time (two
 * replicas, or tests in parallel); the lock's connection stays open until the work is done.
 */
export async function migrate(sequelize: Sequelize, schema: string, migrations: readonly Migration[]): Promise<string[]> {
  const queryInterface = sequelize.getQueryInterface();
  const context: MigrationContext = { queryInterface, sequelize, schema };
  return sequelize.transaction(async (lock) => {
    await sequelize.query('SELECT pg_advisory_xact_lock(hashtext(:key))', {
      replacements: { key: `blockbeat:migrate:${schema}` },
      transaction: lock,
    });
    await sequelize.query(`CREATE SCHEMA IF NOT EXISTS ${queryInterface.quoteIdentifier(schema)}`);
    const umzug = new Umzug({
      migrations: migrations.map(({ name, up, down }) => ({
        name,
        up: () => up(context),
        ...(down && { down: () => down(context) }),
      })),
      context,
      storage: new SequelizeStorage({ sequelize, schema, tableName: 'migrations_meta', modelName: `migrations_meta_${schema}` }),
      logger: undefined,
    });
    const ran = await umzug.up();
    return ran.map((m) => m.name);
  });
}
