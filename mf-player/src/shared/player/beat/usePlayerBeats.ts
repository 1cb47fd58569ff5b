import { useBeatGrids, useSaveBeatGrid } from '@blockbeat/shell-sdk';
import { useMemo } from 'react';
import type { PlayerBeats } from './playerBeats';

/**
 * The grids of the blocks' uploaded tracks, each upload read once (shell-sdk's query, through the
 * share on a shared page), and for the owner the save of a tapped tempo. For the app's pages.
 */
export function usePlayerBeats(blocks: readonly { musicUrl?: string }[], resolveUrl: (url: string) => string, owner: boolean): PlayerBeats {
  const grids = useBeatGrids(
    blocks.map((b) => b.musicUrl),
    resolveUrl,
  );
  const { mutate, isPending } = useSaveBeatGrid();
  return useMemo(() => (owner ? { grids, save: (musicUrl, input) => mutate({ musicUrl, input }), saving: isPending } : { grids }), [owner, grids, mutate, isPending]);
}
