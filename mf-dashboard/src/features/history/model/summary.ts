import type { Completion } from '@blockbeat/contracts';
import { addDays, dayKeyOf, mondayOf, type DayKey } from '../../../shared/days';

/** Completions per local day. */
export function countsByDay(completions: readonly Completion[], timeZone?: string): Map<DayKey, number> {
  const counts = new Map<DayKey, number>();
  for (const c of completions) {
    const key = dayKeyOf(c.completedAt, timeZone);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

export interface WeekTotal {
  /** The week's Monday. */
  weekStart: DayKey;
  sessions: number;
  /** Minutes played, rounded to the nearest minute once for the week (not per session). */
  minutes: number;
}

export const WEEKS_SHOWN = 8;

/** The last `weeks` weeks (Monday to Sunday, local time), this week last, each with its sessions and minutes. */
export function weeklyTotals(completions: readonly Completion[], today: DayKey, timeZone?: string, weeks: number = WEEKS_SHOWN): WeekTotal[] {
  const thisWeek = mondayOf(today);
  const starts = Array.from({ length: weeks }, (_, i) => addDays(thisWeek, (i - weeks + 1) * 7));
  const seconds = new Map<DayKey, { sessions: number; seconds: number }>(starts.map((s) => [s, { sessions: 0, seconds: 0 }]));
  for (const c of completions) {
    const bucket = seconds.get(mondayOf(dayKeyOf(c.completedAt, timeZone)));
    if (!bucket) continue;
    bucket.sessions += 1;
    bucket.seconds += c.elapsedSeconds;
  }
  return starts.map((weekStart) => {
    const { sessions, seconds: s } = seconds.get(weekStart)!;
    return { weekStart, sessions, minutes: Math.round(s / 60) };
  });
}

export interface Streaks {
  current: number;
  longest: number;
}

/**
 * Runs of consecutive local days with at least one completion. The current streak is the run that
 * ends today, or yesterday (today is not over: a streak is not lost before the day ends).
 */
export function streaks(activeDays: Iterable<DayKey>, today: DayKey): Streaks {
  const days = new Set(activeDays);
  let longest = 0;
  for (const day of days) {
    if (days.has(addDays(day, -1))) continue;
    let length = 1;
    while (days.has(addDays(day, length))) length += 1;
    longest = Math.max(longest, length);
  }
  const end = days.has(today) ? today : days.has(addDays(today, -1)) ? addDays(today, -1) : null;
  let current = 0;
  if (end) while (days.has(addDays(end, -current))) current += 1;
  return { current, longest };
}
