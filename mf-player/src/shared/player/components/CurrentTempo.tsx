import type { Exercise } from '@blockbeat/contracts';
import { BeatTempo } from '@blockbeat/ui/beat';
import type { PlayerBeats } from '../beat/playerBeats';
import { musicTypeOf } from '../model/musicPlan';

interface CurrentTempoProps {
  block: Exercise | undefined;
  beats: PlayerBeats;
  trackPositionMs: () => number | null;
}

/** Embeds give no access to their audio: the builder says so; the player keeps its one screen for the workout. */
const EMBEDS = new Set(['youtube', 'spotify', 'soundcloud']);

/**
 * The tempo of an uploaded track on screen ("128 BPM"), or why there is none, with a tap to set or
 * correct it; for a block without music that has its own click tempo, "Click track · 120 BPM".
 */
export function CurrentTempo({ block, beats, trackPositionMs }: CurrentTempoProps) {
  const url = block?.musicUrl?.trim() ?? '';
  if (block && !url && block.clickBpm) {
    return (
      <div className="player-tempo" role="group" aria-label="Tempo">
        <span className="player-muted">Click track · {block.clickBpm} BPM</span>
      </div>
    );
  }
  if (!block || !url || EMBEDS.has(musicTypeOf(block) ?? '')) return null;
  const { save } = beats;
  return (
    <div className="player-tempo" role="group" aria-label="Tempo">
      <BeatTempo
        key={url}
        name={block.name}
        musicType={musicTypeOf(block)}
        grid={beats.grids.get(url)}
        onSave={save ? (input) => save(url, input) : undefined}
        saving={beats.saving}
        trackPositionMs={trackPositionMs}
      />
    </div>
  );
}
