import { useEffect, useState } from 'react';
import { keepLoadedFilesOffline } from '../model/offlineDocument';
import type { Playing } from './Playing';

export const PLAYER_NOT_LOADED = 'The player could not be loaded. Check your connection and try again.';

export type PlayerChunk = { kind: 'loading' } | { kind: 'loaded'; Playing: typeof Playing } | { kind: 'failed' };

/**
 * The player, in a chunk of its own: the plan is drawn without it (the page's first script stays
 * small), and it is fetched as soon as `wanted` (there is a plan), then kept for offline use.
 */
export function usePlayerChunk(wanted: boolean): PlayerChunk {
  const [chunk, setChunk] = useState<PlayerChunk>({ kind: 'loading' });
  useEffect(() => {
    if (!wanted || chunk.kind !== 'loading') return;
    let live = true;
    import('./Playing').then(
      ({ Playing }) => {
        keepLoadedFilesOffline();
        if (live) setChunk({ kind: 'loaded', Playing });
      },
      () => live && setChunk({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [wanted, chunk.kind]);
  // A load that failed offline is tried again once the device is back online.
  useEffect(() => {
    if (chunk.kind !== 'failed') return;
    const retry = () => setChunk({ kind: 'loading' });
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [chunk.kind]);
  return chunk;
}
