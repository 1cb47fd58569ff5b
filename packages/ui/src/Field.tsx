import { useId, type ReactNode } from 'react';
import { UiStyles } from './styles';

/** What a field hands its control: its id, and the ARIA that ties the label, hint and error to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** Shown under the control and read with it; also marks the control invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** Adds a visible asterisk and `aria-required`. */
  required?: boolean;
  /** Kept for screen readers only, where the context names the field visibly (a row of blocks). */
  labelHidden?: boolean;
  /** The control's id; one is made when absent. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A label, its control, a hint and an error, wired together once: `htmlFor`, `aria-invalid` and
 * `aria-describedby` (hint, then error) are the same on every form of the app.
 */
export function Field({ label, error, hint, required, labelHidden, id, className, children }: FieldProps) {
  const madeId = useId();
  const controlId = id ?? madeId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className ? `ui-field ${className}` : 'ui-field'} data-invalid={error ? '' : undefined}>
      <UiStyles />
      <label htmlFor={controlId} className={labelHidden ? 'ui-visually-hidden' : 'ui-field-label'}>
        {label}
        {required && (
          <span className="ui-field-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className="ui-field-hint">
          {hint}
        </p>
      )}
      {error && (
        // Announced when it appears: errors show once a field is left or a save is tried.
        <p id={errorId} className="ui-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
