export const GROUP_EMAIL_URL = '/api/admin/group-email';
/** Every group e-mail read: a campaign started reads them all again. */
export const GROUP_EMAIL_KEY = [GROUP_EMAIL_URL] as const;
/** How often the log is read again while a campaign runs. */
export const LIVE_POLL_MS = 2000;
