import { COACHING_LIMITS, type ProgramDay } from '@blockbeat/contracts';

/** The program's grid as the builder edits it: `weeks` rows of 7 days, each a list of workout ids. */
export type Grid = ProgramDay[][];

const emptyWeek = (): ProgramDay[] => Array.from({ length: COACHING_LIMITS.daysPerWeek }, () => ({ workoutIds: [] }));
const copyWeek = (week: ProgramDay[]): ProgramDay[] => week.map((d) => ({ workoutIds: [...d.workoutIds] }));

/** The grid with `weeks` rows: rows added empty at the end, or dropped from the end. */
export function resizeGrid(grid: Grid, weeks: number): Grid {
  const n = Math.min(COACHING_LIMITS.programWeeksMax, Math.max(COACHING_LIMITS.programWeeksMin, Math.floor(weeks)));
  return Array.from({ length: n }, (_, i) => (grid[i] ? copyWeek(grid[i]) : emptyWeek()));
}

export function addWorkout(grid: Grid, week: number, day: number, workoutId: string): Grid {
  return grid.map((w, wi) =>
    wi !== week ? w : w.map((d, di) => (di !== day || d.workoutIds.length >= COACHING_LIMITS.workoutsPerDayMax ? d : { workoutIds: [...d.workoutIds, workoutId] })),
  );
}

export function removeWorkout(grid: Grid, week: number, day: number, index: number): Grid {
  return grid.map((w, wi) => (wi !== week ? w : w.map((d, di) => (di !== day ? d : { workoutIds: d.workoutIds.filter((_, i) => i !== index) }))));
}

/** Week `from`'s days put over week `to`'s. */
export function pasteWeek(grid: Grid, from: number, to: number): Grid {
  const source = grid[from];
  return source ? grid.map((w, wi) => (wi === to ? copyWeek(source) : w)) : grid;
}

/** Week `week` repeated over every week after it ("repeat a week"). */
export function repeatWeek(grid: Grid, week: number): Grid {
  const source = grid[week];
  return source ? grid.map((w, wi) => (wi > week ? copyWeek(source) : w)) : grid;
}

export const workoutCount = (grid: Grid) => grid.reduce((n, w) => n + w.reduce((m, d) => m + d.workoutIds.length, 0), 0);
