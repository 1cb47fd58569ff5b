/**
 * What the timer plays: the workout as given (blocks, round groups) and the phases it becomes.
 * A leaf module (it imports nothing), so the timeline and the cues can both build on it without
 * importing each other.
 */

export type Side = 'left' | 'right';

/** One breath: inhale, hold, exhale, hold after; each 0 or 2–20 s, inhale and exhale at least 2 s. */
export interface BreathPattern {
  inhaleSec: number;
  holdSec?: number;
  exhaleSec: number;
  holdAfterSec?: number;
}

/** A breath-paced hold: `breaths` (1–100) times the pattern. */
export interface Breathing extends BreathPattern {
  breaths: number;
}

/** What the engine needs of a block; `Exercise` from @blockbeat/contracts fits it as is. */
export interface TimerBlock {
  name: string;
  /** Work time in seconds; not read when `breathing` is set (the breaths decide the length). */
  duration: number;
  /** Rest after the work, in seconds; 0 or absent means no rest phase. */
  restTime?: number;
  notes?: string;
  musicUrl?: string;
  musicType?: string;
  /** The work runs twice, left side then right side; the rest comes after the right side only. */
  eachSide?: boolean;
  /** Transition between the sides, 0–15 s; 0 or absent switches straight away. */
  sideSwitchSec?: number;
  /** A breath-paced hold: the work lasts `breaths` × the pattern's cycle. */
  breathing?: Breathing | null;
}

/**
 * Consecutive blocks played `rounds` times (2–50), defined once, with an optional rest between
 * rounds (0–600 s, none after the last round). Groups do not nest.
 */
export interface RoundGroup<B extends TimerBlock = TimerBlock> {
  rounds: number;
  restBetweenRoundsSec?: number;
  blocks: readonly B[];
  name?: string;
}

/** One entry of a workout: a block, or a round group of blocks. A plain list of blocks is a workout. */
export type TimerItem<B extends TimerBlock = TimerBlock> = B | RoundGroup<B>;

export function isRoundGroup<B extends TimerBlock>(item: TimerItem<B>): item is RoundGroup<B> {
  return Array.isArray((item as Partial<RoundGroup<B>>).blocks);
}

export type PhaseKind = 'getReady' | 'work' | 'rest' | 'done';

/** Where a phase sits in a round group. */
export interface PhaseRound {
  /** Index of the group in the workout's items. */
  readonly group: number;
  /** 1-based. */
  readonly round: number;
  readonly roundsTotal: number;
}

/** A rest that is not (only) the block's own: the pause between the sides, or between rounds. */
export type RestKind = 'switchSides' | 'betweenRounds';

/**
 * One stretch of the timeline, as offsets from the start of the workout. Phases are contiguous,
 * [startMs, endMs). `blockIndex` counts the blocks as played (`Timeline.blocks`, one per round
 * and side). The lead-in belongs to block 0 (the block it gets you ready for) and the final
 * `done` phase, which has no length, to the last block. Work and rest phases carry the round and
 * side of their block when it has them; the lead-in and `done` never do.
 */
export interface Phase {
  readonly kind: PhaseKind;
  readonly blockIndex: number;
  readonly startMs: number;
  readonly endMs: number;
  readonly round?: PhaseRound;
  readonly side?: Side;
  readonly restKind?: RestKind;
}
