const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Mar 4, 2026, 2:05 PM" in the reader's time zone. */
export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long someone has waited, in the largest whole unit: "12 min", "3 h", "2 d". */
export function waitedFor(sinceIso: string, now: number): string {
  const ms = Math.max(0, now - Date.parse(sinceIso));
  if (ms >= DAY) return `${Math.floor(ms / DAY)} d`;
  if (ms >= HOUR) return `${Math.floor(ms / HOUR)} h`;
  return `${Math.max(1, Math.floor(ms / MINUTE))} min`;
}
