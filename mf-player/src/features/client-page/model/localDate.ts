/**
 * Calendar days as the client lives them (contracts' coaching dates: `YYYY-MM-DD`, no time zone):
 * the browser's own local date decides what "today" is, so a client in Sydney sees Sydney's day.
 */
export function localDate(at: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** Noon UTC of a calendar day: safe to format without a time zone shifting the day. */
const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);

/** "Monday 30 November" (in the browser's language). */
export function dayName(date: string): string {
  return noonOf(date).toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
}

/** The Monday of `date`'s week (weeks start on Monday). */
export function mondayOf(date: string): string {
  const at = noonOf(date);
  at.setUTCDate(at.getUTCDate() - ((at.getUTCDay() + 6) % 7));
  return at.toISOString().slice(0, 10);
}

/** The Sunday that ends `date`'s week. */
export function sundayOf(date: string): string {
  const at = noonOf(mondayOf(date));
  at.setUTCDate(at.getUTCDate() + 6);
  return at.toISOString().slice(0, 10);
}
