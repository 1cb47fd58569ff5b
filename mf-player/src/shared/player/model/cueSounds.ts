import type { CueProfile } from '@blockbeat/contracts';
import type { BreathPart, Cue, Timeline } from '@blockbeat/timer-engine';
import { SECONDS_COUNTDOWN_MS, type BeatCountIn } from '../beat/countIn';

/** One tone on the Web Audio clock. `gain` is the envelope's peak, under the cue volume. */
export interface BeepSound {
  frequencyHz: number;
  durationS: number;
  wave: OscillatorType;
  gain: number;
}

/**
 * One word of the click track's 8-count voice ("one" to "eight", beat/countVoice.ts): spoken from
 * its first sound at the instant it is scheduled, cut after `durationS` (a beat at fast tempos).
 */
export interface CountSound {
  count: number;
  durationS: number;
  gain: number;
  /** What plays instead while the voice is not loaded (or cannot be). */
  fallback: BeepSound;
}

/** A tone at a timeline offset: the whole workout's sounds are planned once, then scheduled ahead. */
export interface PlannedSound {
  atMs: number;
  sound: BeepSound;
}

/** A spoken count of the click track at a timeline offset. */
export interface PlannedCount {
  atMs: number;
  sound: CountSound;
}

/** Anything the cue scheduler puts on the audio clock. */
export type PlannedCue = PlannedSound | PlannedCount;

export interface SoundOptions {
  profile: CueProfile;
  /** A short cue halfway through each work phase of 20 s or more. */
  halfwayCue: boolean;
  /** A soft tone at each part of a breath (in, hold, out). */
  breathSounds: boolean;
  /** Changes on the beat whose 3-2-1 is their last beats instead (the workout's beat count-in). */
  countIns?: readonly BeatCountIn[];
}

/** What a profile does to the standard tones: gentle is a softer, lower sine; gym-loud louder, harsher and longer. */
const PROFILES: Record<CueProfile, { gain: number; pitch: number; length: number; countdownWave: OscillatorType; startWave: OscillatorType }> = {
  gentle: { gain: 0.35, pitch: 0.6, length: 1.3, countdownWave: 'sine', startWave: 'sine' },
  standard: { gain: 1, pitch: 1, length: 1, countdownWave: 'sine', startWave: 'sine' },
  gymLoud: { gain: 1.6, pitch: 1, length: 1.6, countdownWave: 'square', startWave: 'sawtooth' },
};

export const HALFWAY_MIN_MS = 20_000;
/** The two notes of "switch sides" follow the phase's own tone, so the three are heard apart. */
const SWITCH_NOTES_MS = [500, 750];
const BREATH_HZ: Record<BreathPart, number> = { inhale: 528, hold: 440, exhale: 396, holdAfter: 352 };

function tone(profile: CueProfile, frequencyHz: number, durationS: number, wave: 'countdown' | 'start'): BeepSound {
  const p = PROFILES[profile];
  return { frequencyHz: frequencyHz * p.pitch, durationS: durationS * p.length, wave: wave === 'countdown' ? p.countdownWave : p.startWave, gain: p.gain };
}

/** The tones one engine cue makes under these options (none for announcements, or breaths unless asked). */
export function soundsOf(cue: Cue, options: SoundOptions): PlannedSound[] {
  const { profile } = options;
  switch (cue.kind) {
    case 'countdown':
      return [{ atMs: cue.atMs, sound: tone(profile, 880, 0.15, 'countdown') }];
    case 'phaseStart':
      return cue.phase === 'getReady' ? [] : [{ atMs: cue.atMs, sound: tone(profile, 1320, 0.45, 'start') }];
    case 'switchSides':
      return SWITCH_NOTES_MS.map((after) => ({ atMs: cue.atMs + after, sound: tone(profile, 660, 0.18, 'start') }));
    case 'breath':
      // Soft whatever the profile: a breath is paced by it, not startled.
      return options.breathSounds ? [{ atMs: cue.atMs, sound: { frequencyHz: BREATH_HZ[cue.part], durationS: 0.35, wave: 'sine', gain: 0.25 } }] : [];
    default:
      return [];
  }
}

/** Halfway through each timed work phase of 20 s or more (a breath-paced hold is paced by its breaths instead). */
function halfwaySounds(timeline: Timeline, profile: CueProfile): PlannedSound[] {
  return timeline.phases
    .filter((p) => p.kind === 'work' && p.endMs - p.startMs >= HALFWAY_MIN_MS && !timeline.blocks[p.blockIndex]?.breathing)
    .map((p) => ({ atMs: (p.startMs + p.endMs) / 2, sound: tone(profile, 990, 0.12, 'countdown') }));
}

/** Every tone of the workout, sorted by offset; a change counted in on the beat has its beats instead of its 3-2-1. */
export function planSounds(timeline: Timeline, options: SoundOptions): PlannedSound[] {
  const countIns = options.countIns ?? [];
  const countedIn = (cue: Cue) => cue.kind === 'countdown' && countIns.some((c) => cue.atMs >= c.changeMs - SECONDS_COUNTDOWN_MS && cue.atMs < c.changeMs);
  const sounds = timeline.cues.filter((cue) => !countedIn(cue)).flatMap((cue) => soundsOf(cue, options));
  sounds.push(...countIns.flatMap((c) => c.beatsMs.map((atMs) => ({ atMs, sound: tone(options.profile, 880, 0.15, 'countdown') }))));
  if (options.halfwayCue) sounds.push(...halfwaySounds(timeline, options.profile));
  return sounds.sort((a, b) => a.atMs - b.atMs);
}

/** First index of the sorted plan whose tone is at or after `atMs`. */
function lowerBound(plan: readonly { atMs: number }[], atMs: number): number {
  let lo = 0;
  let hi = plan.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (plan[mid]!.atMs < atMs) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The planned tones with fromMs ≤ atMs < toMs: half-open, so windows laid end to end never repeat
 * one. The plan is sorted (a click track adds thousands of ticks): found by bisection.
 */
export function soundsBetween<P extends PlannedCue>(plan: readonly P[], fromMs: number, toMs: number): P[] {
  return plan.slice(lowerBound(plan, fromMs), lowerBound(plan, toMs));
}

/** Two sorted plans as one (the workout's tones and the click track). */
export function mergeSounds<A extends PlannedCue, B extends PlannedCue>(a: readonly A[], b: readonly B[]): Array<A | B> {
  return b.length === 0 ? [...a] : [...a, ...b].sort((x, y) => x.atMs - y.atMs);
}
