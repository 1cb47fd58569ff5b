import { Field, Input } from '@blockbeat/ui';
import { useState, type ReactNode } from 'react';
import { useShownError } from '../hooks/useShownError';

interface NumberInputProps {
  id: string;
  label: string;
  value: number;
  /** The field's own rule broken, shown once the field is left or a save is tried. */
  error?: string;
  serverError?: string;
  hint?: ReactNode;
  className?: string;
  onChange: (value: number) => void;
}

/**
 * A whole number as typed (rounds, breaths, seconds of a breath or a switch): numbers reach the
 * store and the live totals at once; leaving the field empty or not a number puts the last number back.
 */
export function NumberInput({ id, label, value, error, serverError, hint, className, onChange }: NumberInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = useShownError(error, serverError);
  return (
    <Field id={id} label={label} error={shown.error} hint={hint} className={className}>
      {(control) => (
        <Input
          {...control}
          inputMode="numeric"
          value={draft ?? String(value)}
          onChange={(e) => {
            setDraft(e.target.value);
            const typed = Number.parseInt(e.target.value.trim(), 10);
            if (!Number.isNaN(typed)) onChange(typed);
          }}
          onBlur={() => {
            setDraft(null);
            shown.onLeave();
          }}
        />
      )}
    </Field>
  );
}
