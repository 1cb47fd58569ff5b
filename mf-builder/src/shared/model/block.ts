import {
  DEFAULT_BLOCK_COLOR,
  DEFAULT_WORKOUT_SOUND,
  detectMusicType,
  LIMITS,
  workSeconds,
  type Breathing,
  type Difficulty,
  type ExerciseDemo,
  type Exercise,
  type ExerciseTemplate,
  type MusicType,
  type Workout,
  type WorkoutSound,
} from '@blockbeat/contracts';
import type { WorkoutInput } from '@blockbeat/contracts';
import { groupSpecsOf, type RoundGroupDraft } from './groups';

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
  /** Runs left, then right, with `sideSwitchSec` between (issue 18). */
  eachSide: boolean;
  sideSwitchSec: number;
  /** A breath-paced hold ("Breaths" length); null: the length is `duration` ("Time"). */
  breathing: Breathing | null;
  demo: ExerciseDemo | null;
  /** A block without music: its own click tempo (issue 27); null: the player's setting. */
  clickBpm: number | null;
}

export type BlockFields = Omit<BlockDraft, 'key'>;

export interface WorkoutDetails {
  name: string;
  description: string;
  notes: string;
  category: string;
  difficulty: Difficulty | '';
  sound: WorkoutSound;
}

/** Whether a block plays a Spotify track (an empty URL means no music). */
export const playsSpotify = (block: Pick<BlockDraft, 'musicType' | 'musicUrl'>) => block.musicType === 'spotify' && block.musicUrl.trim() !== '';

/** The template form's defaults (docs/product.md#data), so a blank block reads like a new template. */
export const BLOCK_DEFAULTS: Omit<BlockFields, 'name'> = {
  duration: LIMITS.defaultDuration,
  restTime: LIMITS.defaultRest,
  notes: '',
  musicType: 'youtube',
  musicUrl: '',
  blockColor: DEFAULT_BLOCK_COLOR,
  eachSide: false,
  sideSwitchSec: 0,
  breathing: null,
  demo: null,
  clickBpm: null,
};

/** Switch time offered when "Each side" is turned on: enough to change legs in most poses. */
export const DEFAULT_SIDE_SWITCH_SEC = 5;

export const EMPTY_DETAILS: WorkoutDetails = { name: '', description: '', notes: '', category: '', difficulty: '', sound: DEFAULT_WORKOUT_SOUND };

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
    eachSide: exercise.eachSide ?? false,
    sideSwitchSec: exercise.sideSwitchSec ?? 0,
    breathing: exercise.breathing ? { holdSec: 0, holdAfterSec: 0, ...exercise.breathing } : null,
    demo: exercise.demo ?? null,
    clickBpm: exercise.clickBpm ?? null,
  };
}

/** A block kept by an earlier version (a local draft): the fields it did not know get their defaults. */
export function blockWithDefaults<B extends Partial<BlockFields>>(block: B): B & Omit<BlockFields, keyof B> {
  return { ...BLOCK_DEFAULTS, name: '', ...block } as B & Omit<BlockFields, keyof B>;
}

/** A template carries its demo onto the block; sides and breathing are the workout's own. */
export function blockFromTemplate(template: ExerciseTemplate): BlockFields {
  return blockFromExercise(template);
}

/** The seconds a block's work lasts once (one side): its breaths' length, else its duration. */
export function blockWorkSeconds(block: Pick<BlockFields, 'duration' | 'breathing'>): number {
  return workSeconds({ duration: block.duration ?? 0, breathing: block.breathing });
}

/**
 * The API's exercise: no music fields when there is no music, no structure fields when unused
 * (a click tempo only on a block without music, where it plays).
 * A breath-paced hold stores its breaths' length as `duration` (readers that only know duration
 * show the right length). Null when a seconds field is empty.
 */
export function exerciseOf(block: BlockFields): Exercise | null {
  if (block.restTime === null || (block.duration === null && !block.breathing)) return null;
  const url = block.musicUrl.trim();
  return {
    name: block.name.trim(),
    duration: block.breathing ? blockWorkSeconds(block) : block.duration!,
    restTime: block.restTime,
    notes: block.notes,
    ...(url ? { musicUrl: url, musicType: block.musicType } : {}),
    blockColor: block.blockColor,
    ...(block.eachSide ? { eachSide: true, sideSwitchSec: block.sideSwitchSec } : {}),
    ...(block.breathing ? { breathing: block.breathing } : {}),
    ...(block.demo ? { demo: block.demo } : {}),
    ...(!url && block.clickBpm !== null ? { clickBpm: block.clickBpm } : {}),
  };
}

export function detailsOf(workout: Pick<Workout, 'name' | 'description' | 'notes' | 'category' | 'difficulty' | 'sound'>): WorkoutDetails {
  return {
    name: workout.name,
    description: workout.description ?? '',
    notes: workout.notes ?? '',
    category: workout.category ?? '',
    difficulty: workout.difficulty ?? '',
    sound: { ...DEFAULT_WORKOUT_SOUND, ...workout.sound },
  };
}

/** PUT/POST body: a full replacement of the workout (the server computes totalDuration); null while a block is incomplete. */
export function workoutInputOf(details: WorkoutDetails, blocks: readonly BlockFields[], groups: readonly RoundGroupDraft[]): WorkoutInput | null {
  const exercises = blocks.map(exerciseOf);
  if (exercises.some((e) => e === null)) return null;
  return {
    name: details.name.trim(),
    description: details.description,
    notes: details.notes,
    category: details.category || null,
    difficulty: details.difficulty || null,
    exercises: exercises as Exercise[],
    groups: groupSpecsOf(groups),
    sound: details.sound,
  };
}
