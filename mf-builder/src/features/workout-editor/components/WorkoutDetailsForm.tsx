import { DIFFICULTIES, LIMITS, type Difficulty } from '@blockbeat/contracts';
import { Field, Input, Select } from '@blockbeat/ui';
import { useShownError } from '../hooks/useShownError';
import { detailsNameError } from '../model/validation';
import { detailsChanged } from '../state/builderSlice';
import { SoundFields } from './SoundFields';
import { useAppDispatch, useAppSelector } from '../state/store';
import { CategoryField } from './CategoryField';

const TEXT_FIELDS = [
  { field: 'description', label: 'Description' },
  { field: 'notes', label: 'Notes' },
] as const;

const DIFFICULTY_OPTIONS = DIFFICULTIES.map((d) => ({ value: d, label: d.charAt(0).toUpperCase() + d.slice(1) }));

/** Name (required, 1–120), description, notes, category, difficulty and how the workout sounds. */
export function WorkoutDetailsForm({ serverNameError }: { serverNameError?: string }) {
  const dispatch = useAppDispatch();
  const details = useAppSelector((s) => s.builder.details);
  // Nothing is "required" before the name was left once or a save was tried.
  const name = useShownError(detailsNameError(details), serverNameError);

  return (
    <section className="builder-card details-form" aria-labelledby="details-title">
      <h2 id="details-title">Workout details</h2>
      <div className="details-grid">
        <Field id="workout-name" label="Workout name" required error={name.error} className="field-wide">
          {(control) => (
            <Input
              {...control}
              maxLength={LIMITS.workoutNameMax}
              placeholder="e.g. Morning HIIT"
              value={details.name}
              onChange={(e) => dispatch(detailsChanged({ name: e.target.value }))}
              onBlur={name.onLeave}
            />
          )}
        </Field>
        {TEXT_FIELDS.map(({ field, label }) => (
          <Field key={field} id={`workout-${field}`} label={label} className="field-wide">
            {(control) => (
              <Input.TextArea {...control} rows={2} maxLength={LIMITS.notesMax} value={details[field]} onChange={(e) => dispatch(detailsChanged({ [field]: e.target.value }))} />
            )}
          </Field>
        ))}
        <CategoryField value={details.category} onChange={(category) => dispatch(detailsChanged({ category }))} />
        <Field id="workout-difficulty" label="Difficulty">
          {(control) => (
            <Select
              {...control}
              placeholder="Choose a difficulty"
              allowClear
              value={details.difficulty || undefined}
              options={DIFFICULTY_OPTIONS}
              onChange={(v?: Difficulty) => dispatch(detailsChanged({ difficulty: v ?? '' }))}
            />
          )}
        </Field>
      </div>
      <SoundFields />
    </section>
  );
}
