import { isPaymentRequiredError, isUnauthorizedError } from '@blockbeat/shell-sdk';
import { Button } from '@blockbeat/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useUnauthorizedRedirect } from '../../../shared/useUnauthorizedRedirect';
import { SPOTIFY_STATUS_QUERY_KEY } from '../api/spotifyStatus';
import { useCountdown } from '../hooks/useCountdown';
import { classifySpotifyError } from '../model/spotifyError';

export interface SpotifyFailureNoticeProps {
  error: unknown;
  /** Asks again: at the end of a "slow down" countdown by itself, or from "Try again". */
  onRetry: () => void;
  /** How far the work got, kept in view while it waits (e.g. "Loaded 100 of 250 tracks"). */
  progress?: ReactNode;
  /** The retry is under way. */
  busy?: boolean;
}

/** A write's failure left to show here: signing in again and the paywall are the action error handler's. */
export function shownFailure(error: Error | null): Error | null {
  return error && !isPaymentRequiredError(error) && !isUnauthorizedError(error) ? error : null;
}

const errorIds = new WeakMap<object, number>();
let lastErrorId = 0;

/** One key per failure: a new refusal starts a new countdown, a re-render does not. */
function keyOf(error: unknown): string {
  if (typeof error !== 'object' || error === null) return 'failure';
  let id = errorIds.get(error);
  if (id === undefined) {
    lastErrorId += 1;
    id = lastErrorId;
    errorIds.set(error, id);
  }
  return `failure-${id}`;
}

function RateLimitCountdown({ seconds, onRetry, progress }: { seconds: number; onRetry: () => void; progress?: ReactNode }) {
  const left = useCountdown(seconds, onRetry);
  return (
    <div className="spotify-notice spotify-notice-wait" role="status">
      <p>
        Spotify asked us to slow down. {left > 0 ? `Trying again in ${left} s…` : 'Trying again…'}
      </p>
      {progress && <p className="muted-text">{progress}</p>}
    </div>
  );
}

/** A "reconnect" answer: the status is read again, and the screen shows its Reconnect (or set-up) state. */
function ReconnectNotice({ message }: { message: string }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: SPOTIFY_STATUS_QUERY_KEY });
  }, [queryClient]);
  return (
    <div className="spotify-notice spotify-notice-error" role="alert">
      <p>{message}</p>
    </div>
  );
}

/** What a failed Spotify call means for the person, and the way on from it. */
export function SpotifyFailureNotice({ error, onRetry, progress, busy = false }: SpotifyFailureNoticeProps) {
  const failure = classifySpotifyError(error);
  useUnauthorizedRedirect(error);
  switch (failure.kind) {
    case 'signedOut':
      return null;
    case 'rateLimited':
      return <RateLimitCountdown key={keyOf(error)} seconds={failure.retryAfterSeconds} onRetry={onRetry} progress={progress} />;
    case 'reconnect':
      return <ReconnectNotice message={failure.message} />;
    case 'failed':
      return (
        <div className="spotify-notice spotify-notice-error" role="alert">
          <p>{failure.message}</p>
          {progress && <p className="muted-text">{progress}</p>}
          <Button loading={busy} onClick={onRetry}>
            Try again
          </Button>
        </div>
      );
  }
}
