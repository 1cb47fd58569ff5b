import { SPOTIFY_MESSAGES, type SpotifyErrorReason } from '@blockbeat/contracts';
import { errorBodyOf, isUnauthorizedError, serviceMessageOf, statusOf } from '@blockbeat/shell-sdk';

/** When Spotify says "slow down" without saying how long, wait this long before asking again. */
export const DEFAULT_RETRY_AFTER_SECONDS = 5;

/** What the screen does about a failed Spotify call. */
export type SpotifyFailure =
  | { kind: 'signedOut' }
  | { kind: 'rateLimited'; retryAfterSeconds: number }
  /** The link (or the server's Spotify set-up) is gone: the status is read again and the screen follows it. */
  | { kind: 'reconnect'; message: string }
  /** 502/504 and anything else: the service's words and a "Try again". */
  | { kind: 'failed'; message: string };

/** The Spotify routes' `reason` and, with a 429, `retryAfterSeconds` (packages/contracts/src/spotify.ts). */
interface SpotifyErrorFields {
  reason?: SpotifyErrorReason | string;
  retryAfterSeconds?: number;
}

function retryAfterOf(fields: SpotifyErrorFields): number {
  const seconds = fields.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : DEFAULT_RETRY_AFTER_SECONDS;
}

export function classifySpotifyError(error: unknown): SpotifyFailure {
  if (isUnauthorizedError(error)) return { kind: 'signedOut' };
  const status = statusOf(error);
  const fields: SpotifyErrorFields = errorBodyOf(error)?.error ?? {};
  if (status === 429) return { kind: 'rateLimited', retryAfterSeconds: retryAfterOf(fields) };
  if (fields.reason === 'reconnect') return { kind: 'reconnect', message: serviceMessageOf(error, SPOTIFY_MESSAGES.reconnect) };
  if (fields.reason === 'not_connected') return { kind: 'reconnect', message: serviceMessageOf(error, SPOTIFY_MESSAGES.notConnected) };
  if (fields.reason === 'not_configured') return { kind: 'reconnect', message: serviceMessageOf(error, SPOTIFY_MESSAGES.notConfigured) };
  if (status === 504) return { kind: 'failed', message: serviceMessageOf(error, SPOTIFY_MESSAGES.timeout) };
  if (status === 502 || status === 503) return { kind: 'failed', message: serviceMessageOf(error, SPOTIFY_MESSAGES.unavailable) };
  if (status === null) return { kind: 'failed', message: 'The server did not answer. Check your connection and try again.' };
  return { kind: 'failed', message: serviceMessageOf(error, 'Something went wrong. Please try again.') };
}

/** Spotify calls are asked again by the screen (countdown, "Try again"); only a lost connection is retried at once. */
export function retrySpotifyQuery(failureCount: number, error: unknown): boolean {
  return statusOf(error) === null && failureCount < 2;
}
