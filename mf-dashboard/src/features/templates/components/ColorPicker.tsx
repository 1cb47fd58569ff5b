import type { BlockColor } from '@blockbeat/contracts';
import { useId } from 'react';
import { BLOCK_COLOR_OPTIONS, blockGradient } from '../../../shared/blockColors';

export interface ColorPickerProps {
  value: BlockColor;
  onChange: (value: BlockColor) => void;
  error?: string;
}

/** The eight block colours as a radio group: each swatch is named by its colour. */
export function ColorPicker({ value, onChange, error }: ColorPickerProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="field colour-picker" aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">Color</legend>
      <div className="colour-swatches">
        {BLOCK_COLOR_OPTIONS.map((option) => (
          <label key={option.value} className="colour-swatch" title={option.label}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-label={option.label}
            />
            <span style={{ background: blockGradient(option.value) }} aria-hidden="true" />
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
