import {
  describeSubscription,
  trialDaysLeft,
  type AdminUserDetail,
  type AdminUserRow,
  type SubscriptionState,
} from '@blockbeat/contracts';
import type { SubscriptionRecord } from '../data/subscription-repository';

/** Admin by ADMIN_EMAILS (lower-cased, as configured) or by a grant in the admin console. */
export function isAdminRecord(record: SubscriptionRecord, configured: ReadonlySet<string>): boolean {
  return record.adminGranted || isConfiguredAdmin(record, configured);
}

export function isConfiguredAdmin(record: SubscriptionRecord, configured: ReadonlySet<string>): boolean {
  return configured.has((record.email ?? '').toLowerCase());
}

/** The state the access rules read: an admin's status is 'admin' whatever they pay. */
export function stateOf(record: SubscriptionRecord, admin: boolean): SubscriptionState {
  return {
    subscriptionStatus: admin ? 'admin' : record.status,
    trialEndsAt: record.trialEndsAt?.toISOString() ?? null,
    stripeSubscriptionId: record.stripeSubscriptionId,
  };
}

/** The subscription as the user's own status answer describes it. */
export function subscriptionOf(record: SubscriptionRecord, admin: boolean, now: Date): AdminUserDetail['subscription'] {
  return {
    ...describeSubscription(stateOf(record, admin), now),
    // The account screen's next billing date (or "Ends on" when it will not renew).
    currentPeriodEnd: record.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: record.cancelAtPeriodEnd,
  };
}

/** A users-table row: the stored status (what billing knows about payment) beside the admin flags. */
export function adminRowOf(record: SubscriptionRecord, configured: ReadonlySet<string>, now: Date): AdminUserRow {
  return {
    id: record.userId,
    email: record.email ?? '',
    name: record.name,
    status: record.status,
    admin: isAdminRecord(record, configured),
    adminByConfig: isConfiguredAdmin(record, configured),
    trialEndsAt: record.trialEndsAt?.toISOString() ?? null,
    trialDaysLeft: trialDaysLeft(record.trialEndsAt, now),
    signedUpAt: record.createdAt.toISOString(),
    lastSeenAt: record.lastSeenAt?.toISOString() ?? null,
  };
}
