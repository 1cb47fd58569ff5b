import { usableBpm } from '@blockbeat/contracts';
import { useBeatGrid, useSaveBeatGrid } from '@blockbeat/shell-sdk';
import { BeatTempo } from '@blockbeat/ui';
import { useState } from 'react';
import type { BlockDraft } from '../../../shared/model/block';
import { PhraseFit } from './PhraseFit';

interface BlockTempoProps {
  block: Pick<BlockDraft, 'musicUrl' | 'musicType' | 'duration' | 'breathing'>;
  name: string;
  onChange: (changes: Partial<BlockDraft>) => void;
}

/**
 * A block's music tempo ("128 BPM", or why there is none, with a tap), its length in counts
 * ("32 counts · 15.0 s") and "Fit to the beat": the whole number of 8, 16 or 32-count phrases
 * nearest its length, in whole seconds. An embed's tapped tempo is used here, not kept.
 */
export function BlockTempo({ block, name, onChange }: BlockTempoProps) {
  const url = block.musicUrl.trim();
  const grid = useBeatGrid(url);
  const save = useSaveBeatGrid();
  const [tapped, setTapped] = useState<number | null>(null);
  if (!url) return null;
  const bpm = (grid ? usableBpm(grid) : null) ?? tapped;
  const duration = block.breathing ? null : block.duration;
  return (
    <div className="block-tempo" role="group" aria-label={`Beat of ${name}`}>
      <BeatTempo name={name} musicType={block.musicType} grid={grid} onSave={(input) => save.mutate({ musicUrl: url, input })} saving={save.isPending} onTempo={setTapped} />
      {bpm !== null && <PhraseFit name={name} duration={duration} bpm={bpm} onChange={onChange} />}
    </div>
  );
}
