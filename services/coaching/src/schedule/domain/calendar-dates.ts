import { COACHING_LIMITS } from '@blockbeat/contracts';

/**
 * Calendar days as `YYYY-MM-DD`, counted on the UTC calendar: a day has no time zone and no
 * length, so a daylight-saving change (a 23- or 25-hour local day) never skips or repeats one.
 * Only "which day is it now" depends on a zone, and the client's device answers that.
 */
const MS_PER_DAY = 86_400_000;

const epochDay = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / MS_PER_DAY;
const fromEpochDay = (day: number) => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => fromEpochDay(epochDay(date) + days);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => epochDay(to) - epochDay(from);

/** The Monday of the week holding `date` (weeks start on Monday). */
export const mondayOf = (date: string): string => addDays(date, -((new Date(epochDay(date) * MS_PER_DAY).getUTCDay() + 6) % 7));

/** `count` consecutive days from `from`. */
export const datesFrom = (from: string, count: number): string[] => Array.from({ length: Math.max(0, count) }, (_, i) => addDays(from, i));

/** The UTC calendar date of an instant (the server's "today"). */
export const utcDateOf = (instant: Date): string => instant.toISOString().slice(0, 10);

/** The calendar date of an instant on a wall clock in `timeZone` (an IANA name), as a device there shows it. */
export function localDateAt(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * A device's own date is taken as "today" when it is within a day of the server's UTC date: every
 * time zone (UTC−12 to UTC+14) is, and a device set to another month is not.
 */
export const isPlausibleToday = (given: string, now: Date): boolean => Math.abs(daysBetween(utcDateOf(now), given)) <= COACHING_LIMITS.todaySkewDays;
