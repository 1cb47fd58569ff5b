import { BEAT_MESSAGES, formatBpm, usableBpm, type BeatGrid, type BeatTapInput } from '@blockbeat/contracts';
import { useState } from 'react';
import { UiStyles } from './styles';
import { TapTempo } from './TapTempo';

export interface BeatTempoProps {
  /** The block or track, for the controls' names. */
  name: string;
  musicType: string | null | undefined;
  /** The upload's grid; undefined while it loads or for an embed. */
  grid: BeatGrid | undefined;
  /** Keeps a tapped tempo with the upload (its owner); absent: used on this screen only. */
  onSave?: (input: BeatTapInput) => void;
  saving?: boolean;
  onTempo?: (bpm: number) => void;
  trackPositionMs?: () => number | null;
}

const EMBEDS = new Set(['youtube', 'spotify', 'soundcloud']);

/** What the tempo line says: "128 BPM", or why there is no tempo to rely on. */
export function tempoText(grid: BeatGrid): string {
  const bpm = usableBpm(grid);
  if (bpm !== null) return formatBpm(bpm);
  if (grid.status === 'found') return BEAT_MESSAGES.uncertain;
  return BEAT_MESSAGES[grid.status];
}

/**
 * A track's tempo where a block is shown: "128 BPM", or what stands in its way (no steady beat, a
 * file that could not be read, an uncertain tempo, an embed whose audio is out of reach) with a
 * tap to set it. Nothing for a block without music, or while an upload's grid loads.
 */
export function BeatTempo({ name, musicType, grid, onSave, saving, onTempo, trackPositionMs }: BeatTempoProps) {
  // Open for the grid it was opened on: a saved tempo (a new grid) closes it.
  const [openFor, setOpenFor] = useState<{ grid: BeatGrid | undefined } | null>(null);
  const tapping = openFor !== null && openFor.grid === grid;
  const embed = EMBEDS.has(musicType ?? '');
  if (!embed && !grid) return null;
  const known = grid ? usableBpm(grid) : null;
  return (
    <div className="ui-beat-tempo">
      <UiStyles />
      <span className={known === null ? 'ui-field-hint' : 'ui-beat-bpm'}>{embed ? BEAT_MESSAGES.embed : tempoText(grid!)}</span>
      {grid?.status !== 'pending' && (
        <button type="button" className="ui-preview-button" aria-expanded={tapping} onClick={() => setOpenFor(tapping ? null : { grid })}>
          {known === null ? 'Tap the tempo' : 'Correct the tempo'}
        </button>
      )}
      {tapping && (
        <TapTempo
          name={name}
          bpm={known}
          downbeatMs={grid?.downbeatMs ?? null}
          onSave={embed ? undefined : onSave}
          saving={saving}
          onTempo={onTempo}
          trackPositionMs={trackPositionMs}
        />
      )}
    </div>
  );
}
