import type { AdminUserFilter, AdminUserSort } from '@blockbeat/contracts';
import { QueryTypes, type Sequelize } from 'sequelize';
import { PAYING_STATUS, statusRules } from './directory-status-sql';
import type { SubscriptionRecord, UserNaming } from './subscription-repository';
import type { Tx } from './transaction';

export interface DirectoryQuery {
  q?: string;
  status?: AdminUserFilter;
  sort: AdminUserSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** What decides a user's status group: the configured admins (lower-cased) and the time. */
export interface DirectoryContext {
  adminEmails: readonly string[];
  now: Date;
}

export interface DirectoryCounts {
  users: number;
  activeTrials: number;
  payingSubscribers: number;
  expired: number;
}

export interface WeekCounts {
  signUps: number;
  conversions: number;
  cancellations: number;
}

const COLUMNS = `user_id AS "userId", email, status, trial_ends_at AS "trialEndsAt", stripe_customer_id AS "stripeCustomerId",
  stripe_subscription_id AS "stripeSubscriptionId", current_period_end AS "currentPeriodEnd", cancel_at_period_end AS "cancelAtPeriodEnd",
  trial_will_end_at AS "trialWillEndAt", last_payment_at AS "lastPaymentAt", last_payment_failed_at AS "lastPaymentFailedAt", name,
  last_seen_at AS "lastSeenAt", admin_granted AS "adminGranted", paid_since AS "paidSince", canceled_at AS "canceledAt",
  created_at AS "createdAt", updated_at AS "updatedAt"`;

/** Each order is one index (created_at, or last_seen_at NULLS FIRST) read forwards or backwards; never-seen users count as seen longest ago. */
const ORDER_BY: Record<AdminUserSort, Record<DirectoryQuery['order'], string>> = {
  signedUp: { asc: 'created_at ASC, user_id ASC', desc: 'created_at DESC, user_id DESC' },
  lastSeen: { asc: 'last_seen_at ASC NULLS FIRST, user_id ASC', desc: 'last_seen_at DESC NULLS LAST, user_id DESC' },
};

/** A status read touches last_seen_at at most this often, so most reads write nothing. */
const SEEN_EVERY = "interval '5 minutes'";

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** The admin console's view of billing's users: the directory, its figures, and the rows admins change. */
export function createUserDirectoryRepository(sequelize: Sequelize, schema: string) {
  const table = `${sequelize.getQueryInterface().quoteIdentifier(schema)}.subscriptions`;
  const rows = <T extends object>(sql: string, replacements: Record<string, unknown>, tx?: Tx) =>
    sequelize.query<T>(sql, { replacements, type: QueryTypes.SELECT, transaction: tx ?? null });

  return {
    /** One UPDATE whose WHERE is false on most calls: the first visit, one every 5 minutes, or a new e-mail or name. */
    async recordVisit(user: UserNaming): Promise<void> {
      await sequelize.query(
        `UPDATE ${table} SET last_seen_at = now(), email = :email, name = :name
          WHERE user_id = :sub
            AND (last_seen_at IS NULL OR last_seen_at < now() - ${SEEN_EVERY}
                 OR email IS DISTINCT FROM :email OR name IS DISTINCT FROM :name)`,
        { replacements: { sub: user.sub, email: user.email, name: user.name || null } },
      );
    },

    async page(query: DirectoryQuery, context: DirectoryContext): Promise<{ users: SubscriptionRecord[]; total: number }> {
      const rules = statusRules(table, context);
      const clauses: string[] = [];
      if (query.q) clauses.push('search_text LIKE lower(:pattern)');
      if (query.status) clauses.push(rules.where[query.status]);
      const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
      const params = { ...rules.params, pattern: query.q ? likePattern(query.q) : null };
      const [users, [count]] = await Promise.all([
        rows<SubscriptionRecord>(
          `SELECT ${COLUMNS} FROM ${table} ${where} ORDER BY ${ORDER_BY[query.sort][query.order]} LIMIT :limit OFFSET :offset`,
          { ...params, limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
        ),
        rows<{ total: number }>(`SELECT count(*)::int AS total FROM ${table} ${where}`, params),
      ]);
      return { users, total: count?.total ?? 0 };
    },

    async counts(context: DirectoryContext): Promise<DirectoryCounts> {
      const rules = statusRules(table, context);
      const [counts] = await rows<DirectoryCounts>(
        `SELECT count(*)::int AS users,
                count(*) FILTER (WHERE ${rules.where.trial})::int AS "activeTrials",
                count(*) FILTER (WHERE status = '${PAYING_STATUS}')::int AS "payingSubscribers",
                count(*) FILTER (WHERE ${rules.where.expired})::int AS expired
           FROM ${table}`,
        rules.params,
      );
      return counts!;
    },

    /**
     * Per week from `weekStarts` (each a UTC Monday), three counts read from indexes: sign-ups
     * (created_at), conversions (paid_since) and cancellations (canceled_at of users who had paid).
     * Weeks are 168 hours, whatever the session's time zone.
     */
    async weeks(weekStarts: readonly Date[]): Promise<WeekCounts[]> {
      const inWeek = (column: string) => `${column} >= w.start AND ${column} < w.start + interval '168 hours'`;
      return rows<WeekCounts>(
        `SELECT (SELECT count(*) FROM ${table} WHERE ${inWeek('created_at')})::int AS "signUps",
                (SELECT count(*) FROM ${table} WHERE ${inWeek('paid_since')})::int AS conversions,
                (SELECT count(*) FROM ${table} WHERE ${inWeek('canceled_at')} AND paid_since IS NOT NULL)::int AS cancellations
           FROM unnest(ARRAY[:weekStarts]::timestamptz[]) WITH ORDINALITY AS w(start, n)
          ORDER BY w.n`,
        { weekStarts: weekStarts.map((d) => d.toISOString()) },
      );
    },

    async find(userId: string): Promise<SubscriptionRecord | null> {
      const [record] = await rows<SubscriptionRecord>(`SELECT ${COLUMNS} FROM ${table} WHERE user_id = :userId`, { userId });
      return record ?? null;
    },

    /** The row, locked until the transaction ends: two admins acting on one user apply one after the other. */
    async lock(userId: string, tx: Tx): Promise<SubscriptionRecord | null> {
      const [record] = await rows<SubscriptionRecord>(`SELECT ${COLUMNS} FROM ${table} WHERE user_id = :userId FOR UPDATE`, { userId }, tx);
      return record ?? null;
    },

    async setTrial(userId: string, trialEndsAt: Date, tx: Tx): Promise<SubscriptionRecord> {
      const [record] = await rows<SubscriptionRecord>(
        `UPDATE ${table} SET status = 'trial', trial_ends_at = :trialEndsAt, updated_at = now() WHERE user_id = :userId RETURNING ${COLUMNS}`,
        { userId, trialEndsAt },
        tx,
      );
      return record!;
    },

    async setAdminGranted(userId: string, admin: boolean, tx: Tx): Promise<SubscriptionRecord> {
      const [record] = await rows<SubscriptionRecord>(
        `UPDATE ${table} SET admin_granted = :admin WHERE user_id = :userId RETURNING ${COLUMNS}`,
        { userId, admin },
        tx,
      );
      return record!;
    },
  };
}

export type UserDirectoryRepository = ReturnType<typeof createUserDirectoryRepository>;
