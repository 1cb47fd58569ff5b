import { musicUrlError } from './music';
import { LIMITS, type Exercise } from './workout';

/** The template form's messages (PRODUCT.md §5); the builder's blocks use the same ones. */
export const EXERCISE_FORM_MESSAGES = {
  nameRequired: 'Exercise name is required',
  nameTooLong: `Exercise name must be at most ${LIMITS.workoutNameMax} characters`,
  duration: `Duration must be between ${LIMITS.durationMin} and ${LIMITS.durationMax} seconds`,
  restTime: `Rest time must be between ${LIMITS.restMin} and ${LIMITS.restMax} seconds`,
} as const;

/**
 * A seconds field as typed: whole seconds, or `fallback` when the text is not a number
 * (PRODUCT.md §5: non-numeric duration falls back to 30, rest to 10). Range is checked separately.
 */
export function secondsFromInput(text: string, fallback: number): number {
  const trimmed = text.trim();
  const value = trimmed === '' ? Number.NaN : Number(trimmed);
  return Number.isFinite(value) ? Math.round(value) : fallback;
}

export type ExerciseFormField = 'name' | 'duration' | 'restTime' | 'musicUrl';

/** Field → message for everything the form would refuse; empty when the exercise can be saved. */
export function exerciseFormErrors(
  exercise: Pick<Exercise, 'name' | 'duration' | 'restTime' | 'musicUrl' | 'musicType'>,
): Partial<Record<ExerciseFormField, string>> {
  const errors: Partial<Record<ExerciseFormField, string>> = {};
  const name = exercise.name.trim();
  if (!name) errors.name = EXERCISE_FORM_MESSAGES.nameRequired;
  else if (name.length > LIMITS.workoutNameMax) errors.name = EXERCISE_FORM_MESSAGES.nameTooLong;
  const { duration } = exercise;
  if (!Number.isInteger(duration) || duration < LIMITS.durationMin || duration > LIMITS.durationMax) errors.duration = EXERCISE_FORM_MESSAGES.duration;
  const rest = exercise.restTime ?? 0;
  if (!Number.isInteger(rest) || rest < LIMITS.restMin || rest > LIMITS.restMax) errors.restTime = EXERCISE_FORM_MESSAGES.restTime;
  const url = exercise.musicUrl?.trim() ?? '';
  if (url) {
    const musicError = musicUrlError(exercise.musicType ?? '', url);
    if (musicError) errors.musicUrl = musicError;
  }
  return errors;
}
