import {
  describeSubscription,
  isEntitled,
  TRIAL_DAYS,
  type IdentityClaims,
  type SubscriptionState,
  type SubscriptionStatusAnswer,
} from '@blockbeat/contracts';
import type { SubscriptionRepository } from '../data/subscription-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SubscriptionStatusDeps {
  subscriptions: SubscriptionRepository;
  /** Lower-cased. */
  adminEmails: readonly string[];
  paymentsConfigured: boolean;
}

/**
 * GET /api/subscription/status is a read that writes once: a user's first call starts their
 * 14-day trial (no sign-up step does). Admins are recognised by e-mail.
 */
export function startTrialAndReadStatusUseCase({ subscriptions, adminEmails, paymentsConfigured }: SubscriptionStatusDeps) {
  const admins = new Set(adminEmails);
  return async (identity: IdentityClaims, now: Date = new Date()): Promise<SubscriptionStatusAnswer> => {
    await subscriptions.startTrialUnlessKnown(identity.sub, identity.email, new Date(now.getTime() + TRIAL_DAYS * DAY_MS));
    const record = await subscriptions.findByUser(identity.sub);
    if (!record) throw new Error(`subscription row for ${identity.sub} vanished after insert`);
    const admin = admins.has(identity.email.toLowerCase());
    const state: SubscriptionState = {
      subscriptionStatus: admin ? 'admin' : record.status,
      trialEndsAt: record.trialEndsAt?.toISOString() ?? null,
      stripeSubscriptionId: record.stripeSubscriptionId,
    };
    return {
      ...describeSubscription(state, now),
      entitled: isEntitled(state, now),
      admin,
      paymentsConfigured,
      // The account screen's next billing date (or "Ends on" when it will not renew).
      currentPeriodEnd: record.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: record.cancelAtPeriodEnd,
    };
  };
}

export type StartTrialAndReadStatus = ReturnType<typeof startTrialAndReadStatusUseCase>;
