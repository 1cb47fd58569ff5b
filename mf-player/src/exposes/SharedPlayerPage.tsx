import { hasBranding, sharedMusicUrl } from '@blockbeat/contracts';
import { isNotFoundError, useAuth } from '@blockbeat/shell-sdk';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { SharedHeader } from '../features/branding/components/SharedHeader';
import { brandStyle } from '../features/branding/model/brandStyle';
import { useSharedWorkout } from '../features/player/api/getSharedWorkout';
import { useLogCompletion } from '../features/player/api/logCompletion';
import { WorkoutPlayer } from '../features/player/components/WorkoutPlayer';
import { useRegisterRemote } from '../shared/remote';
import { Loading, NOT_AVAILABLE, Problem } from '../shared/StatusMessage';
import '../shared/player.css';

/**
 * /shared/:shareToken, open to anyone with the link: plays with no sign-in and nothing in the
 * way, offers "Save to my library", and logs the completion only for a signed-in user. No antd.
 */
export default function SharedPlayerPage() {
  useRegisterRemote();
  const { shareToken = '' } = useParams();
  const workout = useSharedWorkout(shareToken);
  const { user } = useAuth();
  const { mutate: log } = useLogCompletion();
  const signedIn = user !== null;
  const onComplete = useCallback((elapsedSeconds: number) => {
    if (signedIn) log({ shareToken, elapsedSeconds });
  }, [log, shareToken, signedIn]);
  const resolveMusicUrl = useCallback((url: string) => sharedMusicUrl(shareToken, url), [shareToken]);

  const branding = workout.data?.branding;

  return (
    <div className={hasBranding(branding) ? 'player-page is-branded' : 'player-page'} style={brandStyle(branding)} data-testid="shared-player">
      <SharedHeader branding={branding} />
      {workout.isPending ? (
        <Loading label="Loading workout..." />
      ) : workout.isError ? (
        <Problem title={isNotFoundError(workout.error) ? NOT_AVAILABLE : 'The workout could not be loaded.'}>
          {!isNotFoundError(workout.error) && (
            <button type="button" className="btn btn-ghost" onClick={() => void workout.refetch()}>
              Retry
            </button>
          )}
        </Problem>
      ) : (
        <WorkoutPlayer
          workout={workout.data}
          resolveMusicUrl={resolveMusicUrl}
          onComplete={onComplete}
          actions={
            <Link className="btn btn-ghost" to={`/import/${workout.data.id}`}>
              Save to my library
            </Link>
          }
        />
      )}
    </div>
  );
}
