import { workoutItems, type Exercise, type LiveAction, type SharedWorkout } from '@blockbeat/contracts';
import { buildTimeline, replayLog, snapshotAt, type Timeline, type TimerSnapshot, type TimerState } from '@blockbeat/timer-engine';
import { alignToBeat, type GridOf } from '../../../shared/player/beat/alignToBeat';
import { LIVE_LEAD_IN_SECONDS } from '../../../shared/player/model/liveLeadIn';

/**
 * The class's plan, the same on the instructor's device and every follower's: the engine's
 * timeline with the changes moved onto the tracks' beats when `gridOf` knows them, as the
 * instructor's player plans it (the grids are the uploads' stored ones on both sides).
 */
export function liveTimeline(workout: Pick<SharedWorkout, 'exercises' | 'groups'>, gridOf?: GridOf | null): Timeline<Exercise> {
  const timeline = buildTimeline(workoutItems(workout.exercises, workout.groups), { leadInSeconds: LIVE_LEAD_IN_SECONDS });
  return gridOf ? alignToBeat(timeline, gridOf) : timeline;
}

/** The engine's state after the instructor's actions, each applied at its server-clock instant (in log order). */
export function replayActions(timeline: Timeline, actions: readonly LiveAction[]): TimerState {
  return replayLog(timeline, [...actions].sort((a, b) => a.seq - b.seq));
}

/** What a follower shows at `serverNowMs` (its estimate of the server's clock): the log replayed, read at that instant. */
export function followerSnapshot<B extends Exercise>(timeline: Timeline<B>, actions: readonly LiveAction[], serverNowMs: number): TimerSnapshot<B> {
  return snapshotAt(timeline, replayActions(timeline, actions), serverNowMs);
}

const SEEK_TYPES: ReadonlySet<LiveAction['type']> = new Set(['next', 'previous', 'restartBlock', 'jump', 'start', 'stop']);

/** Counts the actions that move the position (never pause or resume): the music seeks on a change. */
export function seeksIn(actions: readonly LiveAction[]): number {
  return actions.filter((a) => SEEK_TYPES.has(a.type)).length;
}
