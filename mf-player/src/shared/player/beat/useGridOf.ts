import { usableBpm, type BeatGrid } from '@blockbeat/contracts';
import { useMemo } from 'react';
import type { GridOf } from './alignToBeat';
import type { TrackGrid } from './beatGrid';

/**
 * What the plan is aligned with: the tracks whose tempo is usable (found and sure, or tapped),
 * with the workout's crossfade (a beat-matched one moves its change); null while there is none.
 */
export function useGridOf(grids: ReadonlyMap<string, BeatGrid>, crossfadeMs = 0): GridOf | null {
  return useMemo(() => {
    const usable = new Map<string, TrackGrid>();
    for (const [url, grid] of grids) {
      const bpm = usableBpm(grid);
      if (bpm !== null && grid.downbeatMs !== null) usable.set(url, { bpm, downbeatMs: grid.downbeatMs });
    }
    if (usable.size === 0) return null;
    return Object.assign((url: string) => usable.get(url.trim()) ?? null, { crossfadeMs });
  }, [grids, crossfadeMs]);
}
