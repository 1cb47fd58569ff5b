import type { SharedWorkout } from '@blockbeat/contracts';
import { Toaster, ToastProvider } from '@blockbeat/shell-sdk';
import { useSharedBeats } from '../../../shared/player/beat/useSharedBeats';
import { importPath, SAVE_TO_LIBRARY, SharedPlayerView, SharedWorkoutPlayer } from './SharedPlayerView';
import '../../../shared/player.css';

/**
 * A shared workout as a visitor gets it on first load: the page the gateway draws on the server
 * (render.tsx) and this bundle hydrates (hydrate.tsx), with none of the app around it (no router,
 * no sign-in check, no federation). Nobody is signed in, so nothing is logged, and "Save to my
 * library" is a plain link into the app.
 */
export function VisitorSharedPlayer({ workout }: { workout: SharedWorkout }) {
  const beats = useSharedBeats(workout);
  return (
    <ToastProvider>
      <main>
        <SharedPlayerView branding={workout.branding} visitor>
          <SharedWorkoutPlayer
            workout={workout}
            beats={beats}
            saveLink={
              <a className="btn btn-ghost" href={importPath(workout.id)}>
                {SAVE_TO_LIBRARY}
              </a>
            }
          />
        </SharedPlayerView>
      </main>
      <Toaster />
    </ToastProvider>
  );
}
