import { IDLE_STATE, reduceTimer, type TimerAction, type TimerState } from './state';
import type { TimerBlock } from './phases';
import type { Timeline } from './timeline';

/**
 * One action of a log kept elsewhere (a live class's, issue 19), stamped with the clock it
 * happened at. Replaying the log gives every device the state the instructor's own timer has.
 */
export interface LoggedAction {
  readonly type: TimerAction['type'];
  readonly atMs: number;
  /** The played block a `jump` goes to. */
  readonly blockIndex?: number;
}

function toTimerAction({ type, atMs, blockIndex }: LoggedAction): TimerAction {
  return type === 'jump' ? { type, now: atMs, blockIndex: blockIndex ?? 0 } : { type, now: atMs };
}

/** The state after `log`, applied in the order given, from `from` (idle by default). */
export function replayLog<B extends TimerBlock>(timeline: Timeline<B>, log: readonly LoggedAction[], from: TimerState = IDLE_STATE): TimerState {
  return log.reduce((state, action) => reduceTimer(timeline, state, toTimerAction(action)), from);
}

/** One NTP-style exchange: the local clock when asked and when answered, the other clock in between. */
export interface ClockSample {
  readonly sentMs: number;
  readonly serverMs: number;
  readonly receivedMs: number;
}

/**
 * otherClock ≈ localClock + offset. The server read its clock about halfway through the round
 * trip, so the sample with the smallest round trip bounds the error best (± half of it). Null
 * without samples.
 */
export function clockOffset(samples: readonly ClockSample[]): number | null {
  let best: ClockSample | null = null;
  for (const s of samples) {
    if (!best || s.receivedMs - s.sentMs < best.receivedMs - best.sentMs) best = s;
  }
  return best ? best.serverMs - (best.sentMs + best.receivedMs) / 2 : null;
}
