// The server half of the visitor's shared player page, bundled for Node by rspack.config.ts and
// run by the gateway for each visitor's first load of /shared/{token} (docs/frontend.md, "The
// shared player page").
import { workoutItems, type SharedWorkout } from '@blockbeat/contracts';
import { buildTimeline, DEFAULT_LEAD_IN_SECONDS } from '@blockbeat/timer-engine';
import { renderToString } from 'react-dom/server';
import { VisitorSharedPlayer } from '../features/visitor/components/VisitorSharedPlayer';

/**
 * The player's markup for `workout`, as its idle screen (the default lead-in) before Play: what
 * hydrate.tsx takes over. Null when the workout cannot be played (a block of zero seconds): the
 * app then explains it itself.
 */
export function renderSharedPlayer(workout: SharedWorkout): string | null {
  try {
    buildTimeline(workoutItems(workout.exercises, workout.groups), { leadInSeconds: DEFAULT_LEAD_IN_SECONDS });
  } catch {
    return null;
  }
  return renderToString(<VisitorSharedPlayer workout={workout} />);
}
