import { isEntitled, TRIAL_DAYS, type IdentityClaims, type SubscriptionStatusAnswer } from '@blockbeat/contracts';
import type { SubscriptionRepository } from '../data/subscription-repository';
import type { UserDirectoryRepository } from '../data/user-directory-repository';
import { stateOf, subscriptionOf } from './user-views';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SubscriptionStatusDeps {
  subscriptions: SubscriptionRepository;
  directory: UserDirectoryRepository;
  /** Lower-cased. */
  adminEmails: readonly string[];
  paymentsConfigured: boolean;
}

/**
 * GET /api/subscription/status is a read that writes once: a user's first call starts their
 * 14-day trial (no sign-up step does). It also keeps the users directory's name and last visit.
 * Admins are recognised by e-mail (ADMIN_EMAILS) or by a grant in the admin console.
 */
export function startTrialAndReadStatusUseCase({ subscriptions, directory, adminEmails, paymentsConfigured }: SubscriptionStatusDeps) {
  const admins = new Set(adminEmails);
  return async (identity: IdentityClaims, now: Date = new Date()): Promise<SubscriptionStatusAnswer> => {
    await subscriptions.startTrialUnlessKnown(identity, new Date(now.getTime() + TRIAL_DAYS * DAY_MS));
    await directory.recordVisit(identity);
    const record = await subscriptions.findByUser(identity.sub);
    if (!record) throw new Error(`subscription row for ${identity.sub} vanished after insert`);
    const admin = admins.has(identity.email.toLowerCase()) || record.adminGranted;
    return {
      ...subscriptionOf(record, admin, now),
      entitled: isEntitled(stateOf(record, admin), now),
      admin,
      paymentsConfigured,
    };
  };
}

export type StartTrialAndReadStatus = ReturnType<typeof startTrialAndReadStatusUseCase>;
