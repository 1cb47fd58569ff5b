import { ENTITLEMENTS_CHANGED_CHANNEL } from '@blockbeat/contracts';
import type { Migration } from '@blockbeat/service-kit';

/**
 * Every change to what a user may do notifies ENTITLEMENTS_CHANGED_CHANNEL with the user's id, in
 * the transaction that makes it (PostgreSQL delivers it on commit, never for a rollback). A
 * trigger, not a call in each use case: the admin grant, the trial extension, the Stripe webhook
 * and account deletion all change this row, and a new path cannot forget it. The status read's
 * own writes (name, last seen) change nothing the gateway caches and do not notify.
 */
export const notifyEntitlementChanges: Migration = {
  name: '004-notify-entitlement-changes',
  async up({ queryInterface, sequelize, schema }) {
    const q = queryInterface.quoteIdentifier(schema);
    await sequelize.query(
      `CREATE FUNCTION ${q}.notify_entitlement_change() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         PERFORM pg_notify('${ENTITLEMENTS_CHANGED_CHANNEL}', coalesce(NEW.user_id, OLD.user_id));
         RETURN NULL;
       END $$`,
    );
    await sequelize.query(
      `CREATE TRIGGER subscriptions_entitlement_changed AFTER UPDATE ON ${q}.subscriptions FOR EACH ROW
       WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.admin_granted IS DISTINCT FROM NEW.admin_granted
          OR OLD.trial_ends_at IS DISTINCT FROM NEW.trial_ends_at OR OLD.current_period_end IS DISTINCT FROM NEW.current_period_end
          OR OLD.email IS DISTINCT FROM NEW.email)
       EXECUTE FUNCTION ${q}.notify_entitlement_change()`,
    );
    await sequelize.query(
      `CREATE TRIGGER subscriptions_entitlement_removed AFTER DELETE ON ${q}.subscriptions FOR EACH ROW
       EXECUTE FUNCTION ${q}.notify_entitlement_change()`,
    );
  },
  async down({ queryInterface, sequelize, schema }) {
    const q = queryInterface.quoteIdentifier(schema);
    await sequelize.query(`DROP TRIGGER subscriptions_entitlement_removed ON ${q}.subscriptions`);
    await sequelize.query(`DROP TRIGGER subscriptions_entitlement_changed ON ${q}.subscriptions`);
    await sequelize.query(`DROP FUNCTION ${q}.notify_entitlement_change()`);
  },
};
