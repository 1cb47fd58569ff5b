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
 * A workout is a list of items: blocks and round groups of blocks (a plain list of blocks is a
 * workout). The timeline unfolds it into the blocks as played, one per round and side, each a
 * place seeking can land; breath-paced holds are timed from the same offset as everything else.
 *
 * Two ways to use it: the pure `reduceTimer` + `snapshotAt` pair (state in your own store), or
 * `createTimer`, a small holder around them.
 */
export {
  isRoundGroup,
  type BreathPattern,
  type Breathing,
  type Phase,
  type PhaseKind,
  type PhaseRound,
  type RestKind,
  type RoundGroup,
  type Side,
  type TimerBlock,
  type TimerItem,
} from './phases';
export { expandItems, REST_BETWEEN_ROUNDS_RANGE, ROUNDS_RANGE, SIDE_SWITCH_RANGE, type TimerStep } from './structure';
export { BREATH_PARTS, breathAt, breathingMs, BREATHS_RANGE, type BreathMoment, type BreathPart } from './breath';
export { TimerInputError } from './validate';
export { buildTimeline, DEFAULT_LEAD_IN_SECONDS, phaseIndexAt, totalDurationMs, type Timeline, type TimelineOptions } from './timeline';
export {
  buildCues,
  cuesBetween,
  spokenDuration,
  type AnnounceCue,
  type BreathCue,
  type CountdownCue,
  type Cue,
  type PhaseStartCue,
  type SwitchSidesCue,
} from './cues';
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
export {
  blockTitle,
  BREATH_PART_LABELS,
  breathLabel,
  breathPartLabel,
  formatClock,
  formatTotalTime,
  PHASE_LABELS,
  REST_KIND_LABELS,
  roundLabel,
  SIDE_LABELS,
  sideLabel,
  SWITCH_SIDES_LABEL,
  type Rounding,
} from './format';
export { clockOffset, replayLog, type ClockSample, type LoggedAction } from './replay';
