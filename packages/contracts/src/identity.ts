import type { SubscriptionStatus } from './subscription';

export const IDENTITY_ISSUER = 'blockbeat-gateway';
export const IDENTITY_TTL_SECONDS = 60;
export type ServiceName = 'content' | 'billing' | 'support' | 'coaching';

/**
 * The caller's entitlement as billing last reported it. `canEdit` is billing's `entitled` (access
 * and not expired: may create and edit), not the status answer's `hasAccess`, which stays true
 * for a trial whose days have run out.
 */
export interface Entitlement {
  status: SubscriptionStatus;
  canEdit: boolean;
  admin: boolean;
}

/** Claims the gateway signs for every proxied request (docs/architecture.md). */
export interface IdentityClaims {
  sub: string;
  email: string;
  name: string;
  ent: Entitlement;
}

export interface AuthUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  onboardingCompleted: boolean;
}

export interface RemotesMap {
  remotes: Array<{ name: string; entry: string }>;
}

/**
 * Creating and editing content (workouts, templates, categories, shares, uploads, imports) needs
 * an entitlement or admin; reading, playing and deleting do not.
 */
export function canEditContent(ent: Entitlement): boolean {
  return ent.canEdit || ent.admin;
}

/**
 * The PostgreSQL channel billing notifies with a user id whenever what that user may do changes
 * (admin grant or revocation, subscription, trial): the gateway forgets its cached entitlement at
 * once instead of waiting for the cache to expire.
 */
export const ENTITLEMENTS_CHANGED_CHANNEL = 'blockbeat_entitlements_changed';
