import { breathAt, type BreathMoment } from './breath';
import type { Phase, PhaseKind, PhaseRound, RestKind, Side, TimerBlock } from './phases';
import { phaseIndexAt, type Timeline } from './timeline';

export type TimerStatus = 'idle' | 'running' | 'paused' | 'done';

/**
 * Everything that changes while a workout plays: plain JSON, so it fits a Redux store, a URL or
 * sessionStorage. `originMs` is the clock reading at which offset 0 of the timeline falls: the
 * start time plus every paused stretch, minus every seek forward. The offset at `now` is
 * `now − originMs` while running and `pausedAtMs − originMs` while paused.
 */
export type TimerState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly originMs: number }
  | { readonly status: 'paused'; readonly originMs: number; readonly pausedAtMs: number }
  | { readonly status: 'done' };

export const IDLE_STATE: TimerState = { status: 'idle' };

/** Each action carries the clock reading it happened at; the reducer never reads a clock. */
export type TimerAction =
  | { readonly type: 'start'; readonly now: number }
  | { readonly type: 'pause'; readonly now: number }
  | { readonly type: 'resume'; readonly now: number }
  | { readonly type: 'next'; readonly now: number }
  | { readonly type: 'previous'; readonly now: number }
  | { readonly type: 'restartBlock'; readonly now: number }
  /** To the start of block `blockIndex`'s work (a played block: one per round and side); from idle or done it starts a run there. */
  | { readonly type: 'jump'; readonly now: number; readonly blockIndex: number }
  | { readonly type: 'stop'; readonly now: number };

export interface TimerSnapshot<B extends TimerBlock = TimerBlock> {
  readonly status: TimerStatus;
  readonly phase: PhaseKind;
  /** Index into `timeline.phases`. */
  readonly phaseIndex: number;
  /** -1 only for a workout without blocks. */
  readonly blockIndex: number;
  readonly block: B | null;
  readonly nextBlock: B | null;
  readonly phaseRemainingMs: number;
  readonly phaseElapsedMs: number;
  readonly phaseDurationMs: number;
  /** 0 at the start of the phase, 1 at its end (and in `done`). */
  readonly phaseProgress: number;
  readonly totalElapsedMs: number;
  readonly totalRemainingMs: number;
  readonly totalDurationMs: number;
  /** Inside a round group: which round ("Round 2 of 4"). */
  readonly round?: PhaseRound;
  /** An each-side block's side. */
  readonly side?: Side;
  /** A rest between the sides or between rounds. */
  readonly restKind?: RestKind;
  /** During a breath-paced hold's work: the breath, its part and the guide's size. */
  readonly breath?: BreathMoment;
}

/** "Previous" restarts the current block when more than this is done of it, else goes back one. */
export const PREVIOUS_RESTARTS_AFTER_MS = 3000;

function clampOffset(timeline: Timeline, offsetMs: number): number {
  return Math.min(Math.max(offsetMs, 0), timeline.totalDurationMs);
}

/** Timeline offset at clock reading `now`, within [0, totalDurationMs]. */
export function offsetAt(timeline: Timeline, state: TimerState, now: number): number {
  switch (state.status) {
    case 'idle':
      return 0;
    case 'done':
      return timeline.totalDurationMs;
    case 'running':
      return clampOffset(timeline, now - state.originMs);
    case 'paused':
      return clampOffset(timeline, state.pausedAtMs - state.originMs);
  }
}

/** A run that has reached the end is done, whether or not anything happened at that instant. */
export function statusAt(timeline: Timeline, state: TimerState, now: number): TimerStatus {
  if (state.status === 'idle' || state.status === 'done') return state.status;
  return offsetAt(timeline, state, now) >= timeline.totalDurationMs ? 'done' : state.status;
}

/**
 * The clock reading at which timeline offset `offsetMs` falls in this run, or null when the
 * timer is not running (nothing is scheduled while paused). This is how a player puts cues on
 * the Web Audio clock.
 */
export function instantOf(state: TimerState, offsetMs: number): number | null {
  return state.status === 'running' ? state.originMs + offsetMs : null;
}

/** Seeking moves the origin so that `now` falls on `targetMs`; the run keeps its status. */
function seek(timeline: Timeline, state: TimerState, now: number, targetMs: number): TimerState {
  if (targetMs >= timeline.totalDurationMs) return { status: 'done' };
  const originMs = now - clampOffset(timeline, targetMs);
  return state.status === 'paused' ? { status: 'paused', originMs, pausedAtMs: now } : { status: 'running', originMs };
}

/** Where "next" lands: the next block's work, or the end after the last block. */
function nextTarget(timeline: Timeline, offsetMs: number): number {
  return timeline.workStartsMs.find((start) => start > offsetMs) ?? timeline.totalDurationMs;
}

