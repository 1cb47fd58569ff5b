/**
 * Calendar days as the user lives them: a completion belongs to the day its local wall clock
 * showed. Days are 'YYYY-MM-DD' keys, and day arithmetic runs on the keys (UTC dates, where every
 * day is 24 h), so a DST change never makes a day vanish or count twice. Only two steps read a
 * time zone: an instant → its day, and a day → the instant it starts. `timeZone` is an IANA name;
 * undefined means the browser's own.
 */
export type DayKey = string;

const MS_PER_DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The year, month, day, hour, minute and second the wall clock in `timeZone` shows at `instant`. */
function wallClock(instant: Date, timeZone: string | undefined): number[] {
  const key = timeZone ?? '';
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(key, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return ['year', 'month', 'day', 'hour', 'minute', 'second'].map((t) => Number(parts[t]));
}

function keyOfUtcDate(date: Date): DayKey {
  return date.toISOString().slice(0, 10);
}

function utcDateOf(key: DayKey): Date {
  return new Date(`${key}T00:00:00Z`);
}

export function dayKey(year: number, month: number, day: number): DayKey {
  return keyOfUtcDate(new Date(Date.UTC(year, month - 1, day)));
}

/** The local day `instant` falls on in `timeZone`. */
export function dayKeyOf(instant: Date | string, timeZone?: string): DayKey {
  const [year, month, day] = wallClock(new Date(instant), timeZone);
  return dayKey(year!, month!, day!);
}

export function addDays(key: DayKey, days: number): DayKey {
  return keyOfUtcDate(new Date(utcDateOf(key).getTime() + days * MS_PER_DAY));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: DayKey, to: DayKey): number {
  return Math.round((utcDateOf(to).getTime() - utcDateOf(from).getTime()) / MS_PER_DAY);
}

/** 0 for Monday … 6 for Sunday: weeks start on Monday. */
export function weekdayIndex(key: DayKey): number {
  return (utcDateOf(key).getUTCDay() + 6) % 7;
}

export function mondayOf(key: DayKey): DayKey {
  return addDays(key, -weekdayIndex(key));
}

/** The milliseconds `timeZone` is ahead of UTC at `instant`. */
function offsetAt(instant: number, timeZone: string | undefined): number {
  const [y, mo, d, h, mi, s] = wallClock(new Date(instant), timeZone);
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant the day begins in `timeZone`: its midnight, or the first moment after it where a
 * DST change skips midnight (some zones move their clocks at 00:00).
 */
export function startOfDay(key: DayKey, timeZone?: string): Date {
  const midnightUtc = utcDateOf(key).getTime();
  // The offset may differ either side of the change: try the offset just before and just after.
  const candidates = [offsetAt(midnightUtc - MS_PER_DAY / 2, timeZone), offsetAt(midnightUtc + MS_PER_DAY / 2, timeZone)].map((o) => midnightUtc - o);
  const onTheDay = candidates.filter((c) => dayKeyOf(new Date(c), timeZone) === key).sort((a, b) => a - b);
  if (onTheDay.length > 0) return new Date(onTheDay[0]!);
  // Midnight did not exist: the day starts when the clocks jumped, the later candidate's hour.
  return new Date(Math.max(...candidates));
}

export interface MonthRef {
  year: number;
  /** 1–12 */
  month: number;
}

export function monthOf(key: DayKey): MonthRef {
  return { year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)) };
}

export function shiftMonth({ year, month }: MonthRef, delta: number): MonthRef {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function firstDayOf({ year, month }: MonthRef): DayKey {
  return dayKey(year, month, 1);
}

export function daysInMonth({ year, month }: MonthRef): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function sameMonth(a: MonthRef, b: MonthRef): boolean {
  return a.year === b.year && a.month === b.month;
}
