/**
 * Spotify playlist sync (docs/product.md#spotify-playlist-sync): the API between the content
 * service, which holds the user's Spotify link, and the /spotify-playlist-sync screen.
 */

/** GET /api/spotify/status */
export interface SpotifyStatus {
  /** False when the deployment has no SPOTIFY_CLIENT_ID: the screen explains the set-up. */
  configured: boolean;
  connected: boolean;
  /** The grant was refused on refresh (revoked in Spotify): the screen offers "Reconnect". */
  needsReconnect: boolean;
  /** The Spotify account's display name, when connected. */
  displayName: string | null;
  /** The redirect URI to register in the Spotify app: `$BASE_URL/api/spotify/callback`. */
  redirectUri: string;
}

export interface SpotifyPage<T> {
  items: T[];
  total: number;
  offset: number;
  limit: number;
}

/** GET /api/spotify/playlists?offset&limit */
export interface SpotifyPlaylist {
  id: string;
  name: string;
  /** The smallest cover Spotify offers, or null. */
  imageUrl: string | null;
  trackCount: number;
}

/**
 * GET /api/spotify/playlists/:id/tracks?offset&limit. Local files, episodes and removed tracks are
 * left out of `items` while `total` stays Spotify's count of every entry, so the next page starts
 * at `offset + limit`, not at the number of items received.
 */
export interface SpotifyTrack {
  id: string;
  title: string;
  artists: string[];
  durationMs: number;
  /** https://open.spotify.com/track/<id>: what a block's musicUrl holds. */
  url: string;
}

/** POST /api/spotify/playlists/:id/templates: body. No trackIds means every track. */
export interface SpotifyTemplatesRequest {
  trackIds?: string[];
}

/** ... and its answer: all created in one transaction, or none. */
export interface SpotifyTemplatesResult {
  created: number;
  /** Tracks whose URL is already a template in the library. */
  skipped: number;
}

/** POST /api/spotify/playlists/:id/fill-workout: body. */
export interface SpotifyFillRequest {
  workoutId: string;
  /** More tracks than blocks: add a block per remaining track (30 s / 10 s, "Title — Artist"). */
  addBlocks: boolean;
  /** Each filled block's duration becomes its track's length clamped to 5–600 s. */
  matchTrackLength: boolean;
}

export interface SpotifyFillResult {
  /** Blocks that got a track. */
  filled: number;
  /** Tracks left over because the workout has fewer blocks and addBlocks was false. */
  tracksLeft: number;
  /** Blocks added (addBlocks). */
  added: number;
}

export const SPOTIFY_SCOPES = ['playlist-read-private', 'playlist-read-collaborative'] as const;

export const SPOTIFY_PATHS = {
  status: '/api/spotify/status',
  /** Browser navigation: answers 302 to Spotify's consent page. */
  connect: '/api/spotify/connect',
  callback: '/api/spotify/callback',
  /** DELETE: erase the tokens. */
  connection: '/api/spotify/connection',
  playlists: '/api/spotify/playlists',
} as const;

/**
 * The cookie that binds an authorisation's `state` to the browser that started it (Path=/api/spotify);
 * the gateway forwards this one cookie, and no other, to the content service on /api/spotify.
 */
export const SPOTIFY_STATE_COOKIE = 'bb_spotify_state';

/** Where the callback sends the browser back: `?spotify=connected` or `?spotify=<SpotifyCallbackError>`. */
export const SPOTIFY_SCREEN_PATH = '/spotify-playlist-sync';
export type SpotifyCallbackError = 'denied' | 'state' | 'failed';

/** The error codes the screen tells apart (ErrorBody.error.reason on 409/429/502/504). */
export type SpotifyErrorReason = 'reconnect' | 'not_connected' | 'not_configured' | 'rate_limited' | 'unavailable' | 'timeout';

export const SPOTIFY_MESSAGES = {
  notConfigured: 'Spotify is not set up on this BlockBeat server.',
  notConnected: 'Connect your Spotify account first.',
  reconnect: 'Spotify no longer accepts BlockBeat’s access to your account. Reconnect to go on.',
  rateLimited: 'Spotify asked us to slow down. Trying again shortly…',
  unavailable: 'Spotify is not answering right now. Please try again in a few minutes.',
  timeout: 'Spotify took too long to answer. Please try again.',
  denied: 'You did not allow BlockBeat to read your playlists, so nothing was connected.',
  state: 'That sign-in link to Spotify has expired or was already used. Please connect again.',
  failed: 'Connecting to Spotify failed. Please try again.',
} as const;

/** A template's name for a track: "Title — Artist, Artist" cut to the name limit. */
export function spotifyTemplateName(track: Pick<SpotifyTrack, 'title' | 'artists'>, max = 120): string {
  const artists = track.artists.join(', ');
  const full = artists ? `${track.title} — ${artists}` : track.title;
  return full.length <= max ? full : `${full.slice(0, max - 1).trimEnd()}…`;
}

/** A block's duration for a track: its length in whole seconds clamped to 5–600 s. */
export function spotifyTrackSeconds(durationMs: number, min = 5, max = 600): number {
  return Math.min(max, Math.max(min, Math.round(durationMs / 1000)));
}
