import { isExpired, SUBSCRIPTION_STATUSES, type AdminUserFilter, type SubscriptionStatus } from '@blockbeat/contracts';

/** The one stored status that means the user pays. */
export const PAYING_STATUS: SubscriptionStatus = 'active';

/**
 * The statuses contracts' isExpired calls expired whatever the dates: read from the rule itself,
 * so the SQL below cannot drift from what the status answer says. 'trial' depends on its end.
 */
const ALWAYS_EXPIRED = SUBSCRIPTION_STATUSES.filter(
  (status) => status !== 'trial' && isExpired({ subscriptionStatus: status, trialEndsAt: null, stripeSubscriptionId: null }),
);

/** trialDaysLeft is 0 exactly when the end has come (or there is none). */
const EXPIRED_SQL = `((status = 'trial' AND (trial_ends_at IS NULL OR trial_ends_at <= :now)) OR status IN (:alwaysExpired))`;
/**
 * The admins' ids, read from two small indexes (the grants' partial index, lower(email)), so that
 * "admin" and "not admin" cost a hash probe per row, not lower() of every e-mail, and the planner
 * knows the admins are few. ADMIN_EMAILS travel as one comma-joined string, the form they are
 * configured in (an empty list matches nobody).
 */
const adminIds = (table: string) =>
  `SELECT user_id FROM ${table} WHERE admin_granted
   UNION ALL SELECT user_id FROM ${table} WHERE lower(email) = ANY(string_to_array(:adminEmails, ','))`;

/**
 * The users table's status groups, as the status answer sees a user: an admin is 'admin' and
 * never expired; otherwise a user is expired by isExpired, paying when the stored status is
 * active, and in trial while neither (a trial with days left, Stripe's trialing, incomplete).
 * 'active' is about money, so a paying admin is in both 'admin' and 'active'.
 */
export function statusRules(table: string, { adminEmails, now }: { adminEmails: readonly string[]; now: Date }) {
  const admin = `user_id IN (${adminIds(table)})`;
  const where: Record<AdminUserFilter, string> = {
    admin,
    active: `status = '${PAYING_STATUS}'`,
    expired: `(NOT ${admin} AND ${EXPIRED_SQL})`,
    trial: `(NOT ${admin} AND status <> '${PAYING_STATUS}' AND NOT ${EXPIRED_SQL})`,
  };
  return { where, params: { now, alwaysExpired: ALWAYS_EXPIRED, adminEmails: adminEmails.join(',') } };
}
