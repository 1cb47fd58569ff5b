import type { SpotifyTemplatesRequest, SpotifyTemplatesResult } from '@blockbeat/contracts';
import { apiRequest, EXERCISE_TEMPLATES_QUERY_KEY } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playlistPath } from './spotifyTracks';

export interface CreateSpotifyTemplatesInput {
  playlistId: string;
  request: SpotifyTemplatesRequest;
}

/** POST /api/spotify/playlists/:id/templates: all the templates in one transaction, or none. */
export async function createSpotifyTemplates({ playlistId, request }: CreateSpotifyTemplatesInput): Promise<SpotifyTemplatesResult> {
  const res = await apiRequest('POST', `${playlistPath(playlistId)}/templates`, request);
  return (await res.json()) as SpotifyTemplatesResult;
}

/** The dashboard's template library is read again, so the new templates show there. */
export function useCreateSpotifyTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSpotifyTemplates,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EXERCISE_TEMPLATES_QUERY_KEY }),
  });
}
