import type { IdentityClaims } from '@blockbeat/contracts';

/**
 * Support staff are the admins: the gateway marks them in the identity token (`ent.admin`: the
 * billing status `admin` or an address in billing's ADMIN_EMAILS, admin@example.com in development).
 */
export const isStaff = (identity: IdentityClaims): boolean => identity.ent.admin;
