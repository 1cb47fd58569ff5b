import { FALLING_BEHIND_RULE, type Assignment, type DoneOfPlanned, type RosterRow, type RosterSort } from '@blockbeat/contracts';
import { addDays, datesFrom, daysBetween, fallsBehind, mondayOf, plannedOn, type ProgramsById } from '../../schedule';
import { doneKey, type ClientRecord, type DoneWorkouts, type LatestCompletion } from '../data';

/** The days the roster reads: the 28 ending today and the whole of this week. */
export function rosterWindow(today: string): { from: string; to: string; monday: string } {
  const monday = mondayOf(today);
  const fourWeeksBack = addDays(today, -27);
  return { from: fourWeeksBack < monday ? fourWeeksBack : monday, to: addDays(monday, 6), monday };
}

export interface RosterInputs {
  clients: readonly ClientRecord[];
  assignments: readonly Assignment[];
  programs: ProgramsById;
  /** Which workouts each client did on which days of the window. */
  done: readonly DoneWorkouts[];
  latest: readonly LatestCompletion[];
  today: string;
}

/**
 * Each client's figures over the window (docs/product.md#coaching): the counts of the calendar's
 * week maths (scheduleDays, doneOfPlanned, isFallingBehind: planned workouts, and those of them
 * done that day), folded without building the days. What an assignment plans on each day of the
 * window is worked out once and shared by every client given the same program from the same date.
 */
export function rosterRows({ clients, assignments, programs, done, latest, today }: RosterInputs): RosterRow[] {
  const { from, to, monday } = rosterWindow(today);
  const dates = datesFrom(from, daysBetween(from, to) + 1);
  const sunday = addDays(monday, 6);
  const fourWeeksBack = addDays(today, -27);
  const behindFrom = addDays(today, -FALLING_BEHIND_RULE.windowDays);
  const figures = dates.map((date) => ({ thisWeek: date >= monday && date <= sunday, lastFourWeeks: date >= fourWeeksBack && date <= today, behind: date >= behindFrom && date < today }));
  const plannedByItem = new Map<string, string[][]>();
  const plannedOf = (item: Assignment): string[][] => {
    const key = `${item.programId ?? ''} ${item.workoutId ?? ''} ${item.startDate}`;
    let perDate = plannedByItem.get(key);
    if (!perDate) plannedByItem.set(key, (perDate = dates.map((date) => plannedOn(date, [item], programs))));
    return perDate;
  };
  const plans = groupBy(assignments, (a) => a.clientId);
  const doneOf = new Map(done.map((d) => [d.clientId, d.done]));
  const latestOf = new Map(latest.map((c) => [c.clientId, c]));
  const none: ReadonlySet<string> = new Set();
  return clients.map(({ instructorId: _instructor, ...client }) => {
    const items = (plans.get(client.id) ?? []).map(plannedOf);
    const didOn = doneOf.get(client.id) ?? none;
    const counts = { thisWeek: { done: 0, planned: 0 }, lastFourWeeks: { done: 0, planned: 0 }, behind: { done: 0, planned: 0 } };
    dates.forEach((date, i) => {
      // A workout planned twice on a day (two assignments) is one entry, as in the calendar.
      const planned = items.length === 1 ? items[0]![i]! : [...new Set(items.flatMap((perDate) => perDate[i]!))];
      for (const workoutId of planned) {
        const wasDone = didOn.has(doneKey(date, workoutId));
        for (const window of ['thisWeek', 'lastFourWeeks', 'behind'] as const) if (figures[i]![window]) count(counts[window], wasDone);
      }
    });
    const last = latestOf.get(client.id);
    return {
      ...client,
      thisWeek: counts.thisWeek,
      lastFourWeeks: counts.lastFourWeeks,
      lastActivityAt: last?.completedAt ?? null,
      latestEffort: last?.effort ?? null,
      latestNote: last ? last.note || null : null,
      fallingBehind: fallsBehind(counts.behind),
    };
  });
}

function count(figure: DoneOfPlanned, done: boolean): void {
  figure.planned += 1;
  if (done) figure.done += 1;
}

const ratio = ({ done, planned }: { done: number; planned: number }) => (planned === 0 ? Number.POSITIVE_INFINITY : done / planned);

/** Comparisons that put the ascending order first; ties by name. */
const BY: Record<RosterSort, (a: RosterRow, b: RosterRow) => number> = {
  name: () => 0,
  createdAt: (a, b) => a.createdAt.localeCompare(b.createdAt),
  // Never active sorts before any activity.
  lastActivity: (a, b) => (a.lastActivityAt ?? '').localeCompare(b.lastActivityAt ?? ''),
  thisWeek: (a, b) => ratio(a.thisWeek) - ratio(b.thisWeek) || a.thisWeek.done - b.thisWeek.done,
  // Ascending: those falling behind first.
  fallingBehind: (a, b) => Number(b.fallingBehind) - Number(a.fallingBehind),
};

/** Names compared as `localeCompare(…, 'en', { sensitivity: 'base' })` does, with one collator: that call builds one per comparison (about 4,500 for 500 clients). */
const NAMES = new Intl.Collator('en', { sensitivity: 'base' });

export function sortRoster(rows: RosterRow[], sort: RosterSort, order: 'asc' | 'desc'): RosterRow[] {
  const sign = order === 'asc' ? 1 : -1;
  const byName = (a: RosterRow, b: RosterRow) => NAMES.compare(a.name, b.name) || a.id.localeCompare(b.id);
  return rows.sort((a, b) => sign * (BY[sort](a, b) || byName(a, b)));
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
