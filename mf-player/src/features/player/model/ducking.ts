import { cuesBetween, type Cue, type Timeline } from '@blockbeat/timer-engine';

/** Music drops to this share of its volume under a beep or an announcement. */
export const DUCK_LEVEL = 0.3;
const DUCK_BEFORE_MS = 150;
const DUCK_AFTER_MS = 600;

/** The beeps: 3-2-1 before each change and a longer, higher tone when work, rest or the end begins. */
export interface BeepSound {
  frequencyHz: number;
  durationS: number;
}

export function soundOf(cue: Cue): BeepSound | null {
  if (cue.kind === 'countdown') return { frequencyHz: 880, durationS: 0.15 };
  if (cue.kind === 'phaseStart' && cue.phase !== 'getReady') return { frequencyHz: 1320, durationS: 0.45 };
  return null;
}

/** Whether a beep sounds around this offset (from just before it to just after it ends). */
export function beepNear(timeline: Timeline, offsetMs: number): boolean {
  return cuesBetween(timeline, offsetMs - DUCK_AFTER_MS, offsetMs + DUCK_BEFORE_MS).some((cue) => soundOf(cue) !== null);
}

/** The music volume to apply now: muted, ducked under cues, or as set. */
export function musicVolume(volume: number, { muted, ducked }: { muted: boolean; ducked: boolean }): number {
  if (muted) return 0;
  return ducked ? volume * DUCK_LEVEL : volume;
}
