import { cuesBetween, type Timeline } from '@blockbeat/timer-engine';

/** Music drops to this share of its volume under a beep or an announcement. */
export const DUCK_LEVEL = 0.3;
const DUCK_BEFORE_MS = 150;
const DUCK_AFTER_MS = 600;

/** Whether a 3-2-1 beep or a phase's tone sounds around this offset (from just before it to just after it ends). */
export function beepNear(timeline: Timeline, offsetMs: number): boolean {
  return cuesBetween(timeline, offsetMs - DUCK_AFTER_MS, offsetMs + DUCK_BEFORE_MS).some(
    (cue) => cue.kind === 'countdown' || (cue.kind === 'phaseStart' && cue.phase !== 'getReady'),
  );
}

/** The music volume to apply now: muted, ducked under cues, or as set. */
export function musicVolume(volume: number, { muted, ducked }: { muted: boolean; ducked: boolean }): number {
  if (muted) return 0;
  return ducked ? volume * DUCK_LEVEL : volume;
}
