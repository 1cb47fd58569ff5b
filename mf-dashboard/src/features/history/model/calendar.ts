import { addDays, daysBetween, firstDayOf, daysInMonth, mondayOf, monthOf, sameMonth, shiftMonth, type DayKey, type MonthRef } from '../../../shared/days';

export interface CalendarDay {
  key: DayKey;
  /** False for the days of the previous and next month that fill the first and last week. */
  inMonth: boolean;
  completions: number;
}

/**
 * The month as a calendar shows it: whole weeks, Monday first, from the week of the 1st to the
 * week of the last day; each day with its number of completions.
 */
export function monthGrid(month: MonthRef, countsByDay: ReadonlyMap<DayKey, number>): CalendarDay[][] {
  const first = firstDayOf(month);
  const last = addDays(first, daysInMonth(month) - 1);
  const start = mondayOf(first);
  const weeks = Math.ceil((daysBetween(start, last) + 1) / 7);
  return Array.from({ length: weeks }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => {
      const key = addDays(start, w * 7 + d);
      return { key, inMonth: sameMonth(monthOf(key), month), completions: countsByDay.get(key) ?? 0 };
    }),
  );
}

export type CalendarMove = 'previousDay' | 'nextDay' | 'previousWeek' | 'nextWeek' | 'weekStart' | 'weekEnd' | 'previousMonth' | 'nextMonth';

/** Keys of a calendar grid (the WAI-ARIA date grid pattern) and the move each makes. */
export const CALENDAR_KEYS: Readonly<Record<string, CalendarMove>> = {
  ArrowLeft: 'previousDay',
  ArrowRight: 'nextDay',
  ArrowUp: 'previousWeek',
  ArrowDown: 'nextWeek',
  Home: 'weekStart',
  End: 'weekEnd',
  PageUp: 'previousMonth',
  PageDown: 'nextMonth',
};

/** The day focus moves to; a month move keeps the day of the month, or the month's last day when it is shorter. */
export function movedDay(key: DayKey, move: CalendarMove): DayKey {
  switch (move) {
    case 'previousDay':
      return addDays(key, -1);
    case 'nextDay':
      return addDays(key, 1);
    case 'previousWeek':
      return addDays(key, -7);
    case 'nextWeek':
      return addDays(key, 7);
    case 'weekStart':
      return mondayOf(key);
    case 'weekEnd':
      return addDays(mondayOf(key), 6);
    case 'previousMonth':
    case 'nextMonth':
      return sameDayInMonth(key, move === 'nextMonth' ? 1 : -1);
  }
}

function sameDayInMonth(key: DayKey, delta: number): DayKey {
  const target = shiftMonth(monthOf(key), delta);
  const day = Math.min(Number(key.slice(8, 10)), daysInMonth(target));
  return addDays(firstDayOf(target), day - 1);
}
