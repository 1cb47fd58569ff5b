import { FALLING_BEHIND_RULE, type CoachingDayStatus, type DoneOfPlanned, type ProgramDay } from '@blockbeat/contracts';
import { addDays, daysBetween } from './calendar-dates';

/** What a client was given: a program from a start date, or one workout on a date. */
export interface PlanItem {
  programId: string | null;
  workoutId: string | null;
  startDate: string;
}

export interface ProgramShape {
  weeks: number;
  days: ProgramDay[][];
}

/** The programs a plan names, by id, read now: days are computed from them at read time. */
export type ProgramsById = ReadonlyMap<string, ProgramShape>;

/** One logged completion, with whatever the caller carries along (the snapshot, the note). */
export interface Done {
  workoutId: string;
  date: string;
  completedAt: string;
}

export interface ScheduledEntry<D extends Done> {
  workoutId: string;
  planned: boolean;
  completion: D | null;
}

export interface ScheduledDay<D extends Done> {
  date: string;
  status: CoachingDayStatus;
  entries: Array<ScheduledEntry<D>>;
}

/** The last day of an item: a program's last day, or the workout's own day. */
export function lastDayOf(item: PlanItem, programs: ProgramsById): string {
  const program = item.programId ? programs.get(item.programId) : undefined;
  return program ? addDays(item.startDate, program.weeks * 7 - 1) : item.startDate;
}

/**
 * The workouts planned on `date`, each once, in plan order. A program's day 1 falls on its start
 * date; a program that no longer exists plans nothing.
 */
export function plannedOn(date: string, plan: readonly PlanItem[], programs: ProgramsById): string[] {
  const ids = new Set<string>();
  for (const item of plan) {
    if (item.workoutId !== null) {
      if (item.startDate === date) ids.add(item.workoutId);
      continue;
    }
    const program = item.programId ? programs.get(item.programId) : undefined;
    const offset = daysBetween(item.startDate, date);
    if (!program || offset < 0 || offset >= program.weeks * 7) continue;
    for (const id of program.days[Math.floor(offset / 7)]?.[offset % 7]?.workoutIds ?? []) ids.add(id);
  }
  return [...ids];
}

/**
 * Each date's entries and status. A workout done that day counts for its entry (the latest
 * completion when it was done twice); one done but not planned (the plan changed after) is an
 * entry of its own. A day is rest with nothing on it, done when every entry is, missed when it
 * is before `today` and something planned was not done, planned otherwise.
 */
export function scheduleDays<D extends Done>(dates: readonly string[], plan: readonly PlanItem[], programs: ProgramsById, completions: readonly D[], today: string): Array<ScheduledDay<D>> {
  const doneOn = new Map<string, Map<string, D>>();
  for (const c of completions) {
    const day = doneOn.get(c.date) ?? new Map<string, D>();
    const seen = day.get(c.workoutId);
    if (!seen || seen.completedAt < c.completedAt) day.set(c.workoutId, c);
    doneOn.set(c.date, day);
  }
  return dates.map((date) => {
    const done = doneOn.get(date) ?? new Map<string, D>();
    const planned = plannedOn(date, plan, programs);
    const entries: Array<ScheduledEntry<D>> = planned.map((workoutId) => ({ workoutId, planned: true, completion: done.get(workoutId) ?? null }));
    for (const [workoutId, completion] of done) if (!planned.includes(workoutId)) entries.push({ workoutId, planned: false, completion });
    return { date, status: statusOf(entries, date, today), entries };
  });
}

function statusOf(entries: ReadonlyArray<ScheduledEntry<Done>>, date: string, today: string): CoachingDayStatus {
  if (entries.length === 0) return 'rest';
  if (entries.every((e) => e.completion !== null)) return 'done';
  return date < today ? 'missed' : 'planned';
}

/** Planned workouts over the days, and how many of those were done. */
export function doneOfPlanned(days: ReadonlyArray<ScheduledDay<Done>>): DoneOfPlanned {
  let planned = 0;
  let done = 0;
  for (const day of days)
    for (const entry of day.entries)
      if (entry.planned) {
        planned += 1;
        if (entry.completion) done += 1;
      }
  return { done, planned };
}

/**
 * docs/product.md#coaching: over the 7 days before today (today is not over yet), at least 2
 * workouts were planned and fewer than half of them were done.
 */
export function isFallingBehind(days: ReadonlyArray<ScheduledDay<Done>>, today: string): boolean {
  const window = days.filter((d) => d.date < today && d.date >= addDays(today, -FALLING_BEHIND_RULE.windowDays));
  return fallsBehind(doneOfPlanned(window));
}

/** The rule on the figures of the 7 days before today: at least 2 planned and fewer than half done. */
export const fallsBehind = ({ done, planned }: DoneOfPlanned): boolean => planned >= FALLING_BEHIND_RULE.minPlanned && done < planned * FALLING_BEHIND_RULE.doneRatio;
