import { BLOCK_COLOR_OPTIONS, blockColorName, blockGradient, type BlockColor } from '@blockbeat/contracts';
import { useId } from 'react';
import { UiStyles } from './styles';

export interface ColorPickerProps {
  legend: string;
  /** The stored block colour; an unknown one shows as the default (purple). */
  value: string;
  onChange: (blockColor: BlockColor) => void;
  error?: string | null;
  /** Hides the legend visually (screen readers still hear it). */
  legendHidden?: boolean;
}

/** The eight block colours as a native radio group (arrow keys move between them), each named by its colour. */
export function ColorPicker({ legend, value, onChange, error, legendHidden }: ColorPickerProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const current = blockColorName(value);
  return (
    <fieldset className="ui-field" data-invalid={error ? '' : undefined} aria-describedby={error ? errorId : undefined}>
      <UiStyles />
      <legend className={legendHidden ? 'ui-visually-hidden' : 'ui-field-label'}>{legend}</legend>
      <div className="ui-color-swatches">
        {BLOCK_COLOR_OPTIONS.map((option) => (
          <label key={option.value} className="ui-color-swatch" title={option.label}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={current === option.name}
              onChange={() => onChange(option.value)}
              aria-label={option.label}
            />
            <span style={{ background: blockGradient(option.value) }} aria-hidden="true" />
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="ui-field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
