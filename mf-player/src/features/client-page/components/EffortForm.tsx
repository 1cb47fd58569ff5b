import { COACHING_LIMITS } from '@blockbeat/contracts';
import { useId, useState, type FormEvent } from 'react';
import '../../../shared/feedback/feedback.css';

const EFFORTS = Array.from({ length: COACHING_LIMITS.effortMax - COACHING_LIMITS.effortMin + 1 }, (_, i) => COACHING_LIMITS.effortMin + i);
export const EFFORT_REQUIRED = 'Pick how hard it felt, from 1 to 10';

export type EffortFormState = { kind: 'editing' } | { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

interface EffortFormProps {
  state: EffortFormState;
  onSubmit: (effort: number, note: string) => void;
}

/**
 * The end of a planned workout: effort 1–10 (a radio group) and an optional note for the
 * instructor, logged once. The look of the shared page's feedback form (feedback.css), with
 * 44 px controls.
 */
export function EffortForm({ state, onSubmit }: EffortFormProps) {
  const id = useId();
  const [effort, setEffort] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const locked = state.kind === 'sending' || state.kind === 'done';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (effort === null) return setMissing(true);
    onSubmit(effort, note.trim());
  };

  return (
    <form className="player-card feedback-form" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h3 id={`${id}-title`}>How hard was it?</h3>
      <fieldset className="feedback-effort" disabled={locked} aria-describedby={missing ? `${id}-missing` : undefined}>
        <legend className="player-field-label feedback-legend">Effort (1 easy – 10 all out)</legend>
        <div className="effort-scale">
          {EFFORTS.map((value) => (
            <label key={value} className="effort-choice">
              <input
                type="radio"
                name={`${id}-effort`}
                value={value}
                checked={effort === value}
                onChange={() => {
                  setEffort(value);
                  setMissing(false);
                }}
              />
              <span>{value}</span>
            </label>
          ))}
        </div>
        {missing && (
          <p id={`${id}-missing`} className="feedback-error" role="alert">
            {EFFORT_REQUIRED}
          </p>
        )}
      </fieldset>
      <div className="player-field">
        <label htmlFor={`${id}-note`}>Note for your instructor (optional)</label>
        <textarea
          id={`${id}-note`}
          className="player-input"
          value={note}
          maxLength={COACHING_LIMITS.completionNoteMax}
          onChange={(e) => setNote(e.target.value)}
          rows={3}
          disabled={locked}
        />
      </div>
      {state.kind === 'failed' && (
        <p className="feedback-error" role="alert">
          {state.message}
        </p>
      )}
      {state.kind === 'done' && (
        <p className="feedback-sent" role="status">
          {state.message}
        </p>
      )}
      {state.kind !== 'done' && (
        <button type="submit" className="btn btn-primary feedback-send" disabled={locked}>
          {state.kind === 'sending' ? 'Saving…' : 'Log this workout'}
        </button>
      )}
    </form>
  );
}
