import { COACHING_LIMITS, COACHING_MESSAGES, type Program } from '@blockbeat/contracts';
import { errorBodyOf, serviceMessageOf, useActionErrorHandler, useToast } from '@blockbeat/shell-sdk';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useWorkoutLibrary } from '../../../shared/coachingLists';
import { useDeleteProgram } from '../api/deleteProgram';
import { useProgram } from '../api/getProgram';
import { useSaveProgram } from '../api/saveProgram';
import { addWorkout, pasteWeek, removeWorkout, repeatWeek, resizeGrid, type Grid } from '../model/programGrid';

/**
 * A week's days by number, not weekday: a program's day 1 falls on each client's start date
 * (docs/product.md), which is any day of the week.
 */
const DAYS = ['Day 1', 'Day 2', 'Day 3', 'Day 4', 'Day 5', 'Day 6', 'Day 7'];
export const PROGRAM_SAVED = 'Program saved';

interface Draft {
  name: string;
  description: string;
  weeks: number;
  grid: Grid;
}

const draftOf = (program: Program | undefined): Draft =>
  program ? { name: program.name, description: program.description, weeks: program.weeks, grid: resizeGrid(program.days, program.weeks) } : { name: '', description: '', weeks: 4, grid: resizeGrid([], 4) };

/** /programs/:id: name, description and the weeks × 7 days grid; `programId` null for a new program. */
export function ProgramBuilder({ programId }: { programId: string | null }) {
  const program = useProgram(programId);
  if (programId !== null && program.isPending) return <p className="muted" role="status">Loading the program…</p>;
  if (programId !== null && program.isError)
    return (
      <div className="coach">
        <Link to="/programs">← All programs</Link>
        <p role="alert">{serviceMessageOf(program.error, 'This program could not be loaded.')}</p>
      </div>
    );
  return <ProgramForm programId={programId} initial={draftOf(program.data)} />;
}

