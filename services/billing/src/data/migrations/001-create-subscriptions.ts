import type { Migration } from '@blockbeat/service-kit';
import { DataTypes } from 'sequelize';

export const createSubscriptions: Migration = {
  name: '001-create-subscriptions',
  async up({ queryInterface, sequelize, schema }) {
    const now = { type: DataTypes.DATE, allowNull: false, defaultValue: sequelize.fn('now') };
    await queryInterface.createTable(
      { tableName: 'subscriptions', schema },
      {
        user_id: { type: DataTypes.TEXT, primaryKey: true },
        email: { type: DataTypes.TEXT },
        status: { type: DataTypes.TEXT, allowNull: false },
        trial_ends_at: { type: DataTypes.DATE },
        stripe_customer_id: { type: DataTypes.TEXT },
        stripe_subscription_id: { type: DataTypes.TEXT },
        current_period_end: { type: DataTypes.DATE },
        created_at: now,
        updated_at: now,
      },
    );
  },
  async down({ queryInterface, schema }) {
    await queryInterface.dropTable({ tableName: 'subscriptions', schema });
  },
};
