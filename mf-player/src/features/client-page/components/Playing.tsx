import type { ClientCompletionInput } from '@blockbeat/contracts';
import { serviceMessageOf } from '@blockbeat/shell-sdk';
import { useCallback, useRef, useState } from 'react';
import { WorkoutPlayer } from '../../../shared/player/components/WorkoutPlayer';
import { logClientCompletion } from '../api/clientPageApi';
import { QUEUED_MESSAGE, SENT_MESSAGE } from '../model/messages';
import { EffortForm, type EffortFormState } from './EffortForm';
import type { StartRequest } from './PlanDays';

/**
 * One planned workout in the full player, then effort and a note, logged once. Its own chunk:
 * the page draws the plan without it and loads it right after (usePlayerChunk).
 */
export interface PlayingProps {
  token: string;
  start: StartRequest;
  onBack: (logged: boolean) => void;
}

export function Playing({ token, start, onBack }: PlayingProps) {
  const [finished, setFinished] = useState(false);
  const [state, setState] = useState<EffortFormState>({ kind: 'editing' });
  // One id per run that ends: a resend of the same completion is logged once by the service.
  const completionId = useRef<string | null>(null);
  const onComplete = useCallback(() => {
    completionId.current = crypto.randomUUID();
    setFinished(true);
    setState({ kind: 'editing' });
  }, []);
  const submit = (effort: number, note: string) => {
    const input: ClientCompletionInput = { id: completionId.current ?? crypto.randomUUID(), workoutId: start.workout.id, date: start.date, effort, ...(note ? { note } : {}) };
    setState({ kind: 'sending' });
    logClientCompletion(token, input)
      .then((outcome) => setState({ kind: 'done', message: outcome === 'sent' ? SENT_MESSAGE : QUEUED_MESSAGE }))
      .catch((err: unknown) => setState({ kind: 'failed', message: serviceMessageOf(err, 'This workout could not be logged. Please try again.') }));
  };
  const logged = state.kind === 'done';
  return (
    <WorkoutPlayer
      workout={start.workout}
      onComplete={onComplete}
      actions={
        <button type="button" className="btn btn-ghost plan-back" onClick={() => onBack(logged)}>
          Back to my plan
        </button>
      }
      afterCompletion={finished ? <EffortForm key={completionId.current} state={state} onSubmit={submit} /> : undefined}
    />
  );
}
