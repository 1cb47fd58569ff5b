import { ADMIN_API } from '@blockbeat/contracts';

/**
 * Query keys whose segments joined by '/' are the URL (the shell's default query function reads
 * them so). Everything billing answers for /admin starts with one segment, so an admin action
 * reads all of it again: the rows, a user's details, the audit log and the overview's figures.
 */
export const BILLING_ADMIN_KEY = [ADMIN_API.billing] as const;
