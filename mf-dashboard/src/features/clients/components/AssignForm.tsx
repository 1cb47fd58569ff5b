import { errorBodyOf, serviceMessageOf, useActionErrorHandler } from '@blockbeat/shell-sdk';
import { useId, useState, type FormEvent } from 'react';
import { usePrograms, useWorkoutLibrary } from '../../../shared/coachingLists';
import { useCreateAssignment } from '../api/assignments';
import { localDate } from '../model/localDate';

export const CHOOSE_PROGRAM = 'Choose a program';
export const CHOOSE_WORKOUT = 'Choose a workout';

/** Give the client a program from a start date, or one workout on a date. */
export function AssignForm({ clientId }: { clientId: string }) {
  const id = useId();
  const [kind, setKind] = useState<'program' | 'workout'>('program');
  const [target, setTarget] = useState('');
  const [startDate, setStartDate] = useState(localDate);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const programs = usePrograms();
  const workouts = useWorkoutLibrary();
  const assign = useCreateAssignment();
  const handleActionError = useActionErrorHandler();
  const options = kind === 'program' ? (programs.data ?? []) : (workouts.data ?? []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    if (!target) return setError(kind === 'program' ? CHOOSE_PROGRAM : CHOOSE_WORKOUT);
    if (!startDate) return setError('Choose a date');
    setError(null);
    const name = options.find((o) => o.id === target)?.name ?? '';
    assign.mutate(
      { clientId, input: kind === 'program' ? { programId: target, startDate } : { workoutId: target, startDate } },
      {
        onSuccess: () => {
          setTarget('');
          setDone(`${name} assigned from ${startDate}.`);
        },
        onError: (err) => {
          if (handleActionError(err)) return;
          const fields = errorBodyOf(err)?.error.fields;
          setError(fields ? Object.values(fields).join(' ') : serviceMessageOf(err, 'It could not be assigned. Please try again.'));
        },
      },
    );
  };

  return (
    <form className="coach-card coach-form" aria-label="Assign" onSubmit={submit} noValidate>
      <h2>Assign</h2>
      <div className="coach-actions" role="radiogroup" aria-label="What to assign">
        {(['program', 'workout'] as const).map((k) => (
          <label key={k} className="btn btn-ghost">
            <input
              type="radio"
              name={`${id}-kind`}
              checked={kind === k}
              onChange={() => {
                setKind(k);
                setTarget('');
                setError(null);
              }}
            />
            {k === 'program' ? 'A program' : 'One workout'}
          </label>
        ))}
      </div>
      <div className="coach-field">
        <label htmlFor={`${id}-target`}>{kind === 'program' ? 'Program' : 'Workout'}</label>
        <select id={`${id}-target`} className="coach-input" value={target} onChange={(e) => setTarget(e.target.value)} aria-invalid={Boolean(error && !target)}>
          <option value="">{kind === 'program' ? CHOOSE_PROGRAM : CHOOSE_WORKOUT}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </div>
      <div className="coach-field">
        <label htmlFor={`${id}-date`}>{kind === 'program' ? 'Start date' : 'Date'}</label>
        <input id={`${id}-date`} type="date" className="coach-input" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
      </div>
      {error && (
        <p className="coach-error" role="alert">
          {error}
        </p>
      )}
      {done && <p role="status">{done}</p>}
      <div className="coach-actions">
        <button type="submit" className="btn btn-primary" disabled={assign.isPending}>
          {assign.isPending ? 'Assigning…' : 'Assign'}
        </button>
      </div>
    </form>
  );
}
