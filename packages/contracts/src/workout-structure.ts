import { musicUrlError } from './music';
import { uploadIdOf } from './upload';

/**
 * The structure a workout's blocks can have beyond a flat list (issue 18): round groups, each-side
 * blocks, breath-paced holds, a demo per exercise and the workout's sound. Everything here is
 * optional, so a workout saved before reads exactly as it did (docs/product.md#structure).
 */

export const STRUCTURE_LIMITS = {
  roundsMin: 2,
  roundsMax: 50,
  restBetweenRoundsMax: 600,
  sideSwitchMax: 15,
  breathsMin: 1,
  breathsMax: 100,
  breathPartMin: 2,
  breathPartMax: 20,
  groupNameMax: 60,
  demoUrlMax: 2000,
} as const;

/** One breath's pattern in seconds; hold and hold-after may be 0 (absent), each other part 2–20 s. */
export interface BreathPattern {
  inhaleSec: number;
  holdSec?: number;
  exhaleSec: number;
  holdAfterSec?: number;
}

/** A breath-paced hold: the block's work lasts `breaths` × one breath. */
export interface Breathing extends BreathPattern {
  breaths: number;
}

/** Patterns offered by name in the builder; any other 2–20 s pattern may be typed. */
export const BREATH_PRESETS: ReadonlyArray<{ label: string; pattern: BreathPattern }> = [
  { label: 'Calm 4-0-6', pattern: { inhaleSec: 4, exhaleSec: 6 } },
  { label: 'Relax 4-7-8', pattern: { inhaleSec: 4, holdSec: 7, exhaleSec: 8 } },
  { label: 'Box 4-4-4-4', pattern: { inhaleSec: 4, holdSec: 4, exhaleSec: 4, holdAfterSec: 4 } },
];

export function breathCycleSeconds(p: BreathPattern): number {
  return p.inhaleSec + (p.holdSec ?? 0) + p.exhaleSec + (p.holdAfterSec ?? 0);
}

/** "4-7-8", "4-4-4-4": the pattern as instructors write it. */
export function breathPatternLabel(p: BreathPattern): string {
  const parts = [p.inhaleSec, p.holdSec ?? 0, p.exhaleSec];
  if (p.holdAfterSec) parts.push(p.holdAfterSec);
  return parts.join('-');
}

export const DEMO_TYPES = ['image', 'video'] as const;
export type DemoType = (typeof DEMO_TYPES)[number];

/** What shows while an exercise plays: an uploaded image or GIF (≤ 5 MB), or a video link. */
export interface ExerciseDemo {
  type: DemoType;
  url: string;
}

export const DEMO_MESSAGES = {
  image: 'The demo image must be an image uploaded to BlockBeat',
  video: 'The demo video must be a YouTube link or an https link to an .mp4 or .webm file',
} as const;

