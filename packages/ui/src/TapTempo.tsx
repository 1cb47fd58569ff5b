import { BEAT_MESSAGES, formatBpm, NUDGE_STEP_MS, TAP_MIN_TAPS, type BeatTapInput } from '@blockbeat/contracts';
import { useState } from 'react';
import { UiStyles } from './styles';
import { addTap, bpmInRange, downbeatFromTaps, nudgeDownbeat, tempoFromTaps } from './tapTempo';

export interface TapTempoProps {
  /** What is being tapped to, for the controls' names ("Tap the tempo of Warm-up"). */
  name: string;
  /** The tempo and downbeat as known (stored, or null). */
  bpm: number | null;
  downbeatMs: number | null;
  /** Where the playing track is now (ms), or null when it is not playing: taps then set "the one" too. */
  trackPositionMs?: () => number | null;
  /** Keeps the tempo (an upload's PUT); absent, the tempo is only used on this screen (an embed). */
  onSave?: (input: BeatTapInput) => void;
  /** Told each new tempo, saved or not (the builder counts and fits with it). */
  onTempo?: (bpm: number) => void;
  saving?: boolean;
  /** The clock taps are timed on (tests pass their own). */
  now?: () => number;
}

interface Draft {
  bpm: number | null;
  downbeatMs: number;
}

/**
 * Tap tempo: TAP_MIN_TAPS taps or more give the BPM (mean interval, outliers dropped; a pause
 * starts again), ½× and 2× fix an octave, Earlier/Later move "the one" by NUDGE_STEP_MS while the
 * track plays, and Save keeps it with the upload.
 */
export function TapTempo({ name, bpm, downbeatMs, trackPositionMs, onSave, onTempo, saving = false, now = () => performance.now() }: TapTempoProps) {
  const [draft, setDraft] = useState<Draft>({ bpm, downbeatMs: downbeatMs ?? 0 });
  const [taps, setTaps] = useState<{ at: number; position: number | null }[]>([]);
  const set = (next: Draft) => {
    setDraft(next);
    if (next.bpm !== null && bpmInRange(next.bpm)) onTempo?.(next.bpm);
  };
  const tap = () => {
    const times = addTap(
      taps.map((t) => t.at),
      now(),
    );
    const kept = [...taps.slice(taps.length - times.length + 1), { at: times.at(-1)!, position: trackPositionMs?.() ?? null }];
    setTaps(kept);
    const tapped = tempoFromTaps(times);
    if (tapped === null) return;
    const positions = kept.map((t) => t.position);
    const known = positions.every((p): p is number => p !== null);
    set({ bpm: tapped, downbeatMs: known ? downbeatFromTaps(positions, tapped) : draft.downbeatMs });
  };
  const scale = (factor: number) => draft.bpm !== null && set({ ...draft, bpm: Math.round(draft.bpm * factor * 100) / 100 });
  const nudge = (steps: number) => draft.bpm !== null && set({ ...draft, downbeatMs: nudgeDownbeat(draft.downbeatMs, steps, draft.bpm) });
  const inRange = draft.bpm !== null && bpmInRange(draft.bpm);
  const changed = draft.bpm !== bpm || draft.downbeatMs !== (downbeatMs ?? 0);
  const left = TAP_MIN_TAPS - taps.length;

  return (
    <div className="ui-tap-tempo" role="group" aria-label={`Tempo of ${name}`}>
      <UiStyles />
      <button type="button" className="ui-preview-button ui-tap-button" onClick={tap}>
        Tap
      </button>
      <p className="ui-field-hint" role="status">
        {draft.bpm === null || (left > 0 && taps.length > 0) ? `Tap on every beat, from “the one”: ${Math.max(left, 0)} more` : formatBpm(draft.bpm)}
      </p>
      {draft.bpm !== null && (
        <>
          <button type="button" className="ui-preview-button" aria-label="Half the tempo" onClick={() => scale(0.5)}>
            ½×
          </button>
          <button type="button" className="ui-preview-button" aria-label="Double the tempo" onClick={() => scale(2)}>
            2×
          </button>
          <button type="button" className="ui-preview-button" aria-label={`Downbeat ${NUDGE_STEP_MS} ms earlier`} onClick={() => nudge(-1)}>
            Earlier
          </button>
          <button type="button" className="ui-preview-button" aria-label={`Downbeat ${NUDGE_STEP_MS} ms later`} onClick={() => nudge(1)}>
            Later
          </button>
        </>
      )}
      {draft.bpm !== null && !inRange && <p className="ui-field-error">{BEAT_MESSAGES.bpmRange}</p>}
      {onSave && inRange && changed && (
        <button type="button" className="ui-preview-button" disabled={saving} onClick={() => onSave({ bpm: draft.bpm!, downbeatMs: draft.downbeatMs })}>
          {saving ? 'Saving…' : 'Save tempo'}
        </button>
      )}
    </div>
  );
}
