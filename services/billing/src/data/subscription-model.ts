import type { SubscriptionStatus } from '@blockbeat/contracts';
import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';

export interface SubscriptionRow extends Model<InferAttributes<SubscriptionRow>, InferCreationAttributes<SubscriptionRow>> {
  userId: string;
  email: string | null;
  status: SubscriptionStatus;
  trialEndsAt: Date | null;
  stripeCustomerId: CreationOptional<string | null>;
  stripeSubscriptionId: CreationOptional<string | null>;
  currentPeriodEnd: CreationOptional<Date | null>;
  cancelAtPeriodEnd: CreationOptional<boolean>;
  trialWillEndAt: CreationOptional<Date | null>;
  lastPaymentAt: CreationOptional<Date | null>;
  lastPaymentFailedAt: CreationOptional<Date | null>;
  name: CreationOptional<string | null>;
  lastSeenAt: CreationOptional<Date | null>;
  adminGranted: CreationOptional<boolean>;
  paidSince: CreationOptional<Date | null>;
  canceledAt: CreationOptional<Date | null>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export type SubscriptionAttributes = InferAttributes<SubscriptionRow>;

/** Timestamps come from the database's clock (its column defaults). */
export function defineSubscriptionModel(sequelize: Sequelize): ModelStatic<SubscriptionRow> {
  return sequelize.define<SubscriptionRow>(
    'Subscription',
    {
      userId: { type: DataTypes.TEXT, primaryKey: true },
      email: { type: DataTypes.TEXT },
      status: { type: DataTypes.TEXT, allowNull: false },
      trialEndsAt: { type: DataTypes.DATE },
      stripeCustomerId: { type: DataTypes.TEXT },
      stripeSubscriptionId: { type: DataTypes.TEXT },
      currentPeriodEnd: { type: DataTypes.DATE },
      cancelAtPeriodEnd: { type: DataTypes.BOOLEAN },
      trialWillEndAt: { type: DataTypes.DATE },
      lastPaymentAt: { type: DataTypes.DATE },
      lastPaymentFailedAt: { type: DataTypes.DATE },
      name: { type: DataTypes.TEXT },
      lastSeenAt: { type: DataTypes.DATE },
      adminGranted: { type: DataTypes.BOOLEAN },
      paidSince: { type: DataTypes.DATE },
      canceledAt: { type: DataTypes.DATE },
      createdAt: { type: DataTypes.DATE },
      updatedAt: { type: DataTypes.DATE },
    },
    { tableName: 'subscriptions', timestamps: false },
  );
}
