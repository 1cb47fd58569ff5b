import { buildCues, type Cue } from './cues';
import type { Phase, PhaseKind, TimerBlock, TimerItem } from './phases';
import { expandItems, type TimerStep } from './structure';
import { validMs } from './validate';

export interface TimelineOptions {
  /** The "Get ready" lead-in before the first block, in seconds; 0 turns it off. */
  leadInSeconds?: number;
}

export const DEFAULT_LEAD_IN_SECONDS = 5;

/** The whole plan of a workout: plain data, computed once, safe to serialise or share. */
export interface Timeline<B extends TimerBlock = TimerBlock> {
  /** The workout as given. */
  readonly items: readonly TimerItem<B>[];
  /**
   * The blocks as played, in order: a round group's blocks once per round, an each-side block
   * once per side. A phase's `blockIndex` indexes this list (and `steps` and `workStartsMs`). For
   * a plain list of blocks it is that list.
   */
  readonly blocks: readonly B[];
  /** Where each played block comes from and how long it lasts, by block index. */
  readonly steps: readonly TimerStep[];
  readonly leadInMs: number;
  readonly phases: readonly Phase[];
  /** Offset at which each played block's work starts, by block index: where seeking lands. */
  readonly workStartsMs: readonly number[];
  readonly totalDurationMs: number;
  /** Every cue of the workout, sorted by `atMs`. */
  readonly cues: readonly Cue[];
}

/** The round, side and rest kind a phase of this step carries, only those it has. */
function structureOf(step: TimerStep, kind: PhaseKind): Pick<Phase, 'round' | 'side' | 'restKind'> {
  return {
    ...(step.round ? { round: step.round } : {}),
    ...(step.side ? { side: step.side } : {}),
    ...(kind === 'rest' && step.restKind ? { restKind: step.restKind } : {}),
  };
}

export function buildTimeline<B extends TimerBlock>(items: readonly TimerItem<B>[], options: TimelineOptions = {}): Timeline<B> {
  const leadInSeconds = options.leadInSeconds ?? DEFAULT_LEAD_IN_SECONDS;
  const requestedLeadInMs = validMs(leadInSeconds, 'leadInSeconds', 'leadInSeconds', 0);
  const played = expandItems(items);
  // With nothing to play there is nothing to get ready for.
  const leadInMs = played.length > 0 ? requestedLeadInMs : 0;

  const phases: Phase[] = [];
  const workStartsMs: number[] = [];
  let at = 0;
  const append = (kind: PhaseKind, blockIndex: number, lengthMs: number, step?: TimerStep) => {
    phases.push({ kind, blockIndex, startMs: at, endMs: at + lengthMs, ...(step ? structureOf(step, kind) : {}) });
    at += lengthMs;
  };

  if (leadInMs > 0) append('getReady', 0, leadInMs);
  played.forEach(({ step }, i) => {
    workStartsMs.push(at);
    append('work', i, step.workMs, step);
    if (step.restMs > 0) append('rest', i, step.restMs, step);
  });
  phases.push({ kind: 'done', blockIndex: played.length - 1, startMs: at, endMs: at });

  const blocks = played.map((p) => p.block);
  const steps = played.map((p) => p.step);
  const plan = { items, blocks, steps, leadInMs, phases, workStartsMs, totalDurationMs: at };
  return { ...plan, cues: buildCues(plan) };
}

/** leadIn + Σ(work + rest) over every round and side, in ms: the planned length of a run without pauses. */
export function totalDurationMs(items: readonly TimerItem[], options: TimelineOptions = {}): number {
  return buildTimeline(items, options).totalDurationMs;
}

/** Index of the phase that holds `offsetMs` (clamped to the workout); the `done` phase from the end on. */
export function phaseIndexAt(timeline: Pick<Timeline, 'phases' | 'totalDurationMs'>, offsetMs: number): number {
  const { phases } = timeline;
  const doneIndex = phases.length - 1;
  if (!(offsetMs < timeline.totalDurationMs)) return doneIndex;
  // The last playable phase whose start is at or before the offset.
  let lo = 0;
  let hi = doneIndex - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (phases[mid]!.startMs <= offsetMs) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