const VIDEO_FILE = /^https:\/\/[^\s"'<>]+\.(mp4|webm)(\?[^\s"'<>]*)?$/i;

/** The message for a demo URL that does not fit its type, or null. */
export function demoUrlError(type: string, url: string): string | null {
  if (type === 'image') return uploadIdOf(url) ? null : DEMO_MESSAGES.image;
  if (type === 'video') return musicUrlError('youtube', url) === null || VIDEO_FILE.test(url) ? null : DEMO_MESSAGES.video;
  return DEMO_MESSAGES.image;
}

/**
 * Consecutive blocks `exercises[start … start+count-1]` played `rounds` times, written once.
 * Groups do not overlap or nest and are listed in order; the blocks stay in the workout's flat
 * `exercises`, so everything that lists blocks (exercise count, imports, Spotify fill) is unchanged.
 */
export interface RoundGroupSpec {
  start: number;
  count: number;
  rounds: number;
  /** Rest between two rounds (0–600 s); none after the last round. */
  restBetweenRoundsSec?: number;
  name?: string;
}

export const CUE_PROFILES = ['gentle', 'standard', 'gymLoud'] as const;
export type CueProfile = (typeof CUE_PROFILES)[number];

export const CUE_PROFILE_LABELS: Record<CueProfile, string> = {
  gentle: 'Gentle (stretching, yoga)',
  standard: 'Standard',
  gymLoud: 'Gym-loud',
};

/** How a workout sounds and signals its phases; the player's defaults when absent. */
export interface WorkoutSound {
  cueProfile: CueProfile;
  /** A short cue halfway through each work phase of 20 s or more. */
  halfwayCue: boolean;
  /** Speak the next exercise's name and length at each change (speech synthesis). */
  voice: boolean;
  /** A full-screen colour flash on each phase change (a steady border when reduced motion is asked). */
  flash: boolean;
  /**
   * Where the music continues across a change and its tempo is known (the change is on the beat),
   * the 3-2-1 becomes the last 4 beats before it (issue 27). Absent: off.
   */
  beatCountIn?: boolean;
  /**
   * Seconds over which an uploaded track fades into the next block's different uploaded track
   * (0 to CROSSFADE_SECONDS_MAX in CROSSFADE_SECONDS_STEP; issue 27). Absent or 0: the music cuts.
   */
  crossfadeSeconds?: number;
}

export const CROSSFADE_SECONDS_MAX = 8;
export const CROSSFADE_SECONDS_STEP = 0.5;

export const DEFAULT_WORKOUT_SOUND: WorkoutSound = { cueProfile: 'standard', halfwayCue: false, voice: false, flash: false };

/** What a block needs for its played length. */
export interface TimedBlock {
  duration: number;
  restTime?: number;
  eachSide?: boolean;
  sideSwitchSec?: number;
  breathing?: Breathing | null;
}

/** Seconds of work of one side: the breaths' length for a breath-paced hold, else `duration`. */
export function workSeconds(block: TimedBlock): number {
  return block.breathing ? block.breathing.breaths * breathCycleSeconds(block.breathing) : block.duration;
}

/** One block as played once: its work (twice and the switch for each side) and its rest. */
export function blockPlayedSeconds(block: TimedBlock): number {
  const work = workSeconds(block);
  const sides = block.eachSide ? 2 * work + (block.sideSwitchSec ?? 0) : work;
  return sides + (block.restTime ?? 0);
}

/** A round group handed to the timer engine: its blocks defined once. */
export interface RoundGroupItem<B> {
  rounds: number;
  restBetweenRoundsSec?: number;
  name?: string;
  blocks: B[];
}

/** The workout as the timer plays it: blocks, and round groups holding their blocks. */
export function workoutItems<B>(exercises: readonly B[], groups: readonly RoundGroupSpec[] | null | undefined): Array<B | RoundGroupItem<B>> {
  const items: Array<B | RoundGroupItem<B>> = [];
  const sorted = [...(groups ?? [])].sort((a, b) => a.start - b.start);
  let i = 0;
  for (const group of sorted) {
    while (i < group.start && i < exercises.length) items.push(exercises[i++]!);
    const blocks = exercises.slice(group.start, group.start + group.count);
    const { rounds, restBetweenRoundsSec, name } = group;
    items.push({ rounds, ...(restBetweenRoundsSec ? { restBetweenRoundsSec } : {}), ...(name ? { name } : {}), blocks });
    i = group.start + group.count;
  }
  while (i < exercises.length) items.push(exercises[i++]!);
  return items;
}

/**
 * The played length in seconds, lead-in aside: every round of a group, both sides of an each-side
 * block, the breaths of a breath-paced hold and the rests between rounds. Without structure it is
 * the sum of each block's duration plus restTime, as docs/product.md#data states.
 */
export function playedSeconds(exercises: readonly TimedBlock[], groups?: readonly RoundGroupSpec[] | null): number {
  return workoutItems(exercises, groups).reduce<number>((sum, item) => {
    if (!isRoundGroupItem(item)) return sum + blockPlayedSeconds(item);
    const oneRound = item.blocks.reduce((s, b) => s + blockPlayedSeconds(b), 0);
    return sum + item.rounds * oneRound + (item.rounds - 1) * (item.restBetweenRoundsSec ?? 0);
  }, 0);
}

export function isRoundGroupItem<B>(item: B | RoundGroupItem<B>): item is RoundGroupItem<B> {
  return Array.isArray((item as Partial<RoundGroupItem<B>>).blocks);
}

/**
 * Why a workout's groups do not fit its blocks, or null: each group covers existing blocks, groups
 * are in order and do not overlap. `field` names the offending entry as the API reports it.
 */
export function roundGroupsProblem(groups: readonly RoundGroupSpec[], blockCount: number): { field: string; message: string } | null {
  let end = 0;
  for (const [i, g] of groups.entries()) {
    const field = `groups[${i}]`;
    if (g.start < end) return { field, message: `Round group ${i + 1} overlaps the group before it or is out of order` };
    if (g.start + g.count > blockCount) return { field, message: `Round group ${i + 1} reaches past the last block` };
    end = g.start + g.count;
  }
  return null;
}

/** Image uploads a workout's demos use (their ids), so sharing can serve them to visitors. */
export function demoUploadIds(exercises: ReadonlyArray<{ demo?: ExerciseDemo | null }>): string[] {
  return exercises.flatMap((e) => (e.demo?.type === 'image' ? [uploadIdOf(e.demo.url)].filter((id): id is string => id !== null) : []));
}
