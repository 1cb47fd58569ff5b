import { readSeconds } from '@blockbeat/contracts';
import { Field, Input } from '@blockbeat/ui';
import { useState } from 'react';
import { useShownError } from '../../../shared/hooks/useShownError';

interface SecondsInputProps {
  id: string;
  label: string;
  value: number | null;
  /** Used when the text typed is not a number (30 for duration, 10 for rest). */
  fallback: number;
  error?: string;
  serverError?: string;
  className?: string;
  onChange: (seconds: number | null) => void;
}

/**
 * Seconds as typed: numbers (and emptiness) reach the store and the live totals at once; anything
 * else becomes the fallback when the field is left, so typing over a value never snaps it midway.
 */
export function SecondsInput({ id, label, value, fallback, error, serverError, className, onChange }: SecondsInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = useShownError(error, serverError);
  return (
    <Field id={id} label={label} error={shown.error} className={className}>
      {(control) => (
        <Input
          {...control}
          inputMode="numeric"
          value={draft ?? (value === null ? '' : String(value))}
          onChange={(e) => {
            setDraft(e.target.value);
            const seconds = readSeconds(e.target.value, Number.NaN);
            if (!Number.isNaN(seconds)) onChange(seconds);
          }}
          onBlur={() => {
            if (draft !== null) onChange(readSeconds(draft, fallback));
            setDraft(null);
            shown.onLeave();
          }}
        />
      )}
    </Field>
  );
}
