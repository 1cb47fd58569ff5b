const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Mar 4, 2026" in the reader's time zone. */
export const formatDate = (iso: string) => DATE.format(new Date(iso));

/** "Mar 4, 2026, 2:05 PM" in the reader's time zone. */
export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));
