import type { Branding } from './branding';
import { playedSeconds, type Breathing, type ExerciseDemo, type RoundGroupSpec, type TimedBlock, type WorkoutSound } from './workout-structure';

export const MUSIC_TYPES = ['youtube', 'spotify', 'soundcloud', 'upload'] as const;
export type MusicType = (typeof MUSIC_TYPES)[number];

export const BUILTIN_CATEGORIES = ['yoga', 'hiit', 'pilates', 'strength', 'cardio'] as const;
export type BuiltinCategory = (typeof BUILTIN_CATEGORIES)[number];
export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** How every screen names the built-in categories (the builder, the filter, its chip, the PDF). */
export const CATEGORY_LABELS: Record<BuiltinCategory, string> = { yoga: 'Yoga', hiit: 'HIIT', pilates: 'Pilates', strength: 'Strength', cardio: 'Cardio' };
export const DIFFICULTY_LABELS: Record<Difficulty, string> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };

/** A built-in category by its display name; a custom one as its owner typed it. */
export function categoryLabel(category: string): string {
  const key = category.toLowerCase();
  return (BUILTIN_CATEGORIES as readonly string[]).includes(key) ? CATEGORY_LABELS[key as BuiltinCategory] : category;
}

export function difficultyLabel(difficulty: string): string {
  const key = difficulty.toLowerCase();
  return (DIFFICULTIES as readonly string[]).includes(key) ? DIFFICULTY_LABELS[key as Difficulty] : difficulty;
}

export const BLOCK_COLORS = [
  'bg-gradient-to-br from-purple-500 to-purple-600',
  'bg-gradient-to-br from-blue-500 to-blue-600',
  'bg-gradient-to-br from-green-500 to-green-600',
  'bg-gradient-to-br from-red-500 to-red-600',
  'bg-gradient-to-br from-yellow-500 to-yellow-600',
  'bg-gradient-to-br from-pink-500 to-pink-600',
  'bg-gradient-to-br from-indigo-500 to-indigo-600',
  'bg-gradient-to-br from-orange-500 to-orange-600',
] as const;
export type BlockColor = (typeof BLOCK_COLORS)[number];
export const DEFAULT_BLOCK_COLOR: BlockColor = BLOCK_COLORS[0];

export const LIMITS = {
  durationMin: 5,
  durationMax: 600,
  restMin: 0,
  restMax: 300,
  defaultDuration: 30,
  defaultRest: 10,
  workoutNameMax: 120,
  notesMax: 2000,
  categoryNameMax: 40,
} as const;

export interface Exercise {
  name: string;
  duration: number;
  restTime?: number;
  notes?: string;
  musicUrl?: string;
  musicType?: MusicType;
  blockColor?: string;
  /** Runs twice, left then right, with a "Switch sides" cue (docs/product.md#structure). */
  eachSide?: boolean;
  /** Transition between the sides, 0–15 s. */
  sideSwitchSec?: number;
  /** A breath-paced hold: the breaths decide the length, `duration` is set to it by the server. */
  breathing?: Breathing | null;
  demo?: ExerciseDemo | null;
  /**
   * A block without music: its click track's tempo (whole BPM, BPM_MIN–BPM_MAX), played whatever
   * the player's click setting; absent: the player's setting decides (issue 27).
   */
  clickBpm?: number | null;
}

export interface Workout {
  id: string;
  name: string;
  description: string | null;
  notes: string | null;
  category: string | null;
  difficulty: Difficulty | null;
  createdAt: string;
  updatedAt: string;
  exercises: Exercise[];
  /** Round groups over `exercises`; absent or empty for a flat workout. */
  groups?: RoundGroupSpec[];
  /** The workout's cue profile and signals; absent: the player's defaults. */
  sound?: WorkoutSound | null;
  /** Played seconds: every round, side and breath counted (playedSeconds). */
  totalDuration: number;
}

/**
 * GET /api/workouts: what a dashboard card, search, filters and sorting need. The blocks come
 * with the workout itself (GET /api/workouts/{id}); a list of 100 full workouts weighed ~200 KB.
 */
export type WorkoutSummary = Omit<Workout, 'exercises' | 'groups' | 'sound'> & {
  exerciseCount: number;
  /** The caller's own completions of this workout (history, issue 18); absent where not known. */
  playCount?: number;
  lastPlayedAt?: string | null;
  /** Feedback from clients of live classes and the shared link (issue 19); absent where not known. */
  feedbackCount?: number;
  averageEffort?: number | null;
};

export function toWorkoutSummary({ exercises, groups: _groups, sound: _sound, ...rest }: Workout): WorkoutSummary {
  return { ...rest, exerciseCount: exercises.length };
}

export interface ExerciseTemplate {
  id: string;
  name: string;
  duration: number;
  restTime: number;
  notes: string;
  musicUrl: string;
  musicType: MusicType;
  blockColor: string;
  demo?: ExerciseDemo | null;
  createdAt: string;
}

export interface CustomCategory {
  id: string;
  name: string;
}

/** POST /api/workouts/{id}/share. The token is stable: sharing again answers the same link. */
export interface ShareLink {
  shareUrl: string;
  shareToken: string;
}

/** GET /api/workouts/{id}/share: whether the owner's workout is shared (nothing is created), and its link if so. */
export interface ShareState {
  shared: boolean;
  shareUrl: string | null;
}

/**
 * GET /api/shared/{shareToken}: what the public player needs, nothing about the owner but their
 * branding (its logo served through the share). The service always sends `branding`; it is
 * optional here only so that players and fixtures written before it keep compiling.
 */
export type SharedWorkout = Omit<Workout, 'createdAt' | 'updatedAt'> & { shareToken: string; branding?: Branding };

/** GET /api/imports/{id}: the import screen's summary of a shared workout. */
export interface ImportSummary {
  id: string;
  name: string;
  description: string | null;
  blockCount: number;
  totalDuration: number;
}

/**
 * totalDuration: the sum of each exercise's duration plus restTime (docs/product.md#data), with
 * every round of a group, both sides of an each-side block and a breath-paced hold's breaths.
 */
export function totalDuration(exercises: readonly TimedBlock[], groups?: readonly RoundGroupSpec[] | null): number {
  return playedSeconds(exercises, groups);
}

/** Whole minutes, rounded down (workout card). */
export function wholeMinutes(seconds: number): number {
  return Math.floor(seconds / 60);
}

export type DurationBucket = 'short' | 'medium' | 'long';

/** short ≤ 900 s, medium 901–1800 s, long > 1800 s (docs/product.md#numbers-and-limits). */
export function durationBucket(seconds: number): DurationBucket {
  if (seconds <= 900) return 'short';
  if (seconds <= 1800) return 'medium';
  return 'long';
}
