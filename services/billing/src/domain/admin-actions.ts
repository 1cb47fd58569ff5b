import { ADMIN_MESSAGES, type AdminUserRow, type AuditAction, type IdentityClaims } from '@blockbeat/contracts';
import { ConflictError, ForbiddenError, NotFoundError } from '@blockbeat/service-kit';
import type { AdminAuditRepository } from '../data/admin-audit-repository';
import type { SubscriptionRecord } from '../data/subscription-repository';
import type { InTransaction, Tx } from '../data/transaction';
import type { UserDirectoryRepository } from '../data/user-directory-repository';
import { hasLiveSubscription } from './stripe-status';
import { adminRowOf, isAdminRecord, isConfiguredAdmin } from './user-views';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AdminActionsDeps {
  directory: UserDirectoryRepository;
  audit: AdminAuditRepository;
  inTransaction: InTransaction;
  /** Lower-cased. */
  adminEmails: readonly string[];
}

interface Change {
  action: AuditAction;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  record: SubscriptionRecord;
}

/**
 * What an admin changes on a user. Each runs in one transaction with the user's row locked, and
 * writes its audit entry in that transaction: no change without its record, no record without it.
 */
export function adminActionsUseCases({ directory, audit, inTransaction, adminEmails }: AdminActionsDeps) {
  const configured = new Set(adminEmails);

  /** Locks the target, lets `decide` change it (or nothing), and records what changed. */
  function act(actor: IdentityClaims, userId: string, now: Date, decide: (target: SubscriptionRecord, tx: Tx) => Promise<Change | null>) {
    return inTransaction(async (tx): Promise<AdminUserRow> => {
      const target = await directory.lock(userId, tx);
      if (!target) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
      const change = await decide(target, tx);
      if (!change) return adminRowOf(target, configured, now);
      await audit.append(
        {
          actorId: actor.sub,
          actorEmail: actor.email,
          action: change.action,
          targetId: target.userId,
          targetEmail: target.email ?? '',
          before: change.before,
          after: change.after,
        },
        tx,
      );
      return adminRowOf(change.record, configured, now);
    });
  }

  return {
    /**
     * The trial ends `days` later than now or than its current end, whichever is later, and the
     * user is in trial again (an expired or cancelled user regains access). Refused while a
     * Stripe subscription runs: its own schedule decides when the user is charged.
     */
    extendTrial(actor: IdentityClaims, userId: string, days: number, now = new Date()): Promise<AdminUserRow> {
      return act(actor, userId, now, async (target, tx) => {
        if (target.status === 'active' || hasLiveSubscription(target)) throw new ConflictError(ADMIN_MESSAGES.extendPaying);
        const from = Math.max(now.getTime(), target.trialEndsAt?.getTime() ?? 0);
        const record = await directory.setTrial(userId, new Date(from + days * DAY_MS), tx);
        return {
          action: 'trial.extended',
          before: { status: target.status, trialEndsAt: target.trialEndsAt?.toISOString() ?? null },
          after: { status: record.status, trialEndsAt: record.trialEndsAt?.toISOString() ?? null, days },
          record,
        };
      });
    },

    /**
     * Grants or revokes the console's admin grant. ADMIN_EMAILS stay admins (their revocation is
     * refused, not silently ineffective) and nobody revokes themselves, so an admin always remains.
     * Asking for what is already so changes nothing and records nothing.
     */
    setAdmin(actor: IdentityClaims, userId: string, admin: boolean, now = new Date()): Promise<AdminUserRow> {
      return act(actor, userId, now, async (target, tx) => {
        if (!admin && target.userId === actor.sub) throw new ForbiddenError(ADMIN_MESSAGES.revokeSelf);
        if (!admin && isConfiguredAdmin(target, configured)) throw new ConflictError(ADMIN_MESSAGES.revokeConfigured);
        if (target.adminGranted === admin) return null;
        const record = await directory.setAdminGranted(userId, admin, tx);
        return {
          action: admin ? 'admin.granted' : 'admin.revoked',
          before: { admin: isAdminRecord(target, configured) },
          after: { admin: isAdminRecord(record, configured) },
          record,
        };
      });
    },
  };
}

export type AdminActionsUseCases = ReturnType<typeof adminActionsUseCases>;
