import {
  ADMIN_MESSAGES,
  PRICE_PER_MONTH_USD,
  type AdminUserDetail,
  type AdminUserPage,
  type AuditEntry,
  type AuditPage,
  type BillingOverview,
} from '@blockbeat/contracts';
import { NotFoundError } from '@blockbeat/service-kit';
import type { AdminAuditRepository, AuditRecord } from '../data/admin-audit-repository';
import type { DirectoryQuery, UserDirectoryRepository } from '../data/user-directory-repository';

export type { DirectoryQuery };
import { adminRowOf, isAdminRecord, subscriptionOf } from './user-views';
import { lastWeekStarts } from './week-starts';

const CHART_WEEKS = 12;
const PRICE_CENTS = Math.round(PRICE_PER_MONTH_USD * 100);

export interface UserDirectoryDeps {
  directory: UserDirectoryRepository;
  audit: AdminAuditRepository;
  /** Lower-cased. */
  adminEmails: readonly string[];
}

export interface AuditQuery {
  page: number;
  pageSize: number;
  targetId?: string;
}

/** What /admin reads from billing: the figures, the users table, a user, the audit log. */
export function userDirectoryUseCases({ directory, audit, adminEmails }: UserDirectoryDeps) {
  const configured = new Set(adminEmails);

  return {
    async overview(now = new Date()): Promise<BillingOverview> {
      const weekStarts = lastWeekStarts(now, CHART_WEEKS);
      const [counts, weeks] = await Promise.all([directory.counts({ adminEmails, now }), directory.weeks(weekStarts)]);
      return {
        ...counts,
        monthlyRecurringRevenueCents: counts.payingSubscribers * PRICE_CENTS,
        weeks: weeks.map((week, i) => ({ weekStart: weekStarts[i]!.toISOString().slice(0, 10), ...week })),
      };
    },

    async page(query: DirectoryQuery, now = new Date()): Promise<AdminUserPage> {
      const { users, total } = await directory.page(query, { adminEmails, now });
      return { users: users.map((user) => adminRowOf(user, configured, now)), total, page: query.page, pageSize: query.pageSize };
    },

    async detail(userId: string, now = new Date()): Promise<AdminUserDetail> {
      const record = await directory.find(userId);
      if (!record) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
      return { ...adminRowOf(record, configured, now), subscription: subscriptionOf(record, isAdminRecord(record, configured), now) };
    },

    async auditPage(query: AuditQuery): Promise<AuditPage> {
      const { entries, total } = await audit.page(query);
      return { entries: entries.map(toAuditEntry), total, page: query.page, pageSize: query.pageSize };
    },
  };
}

export type UserDirectoryUseCases = ReturnType<typeof userDirectoryUseCases>;

function toAuditEntry(record: AuditRecord): AuditEntry {
  return { ...record, at: record.at.toISOString() };
}
