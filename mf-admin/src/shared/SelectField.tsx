import { Field } from '@blockbeat/ui';

interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  /** Each value with its words, in the order shown. */
  options: ReadonlyArray<readonly [T, string]>;
  onChange: (value: T) => void;
  error?: string | null;
  disabled?: boolean;
  className?: string;
}

/** A labelled native select: compact, keyboard- and screen-reader-friendly on every device. */
export function SelectField<T extends string>({ label, value, options, onChange, error, disabled, className }: SelectFieldProps<T>) {
  return (
    <Field label={label} error={error} className={className}>
      {(control) => (
        <select {...control} className="admin-select" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as T)}>
          {options.map(([option, words]) => (
            <option key={option} value={option}>
              {words}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
