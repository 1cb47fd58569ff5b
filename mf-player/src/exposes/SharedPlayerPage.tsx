import type { Exercise } from '@blockbeat/contracts';
import { isNotFoundError, useAuth } from '@blockbeat/shell-sdk';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useSharedWorkout } from '../features/visitor/api/getSharedWorkout';
import { useLogCompletion } from '../shared/player/api/logCompletion';
import { usePlayerBeats } from '../shared/player/beat/usePlayerBeats';
import { useRegisterRemote } from '../shared/remote';
import { Loading, NotAvailable, Problem } from '../shared/StatusMessage';
import { importPath, SAVE_TO_LIBRARY, SharedPlayerView, SharedWorkoutPlayer, useSharedMusicUrl } from '../features/visitor/components/SharedPlayerView';
import '../shared/player.css';

const NO_BLOCKS: readonly Exercise[] = [];

/**
 * /shared/:shareToken in the app, open to anyone with the link: plays with no sign-in and nothing
 * in the way, offers "Save to my library", and logs the completion only for a signed-in user. No
 * antd. A visitor's first load is usually the gateway's own page instead (../shared-player/page).
 */
export default function SharedPlayerPage() {
  useRegisterRemote();
  const { shareToken = '' } = useParams();
  const workout = useSharedWorkout(shareToken);
  const { user } = useAuth();
  const log = useLogCompletion();
  const signedIn = user !== null;
  const beats = usePlayerBeats(workout.data?.exercises ?? NO_BLOCKS, useSharedMusicUrl(shareToken), false);
  const onComplete = useCallback(
    (elapsedSeconds: number) => {
      if (signedIn) log({ shareToken, elapsedSeconds });
    },
    [log, shareToken, signedIn],
  );

  return (
    <SharedPlayerView branding={workout.data?.branding} visitor={!signedIn}>
      {workout.isPending ? (
        <Loading label="Loading workout..." />
      ) : workout.isError ? (
        isNotFoundError(workout.error) ? (
          <NotAvailable />
        ) : (
          <Problem title="The workout could not be loaded.">
            <button type="button" className="btn btn-ghost" onClick={() => void workout.refetch()}>
              Retry
            </button>
          </Problem>
        )
      ) : (
        <SharedWorkoutPlayer
          workout={workout.data}
          onComplete={onComplete}
          beats={beats}
          saveLink={
            <Link className="btn btn-ghost" to={importPath(workout.data.id)}>
              {SAVE_TO_LIBRARY}
            </Link>
          }
        />
      )}
    </SharedPlayerView>
  );
}
