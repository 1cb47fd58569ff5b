import { useId } from 'react';

interface SwitchProps {
  label: string;
  checked: boolean;
  /** Said under the label (what turning it on does). */
  hint?: string;
  onChange: (checked: boolean) => void;
}

/**
 * An on/off switch: a native checkbox with the switch role, so it is a real control for the
 * keyboard (Space) and screen readers ("switch, on"); packages/ui has no switch of its own.
 */
export function Switch({ label, checked, hint, onChange }: SwitchProps) {
  const id = useId();
  return (
    <div className="switch-field">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch-input"
        checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id} className="switch-label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="switch-hint muted-text">
          {hint}
        </p>
      )}
    </div>
  );
}
