import type { CueProfile } from '@blockbeat/contracts';
import type { BreathPart, Cue, Timeline } from '@blockbeat/timer-engine';

/** One tone on the Web Audio clock. `gain` is the envelope's peak, under the cue volume. */
export interface BeepSound {
  frequencyHz: number;
  durationS: number;
  wave: OscillatorType;
  gain: number;
}

/** A tone at a timeline offset: the whole workout's sounds are planned once, then scheduled ahead. */
export interface PlannedSound {
  atMs: number;
  sound: BeepSound;
}

export interface SoundOptions {
  profile: CueProfile;
  /** A short cue halfway through each work phase of 20 s or more. */
  halfwayCue: boolean;
  /** A soft tone at each part of a breath (in, hold, out). */
  breathSounds: boolean;
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

/** Every tone of the workout, sorted by offset. */
export function planSounds(timeline: Timeline, options: SoundOptions): PlannedSound[] {
  const sounds = timeline.cues.flatMap((cue) => soundsOf(cue, options));
  if (options.halfwayCue) sounds.push(...halfwaySounds(timeline, options.profile));
  return sounds.sort((a, b) => a.atMs - b.atMs);
}

/** The planned tones with fromMs ≤ atMs < toMs: half-open, so windows laid end to end never repeat one. */
export function soundsBetween(plan: readonly PlannedSound[], fromMs: number, toMs: number): PlannedSound[] {
  return plan.filter((s) => s.atMs >= fromMs && s.atMs < toMs);
}
