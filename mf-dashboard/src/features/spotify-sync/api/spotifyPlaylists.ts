import { SPOTIFY_PATHS, type SpotifyPlaylist } from '@blockbeat/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { retrySpotifyQuery } from '../model/spotifyError';
import { fetchSpotifyPage, loadedOf, nextOffset } from './spotifyPages';

/** Spotify's own maximum for a page of playlists. */
export const PLAYLISTS_PAGE_SIZE = 50;

export const SPOTIFY_PLAYLISTS_QUERY_KEY = [SPOTIFY_PATHS.playlists] as const;

/** GET /api/spotify/playlists?offset&limit, one page per "Load more". */
export function useSpotifyPlaylists() {
  const query = useInfiniteQuery({
    queryKey: SPOTIFY_PLAYLISTS_QUERY_KEY,
    queryFn: ({ pageParam, signal }) => fetchSpotifyPage<SpotifyPlaylist>(SPOTIFY_PATHS.playlists, pageParam, PLAYLISTS_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    retry: retrySpotifyQuery,
  });
  return { ...query, ...loadedOf(query.data?.pages) };
}
