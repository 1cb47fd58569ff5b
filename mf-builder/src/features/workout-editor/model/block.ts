import {
  DEFAULT_BLOCK_COLOR,
  detectMusicType,
  LIMITS,
  type Difficulty,
  type Exercise,
  type ExerciseTemplate,
  type MusicType,
  type Workout,
} from '@blockbeat/contracts';
import type { WorkoutInput } from '@blockbeat/contracts';

/**
 * One block as the builder edits it: an exercise plus a stable client key for lists and drag and
 * drop. Seconds are null while their field is empty (the form says they are required).
 */
export interface BlockDraft {
  key: string;
  name: string;
  duration: number | null;
  restTime: number | null;
  notes: string;
  musicType: MusicType;
  musicUrl: string;
  blockColor: string;
}

export type BlockFields = Omit<BlockDraft, 'key'>;

export interface WorkoutDetails {
  name: string;
  description: string;
  notes: string;
  category: string;
  difficulty: Difficulty | '';
}

/** The template form's defaults (docs/product.md#data), so a blank block reads like a new template. */
export const BLOCK_DEFAULTS: Omit<BlockFields, 'name'> = {
  duration: LIMITS.defaultDuration,
  restTime: LIMITS.defaultRest,
  notes: '',
  musicType: 'youtube',
  musicUrl: '',
  blockColor: DEFAULT_BLOCK_COLOR,
};

export const EMPTY_DETAILS: WorkoutDetails = { name: '', description: '', notes: '', category: '', difficulty: '' };

export function blockFromExercise(exercise: Exercise): BlockFields {
  const musicUrl = exercise.musicUrl ?? '';
  return {
    name: exercise.name,
    duration: exercise.duration,
    restTime: exercise.restTime ?? 0,
    notes: exercise.notes ?? '',
    musicType: exercise.musicType ?? detectMusicType(musicUrl) ?? BLOCK_DEFAULTS.musicType,
    musicUrl,
    blockColor: exercise.blockColor || DEFAULT_BLOCK_COLOR,
  };
}

export function blockFromTemplate(template: ExerciseTemplate): BlockFields {
  return blockFromExercise(template);
}

/** The API's exercise: no music fields when there is no music. Null when a seconds field is empty. */
export function exerciseOf(block: BlockFields): Exercise | null {
  if (block.duration === null || block.restTime === null) return null;
  const url = block.musicUrl.trim();
  return {
    name: block.name.trim(),
    duration: block.duration,
    restTime: block.restTime,
    notes: block.notes,
    ...(url ? { musicUrl: url, musicType: block.musicType } : {}),
    blockColor: block.blockColor,
  };
}

export function detailsOf(workout: Pick<Workout, 'name' | 'description' | 'notes' | 'category' | 'difficulty'>): WorkoutDetails {
  return {
    name: workout.name,
    description: workout.description ?? '',
    notes: workout.notes ?? '',
    category: workout.category ?? '',
    difficulty: workout.difficulty ?? '',
  };
}

/** PUT/POST body: a full replacement of the workout (the server computes totalDuration); null while a block is incomplete. */
export function workoutInputOf(details: WorkoutDetails, blocks: readonly BlockFields[]): WorkoutInput | null {
  const exercises = blocks.map(exerciseOf);
  if (exercises.some((e) => e === null)) return null;
  return {
    name: details.name.trim(),
    description: details.description,
    notes: details.notes,
    category: details.category || null,
    difficulty: details.difficulty || null,
    exercises: exercises as Exercise[],
  };
}
