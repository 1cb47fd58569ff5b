import { FEEDBACK_MESSAGES, LIVE_LIMITS, type FeedbackInput } from '@blockbeat/contracts';
import { serviceMessageOf, statusOf } from '@blockbeat/shell-sdk';
import { useId, useState, type FormEvent } from 'react';
import { sendFeedback, type FeedbackTarget } from '../api/sendFeedback';
import '../feedback.css';

const EFFORTS = Array.from({ length: LIVE_LIMITS.effortMax - LIVE_LIMITS.effortMin + 1 }, (_, i) => LIVE_LIMITS.effortMin + i);

/** Only what was given: an empty note or name is left out, effort only when picked. */
export function feedbackInput(done: boolean, effort: number | null, note: string, firstName: string): FeedbackInput {
  return {
    done,
    ...(effort !== null ? { effort } : {}),
    ...(note.trim() ? { note: note.trim() } : {}),
    ...(firstName.trim() ? { firstName: firstName.trim() } : {}),
  };
}

function failureMessage(err: unknown): string {
  if (statusOf(err) === 429) return serviceMessageOf(err, FEEDBACK_MESSAGES.tooMany);
  return serviceMessageOf(err, 'Your feedback could not be sent. Please try again.');
}

/**
 * "How did it go?" at the end of a live class or a shared workout, without an account: done,
 * effort 1–10 (a radio group: arrow keys move along it), an optional note and first name. Sent
 * once: after it is sent the form only thanks. Plain controls in the product's look and the
 * theme's colours (player.css, .player-field): the shared page loads neither antd nor
 * @blockbeat/ui (docs/decisions.md, "Phones"); every control is at least 44 px tall for a thumb.
 */
export function FeedbackForm({ target }: { target: FeedbackTarget }) {
  const id = useId();
  const [done, setDone] = useState(true);
  const [effort, setEffort] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [firstName, setFirstName] = useState('');
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setState('sending');
    setError(null);
    sendFeedback(target, feedbackInput(done, effort, note, firstName))
      .then(() => setState('sent'))
      .catch((err: unknown) => {
        setError(failureMessage(err));
        setState('editing');
      });
  };

  const sent = state === 'sent';
  return (
    <form className="player-card feedback-form" aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h3 id={`${id}-title`}>How did it go?</h3>
      <label className="feedback-check">
        <input type="checkbox" checked={done} onChange={(e) => setDone(e.target.checked)} disabled={sent} />
        <span>Done</span>
      </label>
      <fieldset className="feedback-effort" disabled={sent}>
        <legend className="player-field-label feedback-legend">Effort (1 easy – 10 all out)</legend>
        <div className="effort-scale">
          {EFFORTS.map((value) => (
            <label key={value} className="effort-choice">
              <input type="radio" name={`${id}-effort`} value={value} checked={effort === value} onChange={() => setEffort(value)} />
              <span>{value}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="player-field">
        <label htmlFor={`${id}-note`}>Note (optional)</label>
        <textarea
          id={`${id}-note`}
          className="player-input"
          value={note}
          maxLength={LIVE_LIMITS.feedbackNoteMax}
          onChange={(e) => setNote(e.target.value)}
          rows={3}
          aria-describedby={`${id}-count`}
          disabled={sent}
        />
        <p id={`${id}-count`} className="player-field-hint">
          {note.length} / {LIVE_LIMITS.feedbackNoteMax}
        </p>
      </div>
      <div className="player-field">
        <label htmlFor={`${id}-name`}>First name (optional)</label>
        <input
          id={`${id}-name`}
          className="player-input"
          value={firstName}
          maxLength={LIVE_LIMITS.feedbackNameMax}
          onChange={(e) => setFirstName(e.target.value)}
          autoComplete="given-name"
          disabled={sent}
        />
      </div>
      {error && (
        <p className="feedback-error" role="alert">
          {error}
        </p>
      )}
      {sent && (
        <p className="feedback-sent" role="status">
          {FEEDBACK_MESSAGES.sent}
        </p>
      )}
      <button type="submit" className="btn btn-primary feedback-send" disabled={state !== 'editing'}>
        {state === 'sending' ? 'Sending…' : 'Send feedback'}
      </button>
    </form>
  );
}
