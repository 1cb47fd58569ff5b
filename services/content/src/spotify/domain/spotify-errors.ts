import { SPOTIFY_MESSAGES, type ErrorBody, type ErrorCode, type SpotifyErrorReason } from '@blockbeat/contracts';
import { HttpError, NotFoundError } from '@blockbeat/service-kit';
import { SpotifyCallError } from '../data/spotify-client';

const MESSAGES: Record<SpotifyErrorReason, string> = {
  reconnect: SPOTIFY_MESSAGES.reconnect,
  not_connected: SPOTIFY_MESSAGES.notConnected,
  not_configured: SPOTIFY_MESSAGES.notConfigured,
  rate_limited: SPOTIFY_MESSAGES.rateLimited,
  unavailable: SPOTIFY_MESSAGES.unavailable,
  timeout: SPOTIFY_MESSAGES.timeout,
};

/** A failure the playlist sync screen tells apart by its `reason` (contracts SpotifyErrorReason). */
export class SpotifyError extends HttpError {
  constructor(
    status: number,
    code: ErrorCode,
    readonly reason: SpotifyErrorReason,
    readonly retryAfterSeconds?: number,
  ) {
    super(status, code, MESSAGES[reason]);
  }

  override toBody(): ErrorBody {
    const body = super.toBody();
    return { error: { ...body.error, reason: this.reason, ...(this.retryAfterSeconds !== undefined && { retryAfterSeconds: this.retryAfterSeconds }) } };
  }
}

export const spotifyNotConfigured = () => new SpotifyError(409, 'conflict', 'not_configured');
export const spotifyNotConnected = () => new SpotifyError(409, 'conflict', 'not_connected');
export const spotifyReconnect = () => new SpotifyError(409, 'conflict', 'reconnect');
export const playlistNotFound = () => new NotFoundError('Spotify playlist not found');

/** What the caller hears when a call to Spotify failed; anything else passes through unchanged. */
export function toSpotifyHttpError(err: unknown): unknown {
  if (!(err instanceof SpotifyCallError)) return err;
  switch (err.failure) {
    case 'rate_limited':
      return new SpotifyError(429, 'rate_limited', 'rate_limited', err.retryAfterSeconds);
    case 'timeout':
      return new SpotifyError(504, 'gateway_timeout', 'timeout');
    case 'not_found':
      return playlistNotFound();
    case 'unauthorized':
    case 'invalid_grant':
      return spotifyReconnect();
    default:
      return new SpotifyError(502, 'bad_gateway', 'unavailable');
  }
}
