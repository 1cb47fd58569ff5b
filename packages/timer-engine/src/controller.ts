import { cuesBetween, type Cue } from './cues';
import { IDLE_STATE, instantOf, offsetAt, reduceTimer, snapshotAt, type TimerAction, type TimerSnapshot, type TimerState } from './state';
import type { TimerBlock, TimerItem } from './phases';
import { buildTimeline, type Timeline, type TimelineOptions } from './timeline';

/**
 * A convenience holder of one timeline and its state, for callers that do not keep the state in
 * a store of their own. It owns no timer: the caller passes the clock reading to every call.
 */
export interface TimerController<B extends TimerBlock = TimerBlock> {
  readonly timeline: Timeline<B>;
  /** The current state, serialisable; pass it back to `createTimer` to restore the run. */
  readonly state: TimerState;
  start(now: number): TimerSnapshot<B>;
  pause(now: number): TimerSnapshot<B>;
  resume(now: number): TimerSnapshot<B>;
  next(now: number): TimerSnapshot<B>;
  previous(now: number): TimerSnapshot<B>;
  restartBlock(now: number): TimerSnapshot<B>;
  /** To the start of a played block's work (`timeline.blocks`, one per round and side). */
  jump(now: number, blockIndex: number): TimerSnapshot<B>;
  stop(now: number): TimerSnapshot<B>;
  snapshot(now: number): TimerSnapshot<B>;
  /** Timeline offset at clock reading `now`. */
  offsetAt(now: number): number;
  /** Clock reading of a timeline offset in this run, or null unless running. */
  instantOf(offsetMs: number): number | null;
  /** Cues with fromMs ≤ atMs < toMs, in timeline offsets. */
  cuesBetween(fromMs: number, toMs: number): Cue[];
}

export function createTimer<B extends TimerBlock>(
  items: readonly TimerItem<B>[],
  options: TimelineOptions = {},
  initialState: TimerState = IDLE_STATE,
): TimerController<B> {
  const timeline = buildTimeline(items, options);
  let state = initialState;
  const dispatch = (action: TimerAction) => {
    state = reduceTimer(timeline, state, action);
    return snapshotAt(timeline, state, action.now);
  };
  return {
    timeline,
    get state() {
      return state;
    },
    start: (now) => dispatch({ type: 'start', now }),
    pause: (now) => dispatch({ type: 'pause', now }),
    resume: (now) => dispatch({ type: 'resume', now }),
    next: (now) => dispatch({ type: 'next', now }),
    previous: (now) => dispatch({ type: 'previous', now }),
    restartBlock: (now) => dispatch({ type: 'restartBlock', now }),
    jump: (now, blockIndex) => dispatch({ type: 'jump', now, blockIndex }),
    stop: (now) => dispatch({ type: 'stop', now }),
    snapshot: (now) => snapshotAt(timeline, state, now),
    offsetAt: (now) => offsetAt(timeline, state, now),
    instantOf: (offsetMs) => instantOf(state, offsetMs),
    cuesBetween: (fromMs, toMs) => cuesBetween(timeline, fromMs, toMs),
  };
}
