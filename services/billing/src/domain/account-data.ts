import type { BillingExport, IdentityClaims } from '@blockbeat/contracts';
import type { StripeEventRepository } from '../data/stripe-event-repository';
import type { SubscriptionRepository } from '../data/subscription-repository';
import type { InTransaction } from '../data/transaction';
import { PaymentsNotConfiguredError } from './errors';
import { idempotencyKey } from './idempotency-key';
import type { PaymentsSetup } from './payments';
import { fromStripeStatus, hasEnded } from './stripe-status';

export interface AccountDataDeps {
  subscriptions: SubscriptionRepository;
  events: StripeEventRepository;
  payments: PaymentsSetup;
  inTransaction: InTransaction;
}

/** Billing's part of "export my data" and "delete my account" (docs/product.md#account). */
export function accountDataUseCases({ subscriptions, events, payments, inTransaction }: AccountDataDeps) {
  return {
    /** Reads only: exporting must not start a trial for someone billing has never seen. */
    async exportData(identity: IdentityClaims): Promise<BillingExport> {
      const [record, userEvents] = await Promise.all([subscriptions.findByUser(identity.sub), events.forUser(identity.sub)]);
      return {
        subscription: record && {
          status: record.status,
          trialEndsAt: iso(record.trialEndsAt),
          stripeCustomerId: record.stripeCustomerId,
          stripeSubscriptionId: record.stripeSubscriptionId,
          currentPeriodEnd: iso(record.currentPeriodEnd),
          cancelAtPeriodEnd: record.cancelAtPeriodEnd,
          trialWillEndAt: iso(record.trialWillEndAt),
          lastPaymentAt: iso(record.lastPaymentAt),
          lastPaymentFailedAt: iso(record.lastPaymentFailedAt),
          createdAt: record.createdAt.toISOString(),
        },
        events: userEvents.map((e) => ({ eventId: e.eventId, type: e.type, outcome: e.outcome, receivedAt: e.receivedAt.toISOString() })),
      };
    },

    /**
     * Stops the charges first, then forgets the user. Stripe, not our row, says whether the
     * subscription still runs; without a Stripe key a running one cannot be stopped, so the
     * deletion is refused rather than leave the user paying.
     */
    async remove(identity: IdentityClaims, now = new Date()): Promise<void> {
      const record = await subscriptions.findByUser(identity.sub);
      const subscriptionId = record?.stripeSubscriptionId;
      if (subscriptionId) {
        if (payments.stripe) {
          const current = await payments.stripe.retrieveSubscription(subscriptionId);
          if (current && !hasEnded(fromStripeStatus(current.status))) {
            const key = idempotencyKey('cancel-subscription', identity.sub, 'day', { subscriptionId }, now);
            await payments.stripe.cancelSubscription(subscriptionId, key);
          }
        } else if (record && !hasEnded(record.status)) {
          throw new PaymentsNotConfiguredError();
        }
      }
      await inTransaction(async (tx) => {
        await subscriptions.remove(identity.sub, tx);
        await events.forgetUser(identity.sub, tx);
      });
    },
  };
}

export type AccountDataUseCases = ReturnType<typeof accountDataUseCases>;

function iso(date: Date | null): string | null {
  return date?.toISOString() ?? null;
}
