import { musicUrlError } from './music';
import { LIMITS } from './workout';

/**
 * The rules and messages of every exercise form: the dashboard's template form and the builder's
 * blocks (docs/product.md, "Validation"). Plain TypeScript, so the browser needs no schema library;
 * the services' schemas check the same limits and answer with these words (form-field-schema.ts).
 */
const secondsMessages = (label: string, min: number, max: number) =>
  ({
    label,
    required: `${label} is required`,
    min: `${label} must be at least ${min} seconds`,
    max: `${label} must be at most ${max} seconds`,
  }) as const;

export const EXERCISE_FORM_MESSAGES = {
  name: { label: 'Exercise name', required: 'Exercise name is required', tooLong: `Exercise name must be at most ${LIMITS.workoutNameMax} characters` },
  duration: secondsMessages('Duration', LIMITS.durationMin, LIMITS.durationMax),
  restTime: secondsMessages('Rest time', LIMITS.restMin, LIMITS.restMax),
} as const;

/**
 * A seconds field as typed: empty is null (the field is required), anything that is not a number
 * is `fallback` (non-numeric duration falls back to 30, rest to 10), and a number is read up to its
 * first non-digit, so "45.5" is 45. Range is checked separately.
 */
export function readSeconds(text: string, fallback: number): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number.parseInt(trimmed, 10);
  return Number.isNaN(value) ? fallback : value;
}

function secondsError(value: number | null, min: number, max: number, messages: ReturnType<typeof secondsMessages>): string | undefined {
  if (value === null) return messages.required;
  if (value < min) return messages.min;
  if (value > max) return messages.max;
  return undefined;
}

export type ExerciseFormField = 'name' | 'duration' | 'restTime' | 'musicUrl';
export type ExerciseFormErrors = Partial<Record<ExerciseFormField, string>>;

/** An exercise as a form holds it: seconds already read (null while empty). */
export interface ExerciseFormValues {
  name: string;
  duration: number | null;
  restTime: number | null;
  musicType?: string | null;
  musicUrl?: string | null;
}

/** Field → message for everything the form refuses; empty when the exercise can be saved. */
export function exerciseFormErrors(exercise: ExerciseFormValues): ExerciseFormErrors {
  const errors: ExerciseFormErrors = {};
  const name = exercise.name.trim();
  if (!name) errors.name = EXERCISE_FORM_MESSAGES.name.required;
  else if (name.length > LIMITS.workoutNameMax) errors.name = EXERCISE_FORM_MESSAGES.name.tooLong;
  const duration = secondsError(exercise.duration, LIMITS.durationMin, LIMITS.durationMax, EXERCISE_FORM_MESSAGES.duration);
  if (duration) errors.duration = duration;
  const rest = secondsError(exercise.restTime, LIMITS.restMin, LIMITS.restMax, EXERCISE_FORM_MESSAGES.restTime);
  if (rest) errors.restTime = rest;
  const url = exercise.musicUrl?.trim() ?? '';
  const music = url ? musicUrlError(exercise.musicType ?? '', url) : null;
  if (music) errors.musicUrl = music;
  return errors;
}

export const WORKOUT_FORM_MESSAGES = {
  name: { label: 'Workout name', required: 'Workout name is required', tooLong: `Workout name must be at most ${LIMITS.workoutNameMax} characters` },
} as const;

/** The builder's workout name: required, at most 120 characters. */
export function workoutNameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return WORKOUT_FORM_MESSAGES.name.required;
  return trimmed.length > LIMITS.workoutNameMax ? WORKOUT_FORM_MESSAGES.name.tooLong : null;
}
