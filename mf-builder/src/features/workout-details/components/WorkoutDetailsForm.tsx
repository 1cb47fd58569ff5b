import { DIFFICULTIES, difficultyLabel, LIMITS, type Difficulty } from '@blockbeat/contracts';
import { Button, Field, Input, Select } from '@blockbeat/ui';
import { useState, type ReactNode } from 'react';
import { Icon } from '../../../shared/icons';
import { useShownError } from '../../../shared/hooks/useShownError';
import { detailsSummary } from '../model/detailsSummary';
import { detailsNameError } from '../../../shared/model/validation';
import { detailsChanged } from '../../../shared/state/builderSlice';
import { useAppDispatch, useAppSelector } from '../../../shared/state/store';
import { CategoryField } from './CategoryField';
import { SoundFields } from './SoundFields';

const TEXT_FIELDS = [
  { field: 'description', label: 'Description' },
  { field: 'notes', label: 'Notes' },
] as const;

const DIFFICULTY_OPTIONS = DIFFICULTIES.map((d) => ({ value: d, label: difficultyLabel(d) }));

const PANEL_ID = 'workout-details-panel';
const SUMMARY_ID = 'workout-details-summary';

/**
 * The workout's name, its live summary, and the rest of its details (description, notes, category,
 * difficulty, sound) folded into one line that opens them: the blocks are the work, so they come
 * first on the screen (issue 25).
 */
export function WorkoutDetailsForm({ serverNameError, summary }: { serverNameError?: string; summary: ReactNode }) {
  const dispatch = useAppDispatch();
  const details = useAppSelector((s) => s.builder.details);
  const [open, setOpen] = useState(false);
  // Nothing is "required" before the name was left once or a save was tried.
  const name = useShownError(detailsNameError(details), serverNameError);

  return (
    <section className="builder-card workout-overview" aria-labelledby="details-title">
      <h2 id="details-title" className="visually-hidden">
        Workout details
      </h2>
      <Field id="workout-name" label="Workout name" required error={name.error}>
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
      {summary}
      <div className="details-fold">
        <p id={SUMMARY_ID} className="details-summary muted-text">
          {detailsSummary(details)}
        </p>
        <Button className="details-toggle" aria-expanded={open} aria-controls={PANEL_ID} aria-describedby={SUMMARY_ID} onClick={() => setOpen((o) => !o)}>
          Details and sound
          <Icon name="chevron" />
        </Button>
      </div>
      <div id={PANEL_ID} className="details-panel" hidden={!open}>
        <div className="details-grid">
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
      </div>
    </section>
  );
}
