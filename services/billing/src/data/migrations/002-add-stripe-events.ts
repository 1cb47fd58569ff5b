import type { Migration } from '@blockbeat/service-kit';
import { DataTypes } from 'sequelize';

/**
 * `stripe_events`: one row per Stripe event id. A row whose outcome is handled or ignored was
 * written in the same transaction as the event's effect, so its existence means "done"; a failed
 * row only reports the failure and is taken over by the next delivery.
 * `subscriptions` gains what the webhooks learn; a Stripe customer belongs to one user.
 */
export const addStripeEvents: Migration = {
  name: '002-add-stripe-events',
  async up({ queryInterface, sequelize, schema }) {
    const now = { type: DataTypes.DATE, allowNull: false, defaultValue: sequelize.fn('now') };
    const subscriptions = { tableName: 'subscriptions', schema };
    await queryInterface.addColumn(subscriptions, 'cancel_at_period_end', { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false });
    await queryInterface.addColumn(subscriptions, 'trial_will_end_at', { type: DataTypes.DATE });
    await queryInterface.addColumn(subscriptions, 'last_payment_at', { type: DataTypes.DATE });
    await queryInterface.addColumn(subscriptions, 'last_payment_failed_at', { type: DataTypes.DATE });
    await queryInterface.addIndex(subscriptions, ['stripe_customer_id'], { unique: true, name: 'subscriptions_stripe_customer_id_key' });
    await queryInterface.addIndex(subscriptions, ['stripe_subscription_id'], { name: 'subscriptions_stripe_subscription_id_idx' });

    const events = { tableName: 'stripe_events', schema };
    await queryInterface.createTable(events, {
      event_id: { type: DataTypes.TEXT, primaryKey: true },
      type: { type: DataTypes.TEXT, allowNull: false },
      outcome: { type: DataTypes.TEXT, allowNull: false },
      message: { type: DataTypes.TEXT },
      user_id: { type: DataTypes.TEXT },
      object_id: { type: DataTypes.TEXT },
      stripe_created_at: { type: DataTypes.DATE, allowNull: false },
      deliveries: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      received_at: now,
      processed_at: { type: DataTypes.DATE },
    });
    await sequelize.query(
      `ALTER TABLE ${queryInterface.quoteIdentifier(schema)}.stripe_events
         ADD CONSTRAINT stripe_events_outcome_check CHECK (outcome IN ('handled', 'ignored', 'failed'))`,
    );
    await queryInterface.addIndex(events, ['received_at'], { name: 'stripe_events_received_at_idx' });
    await queryInterface.addIndex(events, ['user_id'], { name: 'stripe_events_user_id_idx' });
  },
  async down({ queryInterface, schema }) {
    const subscriptions = { tableName: 'subscriptions', schema };
    await queryInterface.dropTable({ tableName: 'stripe_events', schema });
    await queryInterface.removeIndex(subscriptions, 'subscriptions_stripe_subscription_id_idx');
    await queryInterface.removeIndex(subscriptions, 'subscriptions_stripe_customer_id_key');
    for (const column of ['last_payment_failed_at', 'last_payment_at', 'trial_will_end_at', 'cancel_at_period_end']) {
      await queryInterface.removeColumn(subscriptions, column);
    }
  },
};
