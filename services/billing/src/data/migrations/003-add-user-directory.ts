import type { Migration } from '@blockbeat/service-kit';
import { DataTypes, QueryTypes, type Sequelize } from 'sequelize';

/**
 * The admin console's users directory lives on `subscriptions` (one row per user, created by the
 * first status read): the name from the identity token, when the user was last seen, an admin
 * grant, and the two moments the weekly charts count (first paid, set or ended cancellation).
 * `admin_audit` is append-only: a trigger refuses UPDATE and DELETE.
 *
 * Search is a substring match on e-mail and name, both lower-cased into one generated column
 * (`search_text`, a newline between them so no match spans the two): LIKE on it is several times
 * cheaper per row than ILIKE on each. A trigram index serves it when the server has pg_trgm and
 * lets us create it (the Debian server and embedded PostgreSQL both do); without it the same
 * query scans the table (about 40 ms at 100,000 users).
 */
export const addUserDirectory: Migration = {
  name: '003-add-user-directory',
  async up({ queryInterface, sequelize, schema }) {
    const q = queryInterface.quoteIdentifier(schema);
    const subscriptions = { tableName: 'subscriptions', schema };
    await queryInterface.addColumn(subscriptions, 'name', { type: DataTypes.TEXT });
    await queryInterface.addColumn(subscriptions, 'last_seen_at', { type: DataTypes.DATE });
    await queryInterface.addColumn(subscriptions, 'admin_granted', { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false });
    await queryInterface.addColumn(subscriptions, 'paid_since', { type: DataTypes.DATE });
    await queryInterface.addColumn(subscriptions, 'canceled_at', { type: DataTypes.DATE });
    await sequelize.query(`CREATE INDEX subscriptions_created_at_idx ON ${q}.subscriptions (created_at, user_id)`);
    await sequelize.query(`CREATE INDEX subscriptions_last_seen_at_idx ON ${q}.subscriptions (last_seen_at NULLS FIRST, user_id)`);
    await sequelize.query(`CREATE INDEX subscriptions_paid_since_idx ON ${q}.subscriptions (paid_since) WHERE paid_since IS NOT NULL`);
    await sequelize.query(`CREATE INDEX subscriptions_canceled_at_idx ON ${q}.subscriptions (canceled_at) WHERE canceled_at IS NOT NULL`);
    await sequelize.query(`CREATE INDEX subscriptions_admin_granted_idx ON ${q}.subscriptions (user_id) WHERE admin_granted`);
    await sequelize.query(`CREATE INDEX subscriptions_email_lower_idx ON ${q}.subscriptions (lower(email))`);
    await sequelize.query(
      `ALTER TABLE ${q}.subscriptions ADD COLUMN search_text TEXT
         GENERATED ALWAYS AS (lower(coalesce(email, '') || E'\\n' || coalesce(name, ''))) STORED`,
    );
    if (await trigramsInstalled(sequelize)) {
      await sequelize.query(`CREATE INDEX subscriptions_search_text_trgm_idx ON ${q}.subscriptions USING gin (search_text gin_trgm_ops)`);
    }

    await queryInterface.createTable(
      { tableName: 'admin_audit', schema },
      {
        id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
        actor_id: { type: DataTypes.TEXT, allowNull: false },
        actor_email: { type: DataTypes.TEXT, allowNull: false },
        action: { type: DataTypes.TEXT, allowNull: false },
        target_id: { type: DataTypes.TEXT, allowNull: false },
        target_email: { type: DataTypes.TEXT, allowNull: false },
        before: { type: DataTypes.JSONB, allowNull: false },
        after: { type: DataTypes.JSONB, allowNull: false },
        at: { type: DataTypes.DATE, allowNull: false, defaultValue: sequelize.fn('now') },
      },
    );
    await sequelize.query(`CREATE INDEX admin_audit_at_idx ON ${q}.admin_audit (at DESC, id DESC)`);
    await sequelize.query(`CREATE INDEX admin_audit_target_idx ON ${q}.admin_audit (target_id, at DESC, id DESC)`);
    await sequelize.query(
      `CREATE FUNCTION ${q}.admin_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'admin_audit is append-only'; END $$`,
    );
    await sequelize.query(
      `CREATE TRIGGER admin_audit_append_only BEFORE UPDATE OR DELETE ON ${q}.admin_audit
       FOR EACH ROW EXECUTE FUNCTION ${q}.admin_audit_append_only()`,
    );
  },
  async down({ queryInterface, sequelize, schema }) {
    const q = queryInterface.quoteIdentifier(schema);
    await queryInterface.dropTable({ tableName: 'admin_audit', schema });
    await sequelize.query(`DROP FUNCTION ${q}.admin_audit_append_only()`);
    const subscriptions = { tableName: 'subscriptions', schema };
    for (const column of ['search_text', 'canceled_at', 'paid_since', 'admin_granted', 'last_seen_at', 'name']) {
      await queryInterface.removeColumn(subscriptions, column);
    }
  },
};

/** pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it. */
async function trigramsInstalled(sequelize: Sequelize): Promise<boolean> {
  const available = await sequelize.query("SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'", { type: QueryTypes.SELECT });
  if (available.length === 0) return false;
  return sequelize.query('CREATE EXTENSION IF NOT EXISTS pg_trgm').then(
    () => true,
    () => false,
  );
}
