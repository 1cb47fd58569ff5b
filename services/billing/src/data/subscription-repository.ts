import type { IdentityClaims, SubscriptionStatus } from '@blockbeat/contracts';
import type { Sequelize } from 'sequelize';
import { defineSubscriptionModel, type SubscriptionAttributes } from './subscription-model';
import type { Tx } from './transaction';

export interface SubscriptionRecord {
  userId: string;
  email: string | null;
  status: SubscriptionStatus;
  trialEndsAt: Date | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  trialWillEndAt: Date | null;
  lastPaymentAt: Date | null;
  lastPaymentFailedAt: Date | null;
  name: string | null;
  lastSeenAt: Date | null;
  adminGranted: boolean;
  /** When the user first paid (the trial's conversion). */
  paidSince: Date | null;
  /** When the Stripe subscription was set to end or ended; null while it runs on. */
  canceledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Who the identity token says the user is. */
export type UserNaming = Pick<IdentityClaims, 'sub' | 'email' | 'name'>;

/** What a webhook learned by re-reading the subscription from Stripe. */
export interface StripeSubscriptionState {
  customerId: string | null;
  subscriptionId: string;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Paid for (Stripe's `active`): the first time is the trial's conversion. */
  paying: boolean;
  /** Set to end, or ended: a cancellation. */
  ending: boolean;
}

export function createSubscriptionRepository(sequelize: Sequelize) {
  const Subscriptions = defineSubscriptionModel(sequelize);
  const now = () => sequelize.fn('now');
  /** Later of the stored and the given time: events about payments may arrive in any order. */
  const latest = (column: string, at: Date) => sequelize.fn('GREATEST', sequelize.col(column), at);

  return {
    /** INSERT … ON CONFLICT DO NOTHING: concurrent first calls create one row and none fails. */
    async startTrialUnlessKnown(user: UserNaming, trialEndsAt: Date): Promise<void> {
      await Subscriptions.bulkCreate([{ userId: user.sub, email: user.email, name: user.name || null, status: 'trial', trialEndsAt }], {
        ignoreDuplicates: true,
      });
    },

    async findByUser(userId: string): Promise<SubscriptionRecord | null> {
      const row = await Subscriptions.findByPk(userId, { raw: true });
      return row && toRecord(row);
    },

    /** Stores the user's Stripe customer unless one is already stored; answers the stored one. */
    async setCustomerIfNone(userId: string, customerId: string): Promise<string> {
      await Subscriptions.update({ stripeCustomerId: customerId, updatedAt: now() }, { where: { userId, stripeCustomerId: null } });
      const row = await Subscriptions.findByPk(userId, { raw: true });
      if (!row?.stripeCustomerId) throw new Error(`subscription row for ${userId} vanished while storing its customer`);
      return row.stripeCustomerId;
    },

    /**
     * The row an event concerns, locked until the transaction ends so that concurrent events
     * for one user apply one after the other (each re-reading Stripe after the previous wrote).
     */
    async lockForEvent(ids: { customerId: string | null; userId: string | null }, tx: Tx): Promise<SubscriptionRecord | null> {
      const where = ids.customerId ? { stripeCustomerId: ids.customerId } : null;
      const byCustomer = where && (await Subscriptions.findOne({ where, transaction: tx, lock: tx.LOCK.UPDATE, raw: true }));
      if (byCustomer) return toRecord(byCustomer);
      if (!ids.userId) return null;
      const byUser = await Subscriptions.findByPk(ids.userId, { transaction: tx, lock: tx.LOCK.UPDATE, raw: true });
      return byUser && toRecord(byUser);
    },

    async applyStripeSubscription(userId: string, state: StripeSubscriptionState, tx: Tx): Promise<void> {
      await Subscriptions.update(
        {
          // A user's customer is fixed once stored; the unique index would refuse a second owner anyway.
          ...(state.customerId && { stripeCustomerId: sequelize.fn('COALESCE', sequelize.col('stripe_customer_id'), state.customerId) }),
          stripeSubscriptionId: state.subscriptionId,
          status: state.status,
          currentPeriodEnd: state.currentPeriodEnd,
          cancelAtPeriodEnd: state.cancelAtPeriodEnd,
          ...(state.paying && { paidSince: sequelize.fn('COALESCE', sequelize.col('paid_since'), now()) }),
          canceledAt: state.ending ? sequelize.fn('COALESCE', sequelize.col('canceled_at'), now()) : null,
          updatedAt: now(),
        },
        { where: { userId }, transaction: tx },
      );
    },

    async recordTrialWillEnd(userId: string, trialEnd: Date, tx: Tx): Promise<void> {
      await Subscriptions.update({ trialWillEndAt: trialEnd, updatedAt: now() }, { where: { userId }, transaction: tx });
    },

    async recordPayment(userId: string, at: Date, tx: Tx): Promise<void> {
      await Subscriptions.update({ lastPaymentAt: latest('last_payment_at', at), updatedAt: now() }, { where: { userId }, transaction: tx });
    },

    async recordPaymentFailure(userId: string, at: Date, tx: Tx): Promise<void> {
      await Subscriptions.update(
        { lastPaymentFailedAt: latest('last_payment_failed_at', at), updatedAt: now() },
        { where: { userId }, transaction: tx },
      );
    },

    async remove(userId: string, tx: Tx): Promise<void> {
      await Subscriptions.destroy({ where: { userId }, transaction: tx });
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
    stripeCustomerId: row.stripeCustomerId,
    stripeSubscriptionId: row.stripeSubscriptionId,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    trialWillEndAt: row.trialWillEndAt,
    lastPaymentAt: row.lastPaymentAt,
    lastPaymentFailedAt: row.lastPaymentFailedAt,
    name: row.name,
    lastSeenAt: row.lastSeenAt,
    adminGranted: row.adminGranted,
    paidSince: row.paidSince,
    canceledAt: row.canceledAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
