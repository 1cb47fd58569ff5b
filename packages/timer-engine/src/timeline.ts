import { buildCues, type Cue } from './cues';
import type { Phase, PhaseKind, TimerBlock } from './phases';

export interface TimelineOptions {
  /** The "Get ready" lead-in before the first block, in seconds; 0 turns it off. */
  leadInSeconds?: number;
}

export const DEFAULT_LEAD_IN_SECONDS = 5;

/** The whole plan of a workout: plain data, computed once, safe to serialise or share. */
export interface Timeline<B extends TimerBlock = TimerBlock> {
  readonly blocks: readonly B[];
  readonly leadInMs: number;
  readonly phases: readonly Phase[];
  /** Offset at which each block's work starts, by block index: where seeking lands. */
  readonly workStartsMs: readonly number[];
  readonly totalDurationMs: number;
  /** Every cue of the workout, sorted by `atMs`. */
  readonly cues: readonly Cue[];
}

/** Seconds to whole milliseconds, so that offsets stay exact integers. */
function toMs(seconds: number): number {
  return Math.round(seconds * 1000);
}

/** Fails fast on a block the timer could not play (a zero-length work phase, a negative rest). */
function validMs(seconds: number | undefined, what: string, min: number): number {
  const value = seconds ?? 0;
  if (!Number.isFinite(value) || toMs(value) < min) {
    throw new RangeError(`${what} must be a finite number of seconds${min > 0 ? ' above 0' : ', 0 or more'}; got ${String(seconds)}.`);
  }
  return toMs(value);
}

export function buildTimeline<B extends TimerBlock>(blocks: readonly B[], options: TimelineOptions = {}): Timeline<B> {
  const leadInSeconds = options.leadInSeconds ?? DEFAULT_LEAD_IN_SECONDS;
  const requestedLeadInMs = validMs(leadInSeconds, 'leadInSeconds', 0);
  // With nothing to play there is nothing to get ready for.
  const leadInMs = blocks.length > 0 ? requestedLeadInMs : 0;

  const phases: Phase[] = [];
  const workStartsMs: number[] = [];
  let at = 0;
  const append = (kind: PhaseKind, blockIndex: number, lengthMs: number) => {
    phases.push({ kind, blockIndex, startMs: at, endMs: at + lengthMs });
    at += lengthMs;
  };

  if (leadInMs > 0) append('getReady', 0, leadInMs);
  blocks.forEach((block, i) => {
    const workMs = validMs(block.duration, `Block ${i + 1} ("${block.name}") duration`, 1);
    const restMs = validMs(block.restTime, `Block ${i + 1} ("${block.name}") restTime`, 0);
    workStartsMs.push(at);
    append('work', i, workMs);
    if (restMs > 0) append('rest', i, restMs);
  });
  phases.push({ kind: 'done', blockIndex: blocks.length - 1, startMs: at, endMs: at });

  const plan = { blocks, leadInMs, phases, workStartsMs, totalDurationMs: at };
  return { ...plan, cues: buildCues(plan) };
}

/** leadIn + Σ(duration + rest), in ms: the planned length of a run without pauses. */
export function totalDurationMs(blocks: readonly TimerBlock[], options: TimelineOptions = {}): number {
  return buildTimeline(blocks, options).totalDurationMs;
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
