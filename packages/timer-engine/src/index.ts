/**
 * @blockbeat/timer-engine: the workout timer, pure and framework-free (no DOM, no React, no
 * dependencies).
 *
 * Time is derived, never counted. A run is stored as an origin on the caller's clock (the start
 * time plus every paused stretch, moved by seeks) and the position in the workout at any instant
 * is `now − origin`, looked up in a timeline computed once from the blocks. Nothing accumulates
 * per tick, so timer jitter, a late tick or a background tab throttled for minutes cannot make
 * the timer drift: the first tick after any gap lands on exactly the phase the schedule says.
 * How often the UI ticks only decides how often it asks; seeking (next, previous, restart block)
 * moves the origin.
 *
 * Pass a monotonic clock (`performance.now()`) as `now`. Cues are listed for any window of
 * timeline offsets without side effects, so a player can put them on the Web Audio clock ahead
 * of time with `instantOf`.
 *
 * Two ways to use it: the pure `reduceTimer` + `snapshotAt` pair (state in your own store), or
 * `createTimer`, a small holder around them.
 */
export type { Phase, PhaseKind, TimerBlock } from './phases';
export { buildTimeline, DEFAULT_LEAD_IN_SECONDS, phaseIndexAt, totalDurationMs, type Timeline, type TimelineOptions } from './timeline';
export { cuesBetween, spokenDuration, type AnnounceCue, type CountdownCue, type Cue, type PhaseStartCue } from './cues';
export {
  IDLE_STATE,
  instantOf,
  offsetAt,
  PREVIOUS_RESTARTS_AFTER_MS,
  reduceTimer,
  snapshotAt,
  statusAt,
  type TimerAction,
  type TimerSnapshot,
  type TimerState,
  type TimerStatus,
} from './state';
export { createTimer, type TimerController } from './controller';
export { consecutiveSameMusic } from './music';
export { blockTitle, formatClock, formatTotalTime, PHASE_LABELS, type Rounding } from './format';
