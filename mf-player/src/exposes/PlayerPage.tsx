import type { Exercise } from '@blockbeat/contracts';
import { handleUnauthorized, isNotFoundError, isUnauthorizedError, useToast, useWorkout } from '@blockbeat/shell-sdk';
import { useCallback, useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useLogCompletion } from '../shared/player/api/logCompletion';
import { usePlayerBeats } from '../shared/player/beat/usePlayerBeats';
import { WorkoutPlayer } from '../shared/player/components/WorkoutPlayer';
import { LiveClassPanel } from '../features/live/components/LiveClassPanel';
import { useLiveClassHost } from '../features/live/hooks/useLiveClassHost';
import { PlayerPageRoot } from '../shared/PlayerPageRoot';
import { useRegisterRemote } from '../shared/remote';
import { Loading, Problem } from '../shared/StatusMessage';
import '../shared/player.css';
import '../features/live/live.css';

const NO_BLOCKS: readonly Exercise[] = [];
const ownUrl = (url: string) => url;

/** /player/:id: one of the signed-in user's own workouts; finishing it is logged. */
export default function PlayerPage() {
  useRegisterRemote();
  const { id = '' } = useParams();
  const workout = useWorkout(id);
  const { toast } = useToast();
  const log = useLogCompletion();
  const onComplete = useCallback((elapsedSeconds: number) => log({ workoutId: id, elapsedSeconds }), [log, id]);
  const live = useLiveClassHost(id);
  const beats = usePlayerBeats(workout.data?.exercises ?? NO_BLOCKS, ownUrl, true);

  useEffect(() => {
    if (isUnauthorizedError(workout.error)) handleUnauthorized(toast);
  }, [workout.error, toast]);

  return (
    <PlayerPageRoot visitor={false}>
      <h1 className="player-page-title">Workout Player</h1>
      {workout.isPending ? (
        <Loading label="Loading workout..." />
      ) : workout.isError ? (
        <Problem title={isNotFoundError(workout.error) ? 'Workout not found.' : 'The workout could not be loaded.'}>
          <Link to="/dashboard">Back to Dashboard</Link>
        </Problem>
      ) : (
        <WorkoutPlayer
          workout={workout.data}
          onComplete={onComplete}
          beats={beats}
          onEngineAction={live.started ? live.send : undefined}
          liveSlot={(status) => <LiveClassPanel host={live} timerStopped={status === 'idle' || status === 'done'} />}
          actions={
            <Link className="btn btn-ghost" to={`/builder/${id}`}>
              Edit workout
            </Link>
          }
        />
      )}
    </PlayerPageRoot>
  );
}
