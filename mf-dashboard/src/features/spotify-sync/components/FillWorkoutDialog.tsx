import type { SpotifyFillResult, SpotifyPlaylist, WorkoutSummary } from '@blockbeat/contracts';
import { useActionErrorHandler, useToast } from '@blockbeat/shell-sdk';
import { Button, Checkbox, Modal } from '@blockbeat/ui';
import { useQuery, type QueryFunction } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LabeledSelect } from '../../../shared/components/LabeledSelect';
import { useFillSpotifyWorkout, type FillSpotifyWorkoutInput } from '../api/fillSpotifyWorkout';
import { fillResultMessage } from '../model/resultMessages';
import { shownFailure, SpotifyFailureNotice } from './SpotifyFailureNotice';

/** The user's workouts, as the page's workouts feature reads them. */
export interface WorkoutsQuery {
  queryKey: readonly unknown[];
  queryFn: QueryFunction<WorkoutSummary[]>;
}

export interface FillWorkoutDialogProps {
  open: boolean;
  onClose: () => void;
  playlist: SpotifyPlaylist;
  /** The playlist's usable tracks (what the fill puts on blocks, in order). */
  trackCount: number;
  workoutsQuery: WorkoutsQuery;
}

const blocks = (n: number) => `${n} ${n === 1 ? 'block' : 'blocks'}`;
const tracks = (n: number) => `${n} ${n === 1 ? 'track' : 'tracks'}`;

function FillSummary({ workout, trackCount }: { workout: WorkoutSummary; trackCount: number }) {
  const count = workout.exerciseCount;
  let what = `The ${blocks(count)} get the ${tracks(trackCount)} in order.`;
  if (trackCount < count) what = `The first ${blocks(trackCount)} get a track; the other ${blocks(count - trackCount)} keep their music.`;
  if (trackCount > count) what = `Its ${blocks(count)} get the first ${tracks(count)}.`;
  return (
    <p className="spotify-fill-summary">
      {workout.name} has {blocks(count)}; the playlist has {tracks(trackCount)}. {what}
    </p>
  );
}

function FillDone({ workout, result, onClose }: { workout: WorkoutSummary; result: SpotifyFillResult; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <div role="status">
      <p className="spotify-lead">
        {workout.name}: {fillResultMessage(result)}.
      </p>
      <div className="dialog-actions">
        <Button onClick={onClose}>Close</Button>
        <Button type="primary" autoFocus onClick={() => navigate(`/builder/${encodeURIComponent(workout.id)}`)}>
          Open in builder
        </Button>
      </div>
    </div>
  );
}

/** "Fill a workout": pick one of the user's workouts; its blocks get the playlist's tracks in order. */
export function FillWorkoutDialog({ open, onClose, playlist, trackCount, workoutsQuery }: FillWorkoutDialogProps) {
  const workouts = useQuery({ ...workoutsQuery, queryKey: [...workoutsQuery.queryKey], enabled: open });
  const fill = useFillSpotifyWorkout();
  const { toast } = useToast();
  const handleActionError = useActionErrorHandler();
  const [workoutId, setWorkoutId] = useState('');
  const [addBlocks, setAddBlocks] = useState(false);
  const [matchTrackLength, setMatchTrackLength] = useState(false);

  const list = workouts.data ?? [];
  const workout = list.find((w) => w.id === workoutId) ?? list[0] ?? null;
  const extra = workout ? trackCount - workout.exerciseCount : 0;

  const submit = (input: FillSpotifyWorkoutInput) => {
    setWorkoutId(input.request.workoutId);
    fill.mutate(input, {
      onSuccess: (result) => toast({ title: 'Workout filled', description: fillResultMessage(result) }),
      onError: (error) => void handleActionError(error),
    });
  };
  const fillChosen = () => {
    if (workout) submit({ playlistId: playlist.id, request: { workoutId: workout.id, addBlocks: extra > 0 && addBlocks, matchTrackLength } });
  };
  const shownError = shownFailure(fill.error);

  let body;
  if (fill.isSuccess && workout) body = <FillDone workout={workout} result={fill.data} onClose={onClose} />;
  else if (workouts.isPending) body = <p className="muted-text">Loading your workouts…</p>;
  else if (workouts.isError) body = <SpotifyFailureNotice error={workouts.error} onRetry={() => void workouts.refetch()} busy={workouts.isFetching} />;
  else if (!workout) body = <p>You have no workouts yet. Build one first, then fill it from this playlist.</p>;
  else
    body = (
      <>
        <LabeledSelect label="Workout" value={workout.id} options={list.map((w) => ({ value: w.id, label: w.name }))} onChange={setWorkoutId} />
        <FillSummary workout={workout} trackCount={trackCount} />
        <div className="spotify-fill-options">
          {extra > 0 && (
            <Checkbox checked={addBlocks} onChange={(e) => setAddBlocks(e.target.checked)}>
              Add {blocks(extra)} for the remaining tracks
            </Checkbox>
          )}
          <Checkbox checked={matchTrackLength} onChange={(e) => setMatchTrackLength(e.target.checked)}>
            Set each block’s duration to its track’s length (5–600 s)
          </Checkbox>
        </div>
        {shownError && <SpotifyFailureNotice error={shownError} onRetry={() => fill.variables && submit(fill.variables)} busy={fill.isPending} />}
        <div className="dialog-actions">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={fill.isPending} onClick={fillChosen}>
            Fill workout
          </Button>
        </div>
      </>
    );

  return (
    <Modal open={open} title={`Fill a workout with ${playlist.name}`} footer={null} onCancel={onClose} destroyOnHidden>
      {body}
    </Modal>
  );
}
