import { SPOTIFY_MESSAGES, type SpotifyCallbackError } from '@blockbeat/contracts';
import { useToast } from '@blockbeat/shell-sdk';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

const CALLBACK_ERRORS: readonly SpotifyCallbackError[] = ['denied', 'state', 'failed'];

/**
 * Back from Spotify, the callback left `?spotify=connected` or `?spotify=<error>`: say how it went
 * once, then take the query away so a reload or a shared link does not say it again.
 */
export function useSpotifyCallbackResult(): void {
  const [params, setParams] = useSearchParams();
  const { toast } = useToast();
  const result = params.get('spotify');
  const told = useRef(false);
  useEffect(() => {
    if (result === null || told.current) return;
    told.current = true;
    if (result === 'connected') toast({ title: 'Spotify connected', description: 'Pick a playlist to use its tracks.' });
    else if ((CALLBACK_ERRORS as readonly string[]).includes(result)) {
      toast({ title: 'Spotify not connected', description: SPOTIFY_MESSAGES[result as SpotifyCallbackError], variant: 'destructive' });
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('spotify');
        return next;
      },
      { replace: true },
    );
  }, [result, toast, setParams]);
}
