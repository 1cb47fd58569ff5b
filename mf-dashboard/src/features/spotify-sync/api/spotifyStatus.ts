import { SPOTIFY_PATHS, type SpotifyStatus } from '@blockbeat/contracts';
import { getQueryFn } from '@blockbeat/shell-sdk';
import { useQuery } from '@tanstack/react-query';
import { retrySpotifyQuery } from '../model/spotifyError';

/** GET /api/spotify/status: configured, connected, needsReconnect, displayName, redirectUri. */
export const SPOTIFY_STATUS_QUERY_KEY = [SPOTIFY_PATHS.status] as const;

const fetchSpotifyStatus = getQueryFn<SpotifyStatus>({ on401: 'throw' });

export function useSpotifyStatus() {
  // Read afresh on every visit: a grant can be withdrawn in Spotify, or the link removed in another tab.
  return useQuery({ queryKey: SPOTIFY_STATUS_QUERY_KEY, queryFn: fetchSpotifyStatus, staleTime: 0, refetchOnMount: 'always', retry: retrySpotifyQuery });
}
