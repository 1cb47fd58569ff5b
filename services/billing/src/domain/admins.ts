import type { IdentityClaims } from '@blockbeat/contracts';

/** Admins: the gateway says so (`ent.admin`), or the e-mail is one of ADMIN_EMAILS (lower-cased). */
export function isAdmin(identity: IdentityClaims, adminEmails: ReadonlySet<string>): boolean {
  return identity.ent.admin || adminEmails.has(identity.email.toLowerCase());
}
