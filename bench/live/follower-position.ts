/**
 * What a live class's follower shows, computed as the page does (mf-player's live model): the
 * class's log replayed with the timer engine (`replayLog`, in seq order) and read at the
 * follower's estimate of the server's clock (`clockOffset` of NTP-style samples).
 */
import { workoutItems, type Exercise, type LiveAction, type SharedWorkout } from '@blockbeat/contracts';
import { buildTimeline, DEFAULT_LEAD_IN_SECONDS, replayLog, type Timeline, type TimerState } from '@blockbeat/timer-engine';

export { clockOffset, type ClockSample } from '@blockbeat/timer-engine';

/** The class's plan, the same on the instructor's device and every follower's (the default lead-in: the log carries none). */
export function liveTimeline(workout: Pick<SharedWorkout, 'exercises' | 'groups'>): Timeline<Exercise> {
  return buildTimeline(workoutItems(workout.exercises, workout.groups), { leadInSeconds: DEFAULT_LEAD_IN_SECONDS });
}

export function replayActions(timeline: Timeline, actions: readonly LiveAction[]): TimerState {
  return replayLog(timeline, [...actions].sort((a, b) => a.seq - b.seq));
}

/** The instructor's own state after one more action, as its player's reducer applies it. */
export function applyLiveAction(timeline: Timeline, state: TimerState, action: Omit<LiveAction, 'seq'>): TimerState {
  return replayLog(timeline, [action], state);
}
