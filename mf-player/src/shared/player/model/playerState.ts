import {
  buildTimeline,
  IDLE_STATE,
  instantOf,
  reduceTimer,
  statusAt,
  type Timeline,
  type TimerBlock,
  type TimerItem,
  type TimerState,
} from '@blockbeat/timer-engine';
import { alignToBeat, type GridOf } from '../beat/alignToBeat';

/**
 * The player's state around the engine's: which lead-in this run uses, a seek counter (so music
 * can tell a jump from a pause), and the run's active time for the completion log. The engine
 * state is only ever changed by reduceTimer; everything shown is derived from it and the clock.
 */
export interface PlayerState {
  timer: TimerState;
  /** The lead-in of the current run; follows the preference while nothing is playing. */
  leadInSeconds: number;
  /** Counts next / previous / restart / jump, never pause or resume. */
  seeks: number;
  /** Time spent running (pauses excluded) before the current running stretch. */
  activeMs: number;
  /** Clock reading at which the current running stretch began; null unless running. */
  runningSince: number | null;
}

export type PlayerAction =
  | { type: 'play'; now: number; leadInSeconds: number }
  | { type: 'pause'; now: number }
  | { type: 'togglePlay'; now: number; leadInSeconds: number }
  | { type: 'next'; now: number }
  | { type: 'previous'; now: number }
  | { type: 'restartBlock'; now: number }
  | { type: 'jump'; now: number; blockIndex: number; leadInSeconds: number }
  | { type: 'stop'; now: number }
  | { type: 'setLeadIn'; leadInSeconds: number };

export function initialPlayerState(leadInSeconds: number): PlayerState {
  return { timer: IDLE_STATE, leadInSeconds, seeks: 0, activeMs: 0, runningSince: null };
}

/** The workout as the engine plays it: blocks and round groups (a plain list of blocks is one). */
export type PlayerItems = readonly TimerItem[];

/**
 * The plan a run plays: the engine's timeline, with the changes inside continuous music moved
 * onto the track's beat when `gridOf` knows its tempo (alignToBeat).
 */
export function timelineOf<B extends TimerBlock>(items: readonly TimerItem<B>[], state: Pick<PlayerState, 'leadInSeconds'>, gridOf?: GridOf | null): Timeline<B> {
  const timeline = buildTimeline(items, { leadInSeconds: state.leadInSeconds });
  return gridOf ? alignToBeat(timeline, gridOf) : timeline;
}

const isStopped = (timeline: Timeline, state: PlayerState, now: number) => {
  const status = statusAt(timeline, state.timer, now);
  return status === 'idle' || status === 'done';
};

function start(items: PlayerItems, state: PlayerState, now: number, leadInSeconds: number, gridOf?: GridOf | null): PlayerState {
  const timeline = timelineOf(items, state, gridOf);
  if (isStopped(timeline, state, now)) {
    const fresh = { ...initialPlayerState(leadInSeconds), seeks: state.seeks + 1 };
    return { ...fresh, timer: reduceTimer(timelineOf(items, fresh, gridOf), IDLE_STATE, { type: 'start', now }), runningSince: now };
  }
  if (state.timer.status !== 'paused') return state;
  return { ...state, timer: reduceTimer(timeline, state.timer, { type: 'resume', now }), runningSince: now };
}

function pause(items: PlayerItems, state: PlayerState, now: number, gridOf?: GridOf | null): PlayerState {
  const timeline = timelineOf(items, state, gridOf);
  if (state.timer.status !== 'running' || statusAt(timeline, state.timer, now) !== 'running') return state;
  return {
    ...state,
    timer: reduceTimer(timeline, state.timer, { type: 'pause', now }),
    activeMs: state.activeMs + (state.runningSince === null ? 0 : now - state.runningSince),
    runningSince: null,
  };
}

function seek(state: PlayerState, timer: TimerState, now: number): PlayerState {
  if (timer === state.timer) return state;
  const moved = { ...state, timer, seeks: state.seeks + 1 };
  // "Next" past the last block finishes the run: its active time stops there.
  if (timer.status !== 'done' || state.runningSince === null) return moved;
  return { ...moved, activeMs: state.activeMs + (now - state.runningSince), runningSince: null };
}

/** Jump to the start of a played block's work (one per round and side). */
function jump(items: PlayerItems, state: PlayerState, now: number, blockIndex: number, leadInSeconds: number, gridOf?: GridOf | null): PlayerState {
  if (blockIndex < 0 || blockIndex >= timelineOf(items, state, gridOf).blocks.length) return state;
  // From idle or done the jump starts a run; a paused run stays paused at the new block.
  const started = isStopped(timelineOf(items, state, gridOf), state, now) ? start(items, state, now, leadInSeconds, gridOf) : state;
  const timer = reduceTimer(timelineOf(items, started, gridOf), started.timer, { type: 'jump', now, blockIndex });
  return { ...started, timer, seeks: started.seeks + 1 };
}

/** `gridOf`: the beat grids the store's plan is aligned to (timelineOf), so commands act on the plan shown. */
export function reducePlayer(items: PlayerItems, state: PlayerState, action: PlayerAction, gridOf?: GridOf | null): PlayerState {
  if (action.type === 'setLeadIn') {
    // A run keeps the lead-in it started with; the preference applies to the next one.
    return state.timer.status === 'idle' ? { ...state, leadInSeconds: action.leadInSeconds } : state;
  }
  const { now } = action;
  const timeline = timelineOf(items, state, gridOf);
  switch (action.type) {
    case 'play':
      return start(items, state, now, action.leadInSeconds, gridOf);
    case 'pause':
      return pause(items, state, now, gridOf);
    case 'togglePlay':
      return statusAt(timeline, state.timer, now) === 'running' ? pause(items, state, now, gridOf) : start(items, state, now, action.leadInSeconds, gridOf);
    case 'next':
    case 'previous':
    case 'restartBlock':
      return seek(state, reduceTimer(timeline, state.timer, { type: action.type, now }), now);
    case 'jump':
      return jump(items, state, now, action.blockIndex, action.leadInSeconds, gridOf);
    case 'stop':
      return { ...initialPlayerState(state.leadInSeconds), seeks: state.seeks + 1 };
  }
}

/**
 * Time the run spent playing, pauses excluded: what the completion screen shows and the log
 * records. A run that reached the end stops counting at the instant it ended, not when noticed.
 */
export function activeTimeMs(timeline: Timeline, state: PlayerState, now: number): number {
  if (state.runningSince === null) return state.activeMs;
  const endedAt = statusAt(timeline, state.timer, now) === 'done' ? instantOf(state.timer, timeline.totalDurationMs) : null;
  const until = endedAt === null ? now : Math.min(now, endedAt);
  return state.activeMs + Math.max(0, until - state.runningSince);
}

/** The active time of a run that has reached the end: it stopped counting when it ended, so any later reading gives it. */
export function finishedTimeMs(timeline: Timeline, state: PlayerState): number {
  return activeTimeMs(timeline, state, Number.POSITIVE_INFINITY);
}
