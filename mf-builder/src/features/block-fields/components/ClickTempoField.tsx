import { BPM_MAX, BPM_MIN } from '@blockbeat/contracts';
import { Switch } from '../../../shared/Switch';
import { NumberInput } from '../../../shared/components/NumberInput';
import type { BlockDraft } from '../../../shared/model/block';
import type { BlockErrors } from '../../../shared/model/validation';
import { PhraseFit } from './PhraseFit';

/** Offered when a block's own click tempo is turned on: a common step and aerobics tempo. */
export const DEFAULT_CLICK_BPM = 120;

interface ClickTempoFieldProps {
  id: string;
  name: string;
  clickBpm: number | null;
  /** The block's length in seconds; null while empty or timed by breaths (then no counts). */
  duration: number | null;
  errors: BlockErrors;
  serverErrors: BlockErrors;
  onChange: (changes: Partial<BlockDraft>) => void;
}

/**
 * A block without music: a click track at its own tempo, instead of the player's setting, with
 * its length in counts and "Fit to the beat" as a block with music has (the clicks start on its "one").
 */
export function ClickTempoField({ id, name, clickBpm, duration, errors, serverErrors, onChange }: ClickTempoFieldProps) {
  return (
    <div className="click-tempo-field">
      <Switch
        label={`Click track at its own tempo for ${name}`}
        hint="A metronome through this block, accent on the one, even where the player's click track is off"
        checked={clickBpm !== null}
        onChange={(on) => onChange({ clickBpm: on ? DEFAULT_CLICK_BPM : null })}
      />
      {clickBpm !== null && (
        <NumberInput
          id={`${id}-bpm`}
          label="Click tempo (BPM)"
          className="field-bpm"
          hint={`${BPM_MIN}–${BPM_MAX} BPM`}
          value={clickBpm}
          error={errors.clickBpm}
          serverError={serverErrors.clickBpm}
          onChange={(bpm) => onChange({ clickBpm: bpm })}
        />
      )}
      {clickBpm !== null && !errors.clickBpm && (
        <div className="block-tempo" role="group" aria-label={`Beat of ${name}`}>
          <PhraseFit name={name} duration={duration} bpm={clickBpm} onChange={onChange} />
        </div>
      )}
    </div>
  );
}
