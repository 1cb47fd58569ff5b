import { firstDayOf, type DayKey, type MonthRef } from '../../../shared/days';

// Day keys are UTC dates: format them in UTC, whatever the user's zone.
const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortDayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

const utc = (key: DayKey) => new Date(`${key}T00:00:00Z`);

/** "November 2026" */
export function monthLabel(month: MonthRef): string {
  return monthFormat.format(utc(firstDayOf(month)));
}

/** "Monday 2 November 2026" */
export function dayLabel(key: DayKey): string {
  return dayFormat.format(utc(key)).replace(',', '');
}

/** "2 Nov" */
export function shortDayLabel(key: DayKey): string {
  return shortDayFormat.format(utc(key));
}

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A session's length in whole minutes; under a minute says so instead of "0 min". */
export function sessionMinutesLabel(elapsedSeconds: number): string {
  return elapsedSeconds < 30 ? '< 1 min' : `${Math.round(elapsedSeconds / 60)} min`;
}

