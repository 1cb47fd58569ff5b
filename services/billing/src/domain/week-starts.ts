const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** The Mondays (00:00 UTC) of the last `count` weeks, oldest first; the last is this week's. */
export function lastWeekStarts(now: Date, count: number): Date[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  const thisMonday = today - daysSinceMonday * DAY_MS;
  return Array.from({ length: count }, (_, i) => new Date(thisMonday - (count - 1 - i) * WEEK_MS));
}
