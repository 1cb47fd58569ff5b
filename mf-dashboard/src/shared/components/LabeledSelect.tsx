import { Field } from '@blockbeat/ui/plain';

export interface LabeledSelectProps<T extends string> {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
  error?: string;
}

/** A native select: labelled, keyboard-friendly and cheap, in the app's look. */
export function LabeledSelect<T extends string>({ label, value, options, onChange, error }: LabeledSelectProps<T>) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select {...control} className="native-select" value={value} onChange={(e) => onChange(e.target.value as T)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
