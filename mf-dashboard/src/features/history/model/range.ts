import { addDays, firstDayOf, shiftMonth, startOfDay, type DayKey, type MonthRef } from '../../../shared/days';

/** What the history endpoint is asked for: from (inclusive) to (exclusive), ISO instants. */
export interface HistoryRange {
  from: string;
  to: string;
}

/** A month's completions: from its first local midnight to the next month's. */
export function monthRange(month: MonthRef, timeZone?: string): HistoryRange {
  return { from: startOfDay(firstDayOf(month), timeZone).toISOString(), to: startOfDay(firstDayOf(shiftMonth(month, 1)), timeZone).toISOString() };
}

/**
 * Days the streaks and weekly totals look at: the last year up to the end of today. A year and a
 * day stays inside the endpoint's HISTORY_DAYS_MAX (372) even with a DST hour.
 */
export const SUMMARY_DAYS = 366;

export function summaryRange(today: DayKey, timeZone?: string): HistoryRange {
  return { from: startOfDay(addDays(today, 1 - SUMMARY_DAYS), timeZone).toISOString(), to: startOfDay(addDays(today, 1), timeZone).toISOString() };
}
