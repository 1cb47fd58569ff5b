import { SPOTIFY_PATHS } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SPOTIFY_STATUS_QUERY_KEY } from './spotifyStatus';

/** DELETE /api/spotify/connection → 204: the tokens are erased. */
export async function disconnectSpotify(): Promise<void> {
  await apiRequest('DELETE', SPOTIFY_PATHS.connection);
}

/** Afterwards nothing read through the old link is kept: the status is read again, the lists dropped. */
export function useDisconnectSpotify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectSpotify,
    retry: false,
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: [SPOTIFY_PATHS.playlists] });
      await queryClient.invalidateQueries({ queryKey: SPOTIFY_STATUS_QUERY_KEY });
    },
  });
}
