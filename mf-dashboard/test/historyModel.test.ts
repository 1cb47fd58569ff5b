import type { Completion } from '@blockbeat/contracts';
import { CALENDAR_KEYS, monthGrid, movedDay } from '../src/features/history/model/calendar';
import { addDays, dayKeyOf, daysBetween, mondayOf, shiftMonth, startOfDay, weekdayIndex } from '../src/shared/days';
import { dayLabel, monthLabel, sessionMinutesLabel } from '../src/features/history/model/format';
import { dateTimeLabel } from '../src/shared/dateTimeLabel';
import { monthRange, summaryRange } from '../src/features/history/model/range';
import { countsByDay, streaks, weeklyTotals } from '../src/features/history/model/summary';

const BERLIN = 'Europe/Berlin';
const NEW_YORK = 'America/New_York';
const SYDNEY = 'Australia/Sydney';

let seq = 0;
const done = (completedAt: string, elapsedSeconds = 600): Completion => ({ id: `c${++seq}`, workoutId: 'w1', workoutName: 'Morning HIIT', elapsedSeconds, completedAt });

describe('local days', () => {
  test('when an instant is read in a time zone, then it falls on that zone’s wall-clock day', () => {
    // 23:30 UTC on New Year's Eve is already 2027 in Berlin, still 2026 in New York.
    expect(dayKeyOf('2026-12-31T23:30:00Z', BERLIN)).toBe('2027-01-01');
    expect(dayKeyOf('2026-12-31T23:30:00Z', NEW_YORK)).toBe('2026-12-31');
    expect(dayKeyOf('2026-12-31T23:30:00Z', 'UTC')).toBe('2026-12-31');
  });

  test('when days are added across a DST change or a year end, then every day is counted once', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-12-25', '2027-01-05')).toBe(11);
  });

  test('when a week is asked for, then it starts on Monday', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0);
    expect(weekdayIndex('2026-11-29')).toBe(6);
    expect(mondayOf('2027-01-03')).toBe('2026-12-28');
  });

  test('when a day begins on a DST change, then its start is its local midnight (23 h and 25 h days)', () => {
    // Berlin springs forward on 29 March 2026 (a 23-hour day) and falls back on 25 October (25 hours).
    expect(startOfDay('2026-03-29', BERLIN).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDay('2026-03-30', BERLIN).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfDay('2026-10-25', BERLIN).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfDay('2026-10-26', BERLIN).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    // New York: 8 March and 1 November 2026.
    expect(startOfDay('2026-03-08', NEW_YORK).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDay('2026-11-02', NEW_YORK).toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  test('when a zone moves its clocks at midnight, then the day starts at the first moment that exists', () => {
    // Santiago sprang forward at 00:00 on 6 September 2026 (to 01:00): 04:00 UTC.
    const start = startOfDay('2026-09-06', 'America/Santiago');
    expect(dayKeyOf(start, 'America/Santiago')).toBe('2026-09-06');
    expect(dayKeyOf(new Date(start.getTime() - 1), 'America/Santiago')).toBe('2026-09-05');
  });

  test('when months are shifted across a year end, then the year follows', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
    expect(shiftMonth({ year: 2026, month: 11 }, -23)).toEqual({ year: 2024, month: 12 });
  });
});

describe('month calendar', () => {
  test('when a month is laid out, then it has whole Monday-first weeks and the days around it are marked outside', () => {
    const grid = monthGrid({ year: 2026, month: 11 }, new Map([['2026-11-03', 2]]));
    // 1 November 2026 is a Sunday: the first week starts on Monday 26 October.
    expect(grid).toHaveLength(6);
    expect(grid[0]!.map((d) => d.key)).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01']);
    expect(grid[0]!.map((d) => d.inMonth)).toEqual([false, false, false, false, false, false, true]);
    expect(grid[5]!.at(-1)).toEqual({ key: '2026-12-06', inMonth: false, completions: 0 });
    expect(grid.flat().find((d) => d.key === '2026-11-03')?.completions).toBe(2);
  });

  test('when a month starts on Monday and ends on Sunday, then no day of another month shows', () => {
    const grid = monthGrid({ year: 2021, month: 2 }, new Map());
    expect(grid).toHaveLength(4);
    expect(grid.flat().every((d) => d.inMonth)).toBe(true);
  });

  test('when December is laid out, then its last week runs into January of the next year', () => {
    const grid = monthGrid({ year: 2026, month: 12 }, new Map());
    expect(grid.at(-1)!.map((d) => d.key)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
  });

  test('when the calendar keys are pressed, then focus moves by day, week, week edge and month', () => {
    const move = (key: string, day: string) => movedDay(day, CALENDAR_KEYS[key]!);
    expect(move('ArrowRight', '2026-12-31')).toBe('2027-01-01');
    expect(move('ArrowLeft', '2027-01-01')).toBe('2026-12-31');
    expect(move('ArrowDown', '2026-12-28')).toBe('2027-01-04');
    expect(move('ArrowUp', '2026-11-03')).toBe('2026-10-27');
    expect(move('Home', '2026-11-05')).toBe('2026-11-02');
    expect(move('End', '2026-11-05')).toBe('2026-11-08');
    expect(move('PageDown', '2027-01-31')).toBe('2027-02-28');
    expect(move('PageUp', '2027-01-15')).toBe('2026-12-15');
  });
});

describe('history ranges', () => {
  test('when a month is asked for, then the range runs from its first local midnight to the next month’s', () => {
    expect(monthRange({ year: 2026, month: 3 }, BERLIN)).toEqual({ from: '2026-02-28T23:00:00.000Z', to: '2026-03-31T22:00:00.000Z' });
    expect(monthRange({ year: 2026, month: 12 }, NEW_YORK)).toEqual({ from: '2026-12-01T05:00:00.000Z', to: '2027-01-01T05:00:00.000Z' });
  });

  test('when the summary is asked for, then it covers 366 local days up to the end of today and stays within 372 days', () => {
    const range = summaryRange('2026-11-24', BERLIN);
    expect(range).toEqual({ from: '2025-11-23T23:00:00.000Z', to: '2026-11-24T23:00:00.000Z' });
    expect((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000).toBeLessThanOrEqual(372);
  });
});

describe('weekly totals', () => {
  test('when completions fall in the last 8 weeks, then each Monday-to-Sunday week has its sessions and minutes, this week last', () => {
    const totals = weeklyTotals(
      [
        done('2026-11-23T07:00:00Z', 1200),
        done('2026-11-22T22:30:00Z', 600), // Sunday 23:30 in Berlin: last week, not this one
        done('2026-11-16T08:00:00Z', 90),
        done('2026-10-04T08:00:00Z', 3000), // 8 weeks back: outside
      ],
      '2026-11-24',
      BERLIN,
    );
    expect(totals).toHaveLength(8);
    expect(totals[0]!.weekStart).toBe('2026-10-05');
    expect(totals.at(-1)).toEqual({ weekStart: '2026-11-23', sessions: 1, minutes: 20 });
    expect(totals.at(-2)).toEqual({ weekStart: '2026-11-16', sessions: 2, minutes: 12 });
    expect(totals.slice(0, 6).every((w) => w.sessions === 0 && w.minutes === 0)).toBe(true);
  });

  test('when the weeks span a DST change and a year end, then each completion lands in its local week', () => {
    const totals = weeklyTotals(
      [done('2026-10-25T22:30:00Z'), done('2026-12-31T23:30:00Z'), done('2027-01-04T00:30:00Z')],
      '2027-01-05',
      BERLIN,
    );
    const byStart = Object.fromEntries(totals.map((w) => [w.weekStart, w.sessions]));
    // 25 Oct is outside the 8 weeks (from 16 Nov); New Year's Eve 23:30 UTC is 1 Jan in Berlin: the week of 28 Dec;
    // 4 Jan 00:30 UTC is Monday 01:30 in Berlin: this week.
    expect(totals[0]!.weekStart).toBe('2026-11-16');
    expect(byStart['2026-12-28']).toBe(1);
    expect(byStart['2027-01-04']).toBe(1);
    expect(totals.reduce((s, w) => s + w.sessions, 0)).toBe(2);
  });
});

describe('streaks', () => {
  test('when days run on to today, then the current streak counts them', () => {
    expect(streaks(['2026-11-22', '2026-11-23', '2026-11-24'], '2026-11-24')).toEqual({ current: 3, longest: 3 });
  });

  test('when the last active day is yesterday, then the streak is still current', () => {
    expect(streaks(['2026-11-22', '2026-11-23'], '2026-11-24')).toEqual({ current: 2, longest: 2 });
  });

  test('when the last active day is before yesterday, then there is no current streak but the longest stays', () => {
    expect(streaks(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-20', '2026-11-21'], '2026-11-24')).toEqual({ current: 0, longest: 3 });
  });

  test('when a streak runs across a year end and through a leap day, then it is unbroken', () => {
    expect(streaks(['2027-12-30', '2027-12-31', '2028-01-01'], '2028-01-02')).toEqual({ current: 3, longest: 3 });
    expect(streaks(['2028-02-28', '2028-02-29', '2028-03-01'], '2028-03-01').current).toBe(3);
  });

  test('when completions straddle a DST night, then days are local: the 25-hour day is one day', () => {
    // 25 October 2026 in Berlin lasts 25 h: 00:10 and 23:50 local are the same day.
    const days = countsByDay([done('2026-10-24T22:10:00Z'), done('2026-10-25T22:50:00Z'), done('2026-10-26T06:00:00Z')], BERLIN);
    expect(Object.fromEntries(days)).toEqual({ '2026-10-25': 2, '2026-10-26': 1 });
    expect(streaks(days.keys(), '2026-10-26')).toEqual({ current: 2, longest: 2 });
  });

  test('when there are no completions, then both streaks are 0', () => {
    expect(streaks([], '2026-11-24')).toEqual({ current: 0, longest: 0 });
  });

  test('when the zone is far ahead of UTC, then an early-morning workout counts for the local day', () => {
    // 06:00 in Sydney on 1 January is still 31 December in UTC.
    expect(dayKeyOf('2026-12-31T19:00:00Z', SYDNEY)).toBe('2027-01-01');
  });
});

describe('history labels', () => {
  test('when labels are made, then they read as a person writes dates and lengths', () => {
    expect(monthLabel({ year: 2026, month: 11 })).toBe('November 2026');
    expect(dayLabel('2026-11-02')).toBe('Monday 2 November 2026');
    expect(dateTimeLabel('2026-11-02T06:30:00Z', BERLIN)).toBe('Mon 2 Nov, 07:30');
    expect(sessionMinutesLabel(20)).toBe('< 1 min');
    expect(sessionMinutesLabel(779)).toBe('13 min');
  });
});
