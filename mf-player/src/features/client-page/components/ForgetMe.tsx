import { serviceMessageOf } from '@blockbeat/shell-sdk';
import { useId, useState } from 'react';

export const FORGET_ME = 'Forget me';
export const FORGET_CONFIRM = 'Yes, forget me';
export const FORGET_FAILED = 'You could not be forgotten just now. Check your connection and try again.';

type State = { kind: 'idle' } | { kind: 'confirming' } | { kind: 'sending' } | { kind: 'failed'; message: string };

/**
 * "Forget me" at the foot of the client's page: one tap asks, a second confirms. Confirmed, the
 * service deletes the client's page, schedule and logs and tells the instructor; `onForgotten`
 * then leaves the page with nothing of theirs on it.
 */
export function ForgetMe({ instructorName, forget, onForgotten }: { instructorName: string; forget: () => Promise<void>; onForgotten: () => void }) {
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const confirm = () => {
    setState({ kind: 'sending' });
    forget().then(onForgotten, (err: unknown) => setState({ kind: 'failed', message: serviceMessageOf(err, FORGET_FAILED) }));
  };
  return (
    <section className="plan-section client-forget" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Your data</h2>
      <p className="player-muted">{instructorName} sees your plan and what you log here: the workouts you finish, how hard they felt and your notes.</p>
      {state.kind === 'idle' ? (
        <button type="button" className="btn btn-ghost client-forget-button" onClick={() => setState({ kind: 'confirming' })}>
          {FORGET_ME}
        </button>
      ) : (
        <div className="player-card client-forget-confirm" role="group" aria-label="Forget me?">
          <p>
            Forget me? Your page, your schedule and everything you logged are deleted, and {instructorName} is told. This cannot be undone.
          </p>
          {state.kind === 'failed' && (
            <p className="feedback-error" role="alert">
              {state.message}
            </p>
          )}
          <div className="client-forget-actions">
            <button type="button" className="btn btn-ghost client-forget-button client-forget-danger" disabled={state.kind === 'sending'} onClick={confirm}>
              {state.kind === 'sending' ? 'Forgetting…' : FORGET_CONFIRM}
            </button>
            <button type="button" className="btn btn-ghost client-forget-button" disabled={state.kind === 'sending'} onClick={() => setState({ kind: 'idle' })}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
