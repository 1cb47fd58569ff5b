import { SPOTIFY_PATHS, type SpotifyTrack } from '@blockbeat/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { retrySpotifyQuery } from '../model/spotifyError';
import { fetchSpotifyPage, loadedOf, nextOffset } from './spotifyPages';

/** The content service's maximum for a page of tracks. */
export const TRACKS_PAGE_SIZE = 100;

export const playlistPath = (playlistId: string) => `${SPOTIFY_PATHS.playlists}/${encodeURIComponent(playlistId)}`;

export const spotifyTracksQueryKey = (playlistId: string) => [SPOTIFY_PATHS.playlists, playlistId, 'tracks'] as const;

/** GET /api/spotify/playlists/:id/tracks?offset&limit, page after page. */
export function useSpotifyTracks(playlistId: string) {
  const query = useInfiniteQuery({
    queryKey: spotifyTracksQueryKey(playlistId),
    queryFn: ({ pageParam, signal }) => fetchSpotifyPage<SpotifyTrack>(`${playlistPath(playlistId)}/tracks`, pageParam, TRACKS_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    retry: retrySpotifyQuery,
  });
  return { ...query, ...loadedOf(query.data?.pages) };
}
