import type { SpotifyTemplatesRequest, SpotifyTrack } from '@blockbeat/contracts';
import { useCallback, useMemo, useState } from 'react';

/**
 * Every track is chosen until unticked, including those still loading: the selection is held as
 * the tracks left out.
 */
export function useTrackSelection(tracks: readonly SpotifyTrack[]) {
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const selectedCount = useMemo(() => tracks.filter((t) => !left.has(t.id)).length, [tracks, left]);

  const toggle = useCallback((id: string, chosen: boolean) => {
    setLeft((current) => {
      const next = new Set(current);
      if (chosen) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const chooseAll = useCallback((chosen: boolean) => setLeft(chosen ? new Set() : new Set(tracks.map((t) => t.id))), [tracks]);

  /** Nothing left out: no list, the service takes every track of the playlist (even those not loaded here). */
  const request = useCallback(
    (): SpotifyTemplatesRequest => (left.size === 0 ? {} : { trackIds: tracks.filter((t) => !left.has(t.id)).map((t) => t.id) }),
    [left, tracks],
  );

  return { isChosen: (id: string) => !left.has(id), someLeftOut: left.size > 0, selectedCount, toggle, chooseAll, request };
}
