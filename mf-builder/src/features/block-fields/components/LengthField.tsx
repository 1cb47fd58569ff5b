import { BREATH_PRESETS, breathPatternLabel, type BreathPattern, type Breathing } from '@blockbeat/contracts';
import { Button, Radio } from '@blockbeat/ui';
import type { BlockDraft } from '../../../shared/model/block';
import { breathLengthText } from '../../../shared/model/summary';
import type { BlockErrors, BreathField } from '../../../shared/model/validation';
import { NumberInput } from '../../../shared/components/NumberInput';

type LengthMode = 'time' | 'breaths';

/** Where "Breaths" starts: the first preset, 10 breaths (about a minute and a half at 4-0-6). */
const DEFAULT_BREATHING: Breathing = { breaths: 10, holdSec: 0, holdAfterSec: 0, ...BREATH_PRESETS[0]!.pattern };

const BREATH_FIELDS: ReadonlyArray<{ field: BreathField; label: string }> = [
  { field: 'breaths', label: 'Number of breaths' },
  { field: 'inhaleSec', label: 'Inhale (s)' },
  { field: 'holdSec', label: 'Hold (s)' },
  { field: 'exhaleSec', label: 'Exhale (s)' },
  { field: 'holdAfterSec', label: 'Hold after (s)' },
];

const samePattern = (a: BreathPattern, b: BreathPattern) => breathPatternLabel(a) === breathPatternLabel(b);

interface LengthFieldProps {
  id: string;
  name: string;
  breathing: Breathing | null;
  errors: BlockErrors;
  serverErrors: BlockErrors;
  onChange: (changes: Partial<BlockDraft>) => void;
}

/** A block's length: a time (the duration field on the card) or a number of breaths of a pattern. */
export function LengthField({ id, name, breathing, errors, serverErrors, onChange }: LengthFieldProps) {
  const mode: LengthMode = breathing ? 'breaths' : 'time';
  const setBreathing = (changes: Partial<Breathing>) => breathing && onChange({ breathing: { ...breathing, ...changes } });
  return (
    <fieldset className="length-field">
      <legend className="ui-field-label">Length of {name}</legend>
      <Radio.Group
        aria-label={`Length of ${name}`}
        optionType="button"
        size="small"
        value={mode}
        options={[
          { value: 'time', label: 'Time' },
          { value: 'breaths', label: 'Breaths' },
        ]}
        // Switching back to Time keeps the duration typed before; the breaths are dropped.
        onChange={(e) => onChange({ breathing: (e.target.value as LengthMode) === 'breaths' ? DEFAULT_BREATHING : null })}
      />
      {breathing && (
        <>
          <div className="breath-presets" role="group" aria-label="Breath patterns">
            {BREATH_PRESETS.map((preset) => (
              <Button
                key={preset.label}
                size="small"
                aria-pressed={samePattern(preset.pattern, breathing)}
                onClick={() => setBreathing({ holdSec: 0, holdAfterSec: 0, ...preset.pattern })}
              >
                {preset.label}
              </Button>
            ))}
          </div>
          <div className="breath-fields">
            {BREATH_FIELDS.map(({ field, label }) => (
              <NumberInput
                key={field}
                id={`${id}-${field}`}
                label={label}
                className="field-breath"
                value={breathing[field] ?? 0}
                error={errors[field]}
                serverError={serverErrors[field]}
                onChange={(value) => setBreathing({ [field]: value })}
              />
            ))}
          </div>
          <p className="breath-length" role="status">
            {breathLengthText(breathing)}
          </p>
        </>
      )}
    </fieldset>
  );
}
