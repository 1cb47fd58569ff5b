import type { Assignment } from '@blockbeat/contracts';
import { doneKey, type ClientRecord } from '../../src/clients/data';
import { rosterRows, rosterWindow } from '../../src/clients/domain/roster';
import { addDays, datesFrom, daysBetween, doneOfPlanned, isFallingBehind, scheduleDays } from '../../src/schedule';

const W = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const TODAY = '2026-11-26'; // a Thursday
const empty = () => ({ workoutIds: [] as string[] });
/** Three weeks: W1 on Mondays, W2 on Wednesdays and Fridays; week 2 adds W3 on Tuesday. */
const threeWeeks = {
  weeks: 3,
  days: Array.from({ length: 3 }, (_, week) => [
    { workoutIds: [W(1)] },
    week === 1 ? { workoutIds: [W(3)] } : empty(),
    { workoutIds: [W(2)] },
    empty(),
    { workoutIds: [W(2)] },
    empty(),
    empty(),
  ]),
};
/** One week, W2 every day. */
const daily = { weeks: 1, days: [Array.from({ length: 7 }, () => ({ workoutIds: [W(2)] }))] };
const programs = new Map([
  ['three-weeks', threeWeeks],
  ['daily', daily],
]);

const client = (id: string): ClientRecord => ({ id, instructorId: 'coach', name: id, email: null, note: '', archived: false, createdAt: '2026-10-01T00:00:00.000Z', hasLink: false });
let next = 0;
const assignment = (clientId: string, plan: Partial<Assignment> & { startDate: string }): Assignment => ({ id: `a${(next += 1)}`, clientId, programId: null, workoutId: null, ...plan });

describe('the roster’s figures', () => {
  test('when plans overlap, repeat a workout, end, start later or are one-offs, and some completions were not planned, then each row says what the calendar’s week maths says', () => {
    const clients = ['none', 'on-track', 'behind', 'two-programs', 'one-offs', 'shared-start'].map(client);
    const assignments = [
      assignment('on-track', { programId: 'three-weeks', startDate: '2026-11-09' }),
      assignment('behind', { programId: 'three-weeks', startDate: '2026-11-09' }),
      assignment('two-programs', { programId: 'three-weeks', startDate: '2026-11-16' }),
      assignment('two-programs', { programId: 'daily', startDate: '2026-11-20' }),
      assignment('one-offs', { workoutId: W(4), startDate: '2026-11-24' }),
      assignment('one-offs', { workoutId: W(4), startDate: '2026-11-30' }),
      assignment('one-offs', { workoutId: W(5), startDate: '2026-10-01' }),
      assignment('shared-start', { programId: 'three-weeks', startDate: '2026-11-09' }),
      assignment('shared-start', { programId: 'daily', startDate: '2026-10-26' }),
    ];
    const { from, to } = rosterWindow(TODAY);
    const dates = datesFrom(from, daysBetween(from, to) + 1);
    // On track: everything done; the others every planned workout on every other day, one fewer on the rest; now and then a workout nobody planned.
    const completionsOf = new Map(
      clients.map(({ id }, c) => [
        id,
        dates.flatMap((date, d) => {
          if (id === 'behind' && date > '2026-11-16') return [];
          const planned = scheduleDays([date], assignments.filter((a) => a.clientId === id), programs, [], TODAY)[0]!.entries.map((e) => e.workoutId);
          const done = id === 'on-track' || (d + c) % 2 === 0 ? planned : planned.slice(1);
          return [...done, ...(d % 5 === 0 ? [W(9)] : [])].map((workoutId) => ({ workoutId, date, completedAt: `${date}T18:00:00.000Z` }));
        }),
      ]),
    );
    const done = clients.map(({ id }) => ({ clientId: id, done: new Set(completionsOf.get(id)!.map((x) => doneKey(x.date, x.workoutId))) }));

    const rows = rosterRows({ clients, assignments, programs, done, latest: [], today: TODAY });

    const monday = '2026-11-23';
    for (const row of rows) {
      const days = scheduleDays(dates, assignments.filter((a) => a.clientId === row.id), programs, completionsOf.get(row.id)!, TODAY);
      expect({ id: row.id, thisWeek: row.thisWeek, lastFourWeeks: row.lastFourWeeks, fallingBehind: row.fallingBehind }).toEqual({
        id: row.id,
        thisWeek: doneOfPlanned(days.filter((d) => d.date >= monday && d.date <= addDays(monday, 6))),
        lastFourWeeks: doneOfPlanned(days.filter((d) => d.date >= addDays(TODAY, -27) && d.date <= TODAY)),
        fallingBehind: isFallingBehind(days, TODAY),
      });
    }
    // The fixture covers what it means to: someone behind, someone not, and figures that are not all zero.
    expect(rows.find((r) => r.id === 'behind')!.fallingBehind).toBe(true);
    expect(rows.find((r) => r.id === 'on-track')!.fallingBehind).toBe(false);
    expect(rows.find((r) => r.id === 'none')!.lastFourWeeks).toEqual({ done: 0, planned: 0 });
    expect(rows.find((r) => r.id === 'two-programs')!.thisWeek.planned).toBeGreaterThan(rows.find((r) => r.id === 'on-track')!.thisWeek.planned);
  });
});