function ProgramForm({ programId, initial }: { programId: string | null; initial: Draft }) {
  const id = useId();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [copied, setCopied] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const library = useWorkoutLibrary();
  const save = useSaveProgram();
  const remove = useDeleteProgram();
  const handleActionError = useActionErrorHandler();
  const { toast } = useToast();
  const workouts = library.data ?? [];
  const nameOf = (workoutId: string) => workouts.find((w) => w.id === workoutId)?.name ?? 'Workout';
  const setGrid = (grid: Grid) => setDraft((d) => ({ ...d, grid }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!draft.name.trim()) found.name = COACHING_MESSAGES.nameRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { id: programId, input: { name: draft.name.trim(), description: draft.description.trim(), weeks: draft.grid.length, days: draft.grid } },
      {
        onSuccess: (saved) => {
          toast({ title: PROGRAM_SAVED });
          if (programId === null) navigate(`/programs/${saved.id}`, { replace: true });
        },
        onError: (err) => {
          if (handleActionError(err)) return;
          const fields = errorBodyOf(err)?.error.fields;
          if (fields) setErrors(fields);
          else toast({ title: 'The program could not be saved', description: serviceMessageOf(err, 'Please try again.'), variant: 'destructive' });
        },
      },
    );
  };

  const otherFieldErrors = Object.entries(errors).filter(([k]) => k !== 'name');
  return (
    <form className="coach" onSubmit={submit} noValidate aria-label="Program">
      <Link to="/programs" className="btn btn-text" style={{ alignSelf: 'flex-start' }}>
        ← All programs
      </Link>
      <div className="dashboard-header">
        <h1>{programId === null ? 'New program' : draft.name || 'Program'}</h1>
        <div className="dashboard-actions">
          {programId !== null && (
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                if (!window.confirm('Delete this program? Clients on it lose its days; what they did stays.')) return;
                remove.mutate(programId, { onSuccess: () => navigate('/programs'), onError: (err) => void handleActionError(err) });
              }}
            >
              Delete
            </button>
          )}
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save program'}
          </button>
        </div>
      </div>
      <div className="coach-card coach-form">
        <div className="coach-field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input
            id={`${id}-name`}
            className="coach-input"
            value={draft.name}
            maxLength={COACHING_LIMITS.programNameMax}
            aria-invalid={Boolean(errors.name)}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
            onChange={(e) => {
              setDraft((d) => ({ ...d, name: e.target.value }));
              setErrors((er) => ({ ...er, name: '' }));
            }}
          />
          {errors.name && (
            <p id={`${id}-name-error`} className="coach-error">
              {errors.name}
            </p>
          )}
        </div>
        <div className="coach-field">
          <label htmlFor={`${id}-description`}>Description</label>
          <textarea id={`${id}-description`} className="coach-input" rows={2} value={draft.description} maxLength={COACHING_LIMITS.programDescriptionMax} onChange={(e) => setDraft((d) => ({ ...d, description: e.target.value }))} />
        </div>
        <div className="coach-field">
          <label htmlFor={`${id}-weeks`}>Weeks</label>
          <input
            id={`${id}-weeks`}
            type="number"
            className="coach-input"
            min={COACHING_LIMITS.programWeeksMin}
            max={COACHING_LIMITS.programWeeksMax}
            value={draft.weeks}
            onChange={(e) => {
              const weeks = Number(e.target.value);
              setDraft((d) => ({ ...d, weeks, grid: Number.isFinite(weeks) && weeks >= 1 ? resizeGrid(d.grid, weeks) : d.grid }));
            }}
            onBlur={() => setDraft((d) => ({ ...d, weeks: d.grid.length }))}
          />
        </div>
        {otherFieldErrors.map(([k, message]) => (
          <p key={k} className="coach-error" role="alert">
            {k}: {message}
          </p>
        ))}
      </div>
      {library.isSuccess && workouts.length === 0 && <p className="muted">You have no workouts yet: build some in the Builder, then put them on days here.</p>}
      {draft.grid.map((week, wi) => (
        <section key={wi} className="coach-card coach-week" aria-label={`Week ${wi + 1}`}>
          <div className="coach-week-head">
            <h3>Week {wi + 1}</h3>
            <div className="coach-actions">
              <button type="button" className="btn btn-ghost" onClick={() => setCopied(wi)} aria-pressed={copied === wi}>
                {copied === wi ? 'Copied' : 'Copy week'}
              </button>
              {copied !== null && copied !== wi && (
                <button type="button" className="btn btn-ghost" onClick={() => setGrid(pasteWeek(draft.grid, copied, wi))}>
                  Paste week {copied + 1} here
                </button>
              )}
              {wi < draft.grid.length - 1 && (
                <button type="button" className="btn btn-ghost" onClick={() => setGrid(repeatWeek(draft.grid, wi))}>
                  Repeat in later weeks
                </button>
              )}
            </div>
          </div>
          <div className="coach-week-days">
            {week.map((day, di) => (
              <div key={di} className="coach-slot" role="group" aria-label={`Week ${wi + 1}, ${DAYS[di]}`}>
                <span className="coach-slot-name">{DAYS[di]}</span>
                {day.workoutIds.length === 0 && <span className="muted">Rest</span>}
                {day.workoutIds.map((workoutId, i) => (
                  <span key={`${workoutId}-${i}`} className="coach-chip">
                    {nameOf(workoutId)}
                    <button type="button" className="btn btn-text" aria-label={`Remove ${nameOf(workoutId)} from week ${wi + 1}, ${DAYS[di]}`} onClick={() => setGrid(removeWorkout(draft.grid, wi, di, i))}>
                      ×
                    </button>
                  </span>
                ))}
                {day.workoutIds.length < COACHING_LIMITS.workoutsPerDayMax && workouts.length > 0 && (
                  <select
                    className="coach-input"
                    aria-label={`Add a workout to week ${wi + 1}, ${DAYS[di]}`}
                    value=""
                    onChange={(e) => e.target.value && setGrid(addWorkout(draft.grid, wi, di, e.target.value))}
                  >
                    <option value="">+ Workout</option>
                    {workouts.map((w) => (
                      <option key={w.id} value={w.id}>
                        {w.name}
                      </option>
                    ))}
                  </select>
                )}
              </div>
            ))}
          </div>
        </section>
      ))}
    </form>
  );
}
