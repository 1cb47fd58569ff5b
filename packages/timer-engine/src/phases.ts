/**
 * What the timer plays: a block and the phases a workout becomes. A leaf module (it imports
 * nothing), so the timeline and the cues can both build on it without importing each other.
 */

/** What the engine needs of a block; `Exercise` from @blockbeat/contracts fits it as is. */
export interface TimerBlock {
  name: string;
  /** Work time in seconds. */
  duration: number;
  /** Rest after the work, in seconds; 0 or absent means no rest phase. */
  restTime?: number;
  notes?: string;
  musicUrl?: string;
  musicType?: string;
}

export type PhaseKind = 'getReady' | 'work' | 'rest' | 'done';

/**
 * One stretch of the timeline, as offsets from the start of the workout. Phases are contiguous,
 * [startMs, endMs). The lead-in belongs to block 0 (the block it gets you ready for) and the final
 * `done` phase, which has no length, to the last block.
 */
export interface Phase {
  readonly kind: PhaseKind;
  readonly blockIndex: number;
  readonly startMs: number;
  readonly endMs: number;
}
