import type { SubscriptionStatus, SubscriptionStatusResponse } from './subscription';

/**
 * The admin console's API (docs/product.md#admin): /admin's figures and users table. Each figure
 * comes from the service that owns it; every endpoint refuses a non-admin (403) and an anonymous
 * caller (401) itself.
 */

/** Where each owner serves /admin's data; the paths below are under these. */
export const ADMIN_API = {
  billing: '/api/billing/admin',
  content: '/api/admin/content',
  support: '/api/admin/support',
} as const;

/** GET /api/billing/admin/overview */
export interface BillingOverview {
  users: number;
  activeTrials: number;
  payingSubscribers: number;
  expired: number;
  /** payingSubscribers × $4.99, in cents. */
  monthlyRecurringRevenueCents: number;
  /** The last 12 weeks (Monday 00:00 UTC starts a week), oldest first. */
  weeks: WeekFigures[];
}

export interface WeekFigures {
  /** ISO date of the week's Monday (UTC). */
  weekStart: string;
  signUps: number;
  /** Trials that became paying subscriptions that week. */
  conversions: number;
  /** Paid subscriptions that ended (or were set to end) that week. */
  cancellations: number;
}

/** GET /api/admin/content/overview */
export interface ContentOverview {
  workouts: number;
  /** Workouts with a public link. */
  shares: number;
  completionsLast30Days: number;
}

export const ADMIN_USER_FILTERS = ['trial', 'active', 'expired', 'admin'] as const;
export type AdminUserFilter = (typeof ADMIN_USER_FILTERS)[number];
export const ADMIN_USER_SORTS = ['signedUp', 'lastSeen'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

export const ADMIN_LIMITS = {
  pageSizeMax: 100,
  pageSizeDefault: 25,
  extendTrialMinDays: 1,
  extendTrialMaxDays: 90,
  searchMax: 120,
} as const;

export const ADMIN_MESSAGES = {
  extendDays: `Days must be a whole number from ${ADMIN_LIMITS.extendTrialMinDays} to ${ADMIN_LIMITS.extendTrialMaxDays}`,
  extendPaying: 'This user pays for BlockBeat Pro: there is no trial to extend.',
  revokeSelf: 'You cannot revoke your own admin rights.',
  revokeConfigured: 'This address is in ADMIN_EMAILS: it stays an admin while it is listed there.',
  userNotFound: 'No such user.',
} as const;

/** A row of GET /api/billing/admin/users?q=&status=&sort=signedUp|lastSeen&order=asc|desc&page=&pageSize= */
export interface AdminUserRow {
  id: string;
  email: string;
  name: string | null;
  status: SubscriptionStatus;
  admin: boolean;
  /** Listed in ADMIN_EMAILS: admin whatever is granted or revoked here. */
  adminByConfig: boolean;
  trialEndsAt: string | null;
  trialDaysLeft: number;
  signedUpAt: string;
  lastSeenAt: string | null;
}

export interface AdminUserPage {
  users: AdminUserRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/billing/admin/users/{id}: the row and the subscription as the user's own status reads it. */
export interface AdminUserDetail extends AdminUserRow {
  subscription: SubscriptionStatusResponse & { currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean };
}

/** POST /api/billing/admin/users/{id}/extend-trial → AdminUserRow */
export interface ExtendTrialInput {
  days: number;
}

/** PUT /api/billing/admin/users/{id}/admin → AdminUserRow */
export interface AdminGrantInput {
  admin: boolean;
}

/** GET /api/admin/content/users/{id}/summary */
export interface ContentUserSummary {
  workouts: number;
  templates: number;
  storageBytes: number;
}

/** GET /api/admin/support/users/{id}/summary */
export interface SupportUserSummary {
  tickets: number;
  openTickets: number;
}

export const AUDIT_ACTIONS = ['trial.extended', 'admin.granted', 'admin.revoked'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** GET /api/billing/admin/audit?page=&pageSize=&targetId= (newest first); rows are never changed or deleted. */
export interface AuditEntry {
  id: string;
  actorId: string;
  actorEmail: string;
  action: AuditAction;
  targetId: string;
  targetEmail: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  at: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}
