import { ADMIN_MESSAGES, type AdminUserFilter, type AdminUserRow, type AuditAction, type SubscriptionStatus } from '@blockbeat/contracts';

export const FILTER_OPTIONS: ReadonlyArray<readonly [AdminUserFilter | '', string]> = [
  ['', 'All users'],
  ['trial', 'On trial'],
  ['active', 'Paying'],
  ['expired', 'Expired'],
  ['admin', 'Admins'],
];

const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trial: 'Trial',
  trialing: 'Trial (card on file)',
  active: 'Paying',
  admin: 'Admin',
  incomplete: 'Payment being confirmed',
  incomplete_expired: 'Payment failed',
  canceled: 'Cancelled',
  past_due: 'Payment overdue',
  expired: 'Expired',
  none: 'No plan',
};

/** "Trial · 3 days left", "Trial ended", "Paying". */
export function statusText({ status, trialDaysLeft }: Pick<AdminUserRow, 'status' | 'trialDaysLeft'>): string {
  if (status !== 'trial') return STATUS_LABELS[status];
  if (trialDaysLeft === 0) return 'Trial ended';
  return `Trial · ${trialDaysLeft} ${trialDaysLeft === 1 ? 'day' : 'days'} left`;
}

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'trial.extended': 'Extended the trial',
  'admin.granted': 'Granted admin',
  'admin.revoked': 'Revoked admin',
};

/** Why an admin's rights cannot be revoked here, or null when they can. */
export function revokeBlocked(user: AdminUserRow, myId: string | null): string | null {
  if (user.adminByConfig) return ADMIN_MESSAGES.revokeConfigured;
  if (user.id === myId) return ADMIN_MESSAGES.revokeSelf;
  return null;
}
