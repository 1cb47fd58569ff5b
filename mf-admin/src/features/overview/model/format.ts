const COUNT = new Intl.NumberFormat('en-US');
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const WEEK = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "12,345" */
export const formatCount = (n: number) => COUNT.format(n);

/** "$1,234.56" from cents, so no float ever rounds the revenue. */
export const formatCents = (cents: number) => USD.format(cents / 100);

/** "Mar 2": a week by its Monday, which is a UTC date. */
export const formatWeek = (isoDate: string) => WEEK.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
