import { DIFFICULTIES, LIMITS, type Difficulty } from '@blockbeat/contracts';
import { Input, Select } from '@blockbeat/ui';
import { workoutNameError } from '../model/validation';
import { detailsChanged } from '../state/builderSlice';
import { useAppDispatch, useAppSelector } from '../state/store';
import { CategoryField } from './CategoryField';

const TEXT_FIELDS = [
  { field: 'description', label: 'Description' },
  { field: 'notes', label: 'Notes' },
] as const;

const DIFFICULTY_OPTIONS = DIFFICULTIES.map((d) => ({ value: d, label: d.charAt(0).toUpperCase() + d.slice(1) }));

/** Name (required, 1–120), description, notes, category and difficulty. */
export function WorkoutDetailsForm({ serverNameError }: { serverNameError?: string }) {
  const dispatch = useAppDispatch();
  const details = useAppSelector((s) => s.builder.details);
  const dirty = useAppSelector((s) => s.builder.dirty);
  const workoutId = useAppSelector((s) => s.builder.workoutId);
  // A brand-new workout does not shout "required" before anything was typed.
  const nameError = dirty || workoutId ? (workoutNameError(details) ?? serverNameError) : serverNameError;

  return (
    <section className="builder-card details-form" aria-labelledby="details-title">
      <h2 id="details-title">Workout details</h2>
      <div className="details-grid">
        <div className="field field-wide">
          <label htmlFor="workout-name">
            Workout name <span aria-hidden="true">*</span>
          </label>
          <Input
            id="workout-name"
            required
            aria-required="true"
            maxLength={LIMITS.workoutNameMax}
            placeholder="e.g. Morning HIIT"
            value={details.name}
            status={nameError ? 'error' : undefined}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? 'workout-name-error' : undefined}
            onChange={(e) => dispatch(detailsChanged({ name: e.target.value }))}
          />
          {nameError && (
            <p id="workout-name-error" className="field-error" role="alert">
              {nameError}
            </p>
          )}
        </div>
        {TEXT_FIELDS.map(({ field, label }) => (
          <div key={field} className="field field-wide">
            <label htmlFor={`workout-${field}`}>{label}</label>
            <Input.TextArea
              id={`workout-${field}`}
              rows={2}
              maxLength={LIMITS.notesMax}
              value={details[field]}
              onChange={(e) => dispatch(detailsChanged({ [field]: e.target.value }))}
            />
          </div>
        ))}
        <CategoryField value={details.category} onChange={(category) => dispatch(detailsChanged({ category }))} />
        <div className="field">
          <label htmlFor="workout-difficulty">Difficulty</label>
          <Select
            id="workout-difficulty"
            aria-label="Difficulty"
            placeholder="Choose a difficulty"
            allowClear
            value={details.difficulty || undefined}
            options={DIFFICULTY_OPTIONS}
            onChange={(v?: Difficulty) => dispatch(detailsChanged({ difficulty: v ?? '' }))}
          />
        </div>
      </div>
    </section>
  );
}