function previousTarget(timeline: Timeline, offsetMs: number): number {
  const phase = timeline.phases[phaseIndexAt(timeline, offsetMs)]!;
  if (phase.kind === 'getReady') return 0;
  const blockIndex = phase.blockIndex;
  const blockStart = timeline.workStartsMs[blockIndex]!;
  if (offsetMs - blockStart > PREVIOUS_RESTARTS_AFTER_MS || blockIndex === 0) return blockStart;
  return timeline.workStartsMs[blockIndex - 1]!;
}

function restartTarget(timeline: Timeline, offsetMs: number): number {
  const phase = timeline.phases[phaseIndexAt(timeline, offsetMs)]!;
  return phase.kind === 'getReady' ? 0 : timeline.workStartsMs[phase.blockIndex]!;
}

/** Jumping starts a run from idle or done; a running or paused run keeps its status. */
function jump(timeline: Timeline, state: TimerState, status: TimerStatus, now: number, blockIndex: number): TimerState {
  const target = timeline.workStartsMs[blockIndex];
  if (!Number.isInteger(blockIndex) || target === undefined) return state;
  if (status === 'idle' || status === 'done') return { status: 'running', originMs: now - target };
  return seek(timeline, state, now, target);
}

/**
 * The pure transition function. Actions that make no sense in the current status (pause while
 * paused, next before start or after the end) return the state unchanged. `start` is the play
 * button: from idle or done it begins from the top, while paused it resumes.
 */
export function reduceTimer(timeline: Timeline, state: TimerState, action: TimerAction): TimerState {
  const { now } = action;
  const status = statusAt(timeline, state, now);
  const offsetMs = offsetAt(timeline, state, now);
  switch (action.type) {
    case 'start':
      if (status === 'idle' || status === 'done') return { status: 'running', originMs: now };
      return status === 'paused' ? { status: 'running', originMs: now - offsetMs } : state;
    case 'pause':
      return status === 'running' && state.status === 'running' ? { status: 'paused', originMs: state.originMs, pausedAtMs: now } : state;
    case 'resume':
      return status === 'paused' ? { status: 'running', originMs: now - offsetMs } : state;
    case 'stop':
      return IDLE_STATE;
    case 'jump':
      return jump(timeline, state, status, now, action.blockIndex);
    case 'next':
    case 'previous':
    case 'restartBlock': {
      if (status !== 'running' && status !== 'paused') return state;
      const target =
        action.type === 'next'
          ? nextTarget(timeline, offsetMs)
          : action.type === 'previous'
            ? previousTarget(timeline, offsetMs)
            : restartTarget(timeline, offsetMs);
      return seek(timeline, state, now, target);
    }
  }
}

/** The round, side, rest kind and breath of the phase at `offsetMs`, only those it has. */
function structureAt(timeline: Timeline, phase: Phase, offsetMs: number): Pick<TimerSnapshot, 'round' | 'side' | 'restKind' | 'breath'> {
  const breathing = phase.kind === 'work' ? timeline.blocks[phase.blockIndex]?.breathing : undefined;
  return {
    ...(phase.round ? { round: phase.round } : {}),
    ...(phase.side ? { side: phase.side } : {}),
    ...(phase.restKind ? { restKind: phase.restKind } : {}),
    ...(breathing ? { breath: breathAt(breathing, offsetMs - phase.startMs) } : {}),
  };
}

/** Everything the player shows at clock reading `now`, derived from the state alone. */
export function snapshotAt<B extends TimerBlock>(timeline: Timeline<B>, state: TimerState, now: number): TimerSnapshot<B> {
  const status = statusAt(timeline, state, now);
  const offsetMs = offsetAt(timeline, state, now);
  const phaseIndex = status === 'done' ? timeline.phases.length - 1 : phaseIndexAt(timeline, offsetMs);
  const phase = timeline.phases[phaseIndex]!;
  const phaseDurationMs = phase.endMs - phase.startMs;
  const phaseElapsedMs = Math.min(Math.max(offsetMs - phase.startMs, 0), phaseDurationMs);
  return {
    status,
    phase: phase.kind,
    phaseIndex,
    blockIndex: phase.blockIndex,
    block: timeline.blocks[phase.blockIndex] ?? null,
    nextBlock: timeline.blocks[phase.blockIndex + 1] ?? null,
    phaseRemainingMs: phaseDurationMs - phaseElapsedMs,
    phaseElapsedMs,
    phaseDurationMs,
    phaseProgress: phaseDurationMs > 0 ? phaseElapsedMs / phaseDurationMs : 1,
    totalElapsedMs: offsetMs,
    totalRemainingMs: timeline.totalDurationMs - offsetMs,
    totalDurationMs: timeline.totalDurationMs,
    ...structureAt(timeline, phase, offsetMs),
  };
}
