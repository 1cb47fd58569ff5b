import { secondsFromInput } from '@blockbeat/contracts';
import { Input } from '@blockbeat/ui';
import { useState } from 'react';

interface SecondsInputProps {
  id: string;
  label: string;
  value: number;
  /** Used when the text typed is not a number (PRODUCT.md §5: 30 for duration, 10 for rest). */
  fallback: number;
  error?: string;
  onChange: (seconds: number) => void;
}

/**
 * Seconds as typed: numbers reach the store (and the live totals) at once; anything else falls
 * back to the default when the field is left, so typing over a value never snaps it midway.
 */
export function SecondsInput({ id, label, value, fallback, error, onChange }: SecondsInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const errorId = `${id}-error`;
  return (
    <div className="field field-seconds">
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        inputMode="numeric"
        value={draft ?? String(value)}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => {
          setDraft(e.target.value);
          const seconds = secondsFromInput(e.target.value, Number.NaN);
          if (!Number.isNaN(seconds)) onChange(seconds);
        }}
        onBlur={() => {
          if (draft !== null) onChange(secondsFromInput(draft, fallback));
          setDraft(null);
        }}
      />
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
