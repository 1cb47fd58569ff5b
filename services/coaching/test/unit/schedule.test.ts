import { addDays, datesFrom, isFallingBehind, isPlausibleToday, localDateAt, mondayOf, plannedOn, scheduleDays, type PlanItem } from '../../src/schedule';

const W = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const PROGRAM_ID = 'program-1';
/** Two weeks: Monday and Wednesday of week 1 and Monday of week 2. */
const program = {
  weeks: 2,
  days: [
    [{ workoutIds: [W(1)] }, { workoutIds: [] }, { workoutIds: [W(2)] }, ...Array.from({ length: 4 }, () => ({ workoutIds: [] }))],
    [{ workoutIds: [W(3)] }, ...Array.from({ length: 6 }, () => ({ workoutIds: [] }))],
  ],
};
const programs = new Map([[PROGRAM_ID, program]]);
const fromMonday: PlanItem = { programId: PROGRAM_ID, workoutId: null, startDate: '2026-11-23' };
const done = (workoutId: string, date: string) => ({ workoutId, date, completedAt: `${date}T18:00:00.000Z` });

describe('calendar days', () => {
  test('when days are added across a month and a year end, then the calendar is followed', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(mondayOf('2026-11-28')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
  });

  test('when a week spans a daylight-saving change, then it still has 7 distinct days', () => {
    // Europe/London leaves summer time on Sunday 2026-10-25; Sydney starts it on Sunday 2026-10-04.
    for (const monday of ['2026-10-19', '2026-09-28']) {
      const week = datesFrom(monday, 7);
      expect(new Set(week).size).toBe(7);
      expect(week.at(-1)).toBe(addDays(monday, 6));
      expect(mondayOf(week.at(-1)!)).toBe(monday);
    }
  });

  test('when the clocks go back in London, then each local instant of that Sunday and the Monday after lands on its own date', () => {
    const tz = 'Europe/London';
    expect(localDateAt(new Date('2026-10-25T00:30:00Z'), tz)).toBe('2026-10-25'); // 01:30 BST
    expect(localDateAt(new Date('2026-10-25T23:30:00Z'), tz)).toBe('2026-10-25'); // 23:30 GMT, a 25-hour day
    expect(localDateAt(new Date('2026-10-26T00:00:00Z'), tz)).toBe('2026-10-26');
  });

  test('when it is evening in London, then a client in Sydney is already on the next day, and both are plausible', () => {
    const instant = new Date('2026-11-28T20:00:00Z');
    const london = localDateAt(instant, 'Europe/London');
    const sydney = localDateAt(instant, 'Australia/Sydney');
    expect(london).toBe('2026-11-28');
    expect(sydney).toBe('2026-11-29');
    expect(isPlausibleToday(london, instant)).toBe(true);
    expect(isPlausibleToday(sydney, instant)).toBe(true);
    expect(isPlausibleToday(localDateAt(instant, 'Pacific/Kiritimati'), instant)).toBe(true);
    expect(isPlausibleToday('2026-11-30', instant)).toBe(false);
    expect(isPlausibleToday('2026-11-26', instant)).toBe(false);
  });
});

describe('what is planned on a day', () => {
  test('when a program starts on a Monday, then its days fall on the weekdays of the grid and nothing after its last week', () => {
    expect(plannedOn('2026-11-23', [fromMonday], programs)).toEqual([W(1)]);
    expect(plannedOn('2026-11-24', [fromMonday], programs)).toEqual([]);
    expect(plannedOn('2026-11-25', [fromMonday], programs)).toEqual([W(2)]);
    expect(plannedOn('2026-11-30', [fromMonday], programs)).toEqual([W(3)]);
    expect(plannedOn('2026-12-07', [fromMonday], programs)).toEqual([]);
    expect(plannedOn('2026-11-22', [fromMonday], programs)).toEqual([]);
  });

  test('when a program starts mid-week, then its day 1 is the start date', () => {
    expect(plannedOn('2026-11-26', [{ ...fromMonday, startDate: '2026-11-26' }], programs)).toEqual([W(1)]);
  });

  test('when a program and a one-off workout share a day, then both are planned once each', () => {
    const plan: PlanItem[] = [fromMonday, { programId: null, workoutId: W(4), startDate: '2026-11-23' }, { programId: null, workoutId: W(1), startDate: '2026-11-23' }];
    expect(plannedOn('2026-11-23', plan, programs)).toEqual([W(1), W(4)]);
  });

  test('when the program no longer exists, then it plans nothing', () => {
    expect(plannedOn('2026-11-23', [fromMonday], new Map())).toEqual([]);
  });
});

describe("a client's days", () => {
  const week = datesFrom('2026-11-23', 7);

  test('when today is Thursday, then a past planned day not done is missed, a done day done, the future planned and empty days rest', () => {
    const days = scheduleDays(week, [fromMonday], programs, [done(W(1), '2026-11-23')], '2026-11-26');
    expect(days.map((d) => d.status)).toEqual(['done', 'rest', 'missed', 'rest', 'rest', 'rest', 'rest']);
    const later = scheduleDays(week, [fromMonday], programs, [], '2026-11-25');
    expect(later[2]!.status).toBe('planned');
  });

  test('when the same day is seen by a client whose date is a day ahead, then their today decides planned or missed', () => {
    expect(scheduleDays(['2026-11-25'], [fromMonday], programs, [], '2026-11-25')[0]!.status).toBe('planned');
    expect(scheduleDays(['2026-11-25'], [fromMonday], programs, [], '2026-11-26')[0]!.status).toBe('missed');
  });

  test('when a workout was done that is no longer planned that day, then it shows as done, unplanned', () => {
    const [day] = scheduleDays(['2026-11-24'], [fromMonday], programs, [done(W(9), '2026-11-24')], '2026-11-28');
    expect(day).toMatchObject({ status: 'done', entries: [{ workoutId: W(9), planned: false }] });
  });

  test('when fewer than half of at least 2 workouts planned in the 7 days before today were done, then the client is falling behind', () => {
    const twoWeeks = datesFrom('2026-11-23', 14);
    const plan = [fromMonday];
    // Planned before 2026-12-01: W1 (23rd), W2 (25th), W3 (30th).
    expect(isFallingBehind(scheduleDays(twoWeeks, plan, programs, [done(W(1), '2026-11-23')], '2026-12-01'), '2026-12-01')).toBe(true);
    expect(isFallingBehind(scheduleDays(twoWeeks, plan, programs, [done(W(1), '2026-11-23'), done(W(3), '2026-11-30')], '2026-12-01'), '2026-12-01')).toBe(false);
    // Only one planned in the window: never falling behind on one workout.
    expect(isFallingBehind(scheduleDays(twoWeeks, plan, programs, [], '2026-11-24'), '2026-11-24')).toBe(false);
  });
});
