import type { SpotifyFillRequest, SpotifyFillResult } from '@blockbeat/contracts';
import { apiRequest, workoutQueryKey } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playlistPath } from './spotifyTracks';

export interface FillSpotifyWorkoutInput {
  playlistId: string;
  request: SpotifyFillRequest;
}

/** POST /api/spotify/playlists/:id/fill-workout: the workout's blocks get the tracks in order, in one transaction. */
export async function fillSpotifyWorkout({ playlistId, request }: FillSpotifyWorkoutInput): Promise<SpotifyFillResult> {
  const res = await apiRequest('POST', `${playlistPath(playlistId)}/fill-workout`, request);
  return (await res.json()) as SpotifyFillResult;
}

/**
 * The workout is read again with its new blocks: its key's first segment is also the workout
 * list's key, so the builder and the dashboard's card (block count, length) both refresh.
 */
export function useFillSpotifyWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fillSpotifyWorkout,
    retry: false,
    onSuccess: (_result, { request }) => queryClient.invalidateQueries({ queryKey: workoutQueryKey(request.workoutId).slice(0, 1) }),
  });
}
