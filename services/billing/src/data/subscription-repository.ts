import type { SubscriptionStatus } from '@blockbeat/contracts';
import type { Sequelize } from 'sequelize';
import { defineSubscriptionModel, type SubscriptionAttributes } from './subscription-model';

export interface SubscriptionRecord {
  userId: string;
  email: string | null;
  status: SubscriptionStatus;
  trialEndsAt: Date | null;
  stripeSubscriptionId: string | null;
  currentPeriodEnd: Date | null;
}

export function createSubscriptionRepository(sequelize: Sequelize) {
  const Subscriptions = defineSubscriptionModel(sequelize);
  return {
    /** INSERT … ON CONFLICT DO NOTHING: concurrent first calls create one row and none fails. */
    async startTrialUnlessKnown(userId: string, email: string, trialEndsAt: Date): Promise<void> {
      await Subscriptions.bulkCreate([{ userId, email, status: 'trial', trialEndsAt }], { ignoreDuplicates: true });
    },

    async findByUser(userId: string): Promise<SubscriptionRecord | null> {
      const row = await Subscriptions.findByPk(userId, { raw: true });
      return row && toRecord(row);
    },
  };
}

export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;

function toRecord(row: SubscriptionAttributes): SubscriptionRecord {
  return {
    userId: row.userId,
    email: row.email,
    status: row.status,
    trialEndsAt: row.trialEndsAt,
    stripeSubscriptionId: row.stripeSubscriptionId,
    currentPeriodEnd: row.currentPeriodEnd,
  };
}
