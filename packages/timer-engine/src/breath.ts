import type { BreathPattern, Breathing } from './phases';
import { secondsInRange, wholeNumberInRange } from './validate';

export type BreathPart = 'inhale' | 'hold' | 'exhale' | 'holdAfter';

/** The parts of one breath, in the order they are breathed. */
export const BREATH_PARTS: readonly BreathPart[] = ['inhale', 'hold', 'exhale', 'holdAfter'];

export const BREATHS_RANGE = { min: 1, max: 100 } as const;
const BREATH_SECONDS = { min: 2, max: 20 } as const;

/** Each part's length in ms, in `BREATH_PARTS` order; throws naming the field on a pattern out of range. */
export function breathPartsMs(pattern: BreathPattern, what = 'Breathing', field = 'breathing'): readonly number[] {
  return [
    secondsInRange(pattern.inhaleSec, BREATH_SECONDS, `${what} inhaleSec`, `${field}.inhaleSec`),
    secondsInRange(pattern.holdSec, { ...BREATH_SECONDS, zeroToo: true }, `${what} holdSec`, `${field}.holdSec`),
    secondsInRange(pattern.exhaleSec, BREATH_SECONDS, `${what} exhaleSec`, `${field}.exhaleSec`),
    secondsInRange(pattern.holdAfterSec, { ...BREATH_SECONDS, zeroToo: true }, `${what} holdAfterSec`, `${field}.holdAfterSec`),
  ];
}

/** Work length of a breath-paced hold: breaths × one breath's cycle. */
export function breathingMs(breathing: Breathing, what = 'Breathing', field = 'breathing'): number {
  const partsMs = breathPartsMs(breathing, what, field);
  const breaths = wholeNumberInRange(breathing.breaths, BREATHS_RANGE, `${what} breaths`, `${field}.breaths`);
  return breaths * partsMs.reduce((sum, ms) => sum + ms, 0);
}

/** Where a breath-paced hold is at one offset. */
export interface BreathMoment {
  /** 1-based. */
  readonly breath: number;
  readonly breathsTotal: number;
  readonly part: BreathPart;
  /** Offset of this part from the start of the hold. */
  readonly partStartMs: number;
  readonly partDurationMs: number;
  /** 0 at the start of the part, 1 at its end; linear in time. */
  readonly partProgress: number;
  /**
   * Size of the breathing guide, 0..1: grows through the inhale, stays full on the hold, shrinks
   * through the exhale, stays empty on the hold after. Eased (half a cosine) so the shape slows
   * into each turn, as a breath does.
   */
  readonly guideScale: number;
}

const eased = (progress: number) => (1 - Math.cos(Math.PI * progress)) / 2;

function guideScale(part: BreathPart, progress: number): number {
  if (part === 'inhale') return eased(progress);
  if (part === 'exhale') return 1 - eased(progress);
  return part === 'hold' ? 1 : 0;
}

/**
 * The breath, its part and the guide's size at `offsetMs` from the start of the hold's work
 * phase: plain arithmetic on the same offset the rest of the timer uses, so it cannot drift.
 * Offsets outside the hold are clamped to it; its very end reads as the end of the last part.
 */
export function breathAt(breathing: Breathing, offsetMs: number): BreathMoment {
  const partsMs = breathPartsMs(breathing);
  const cycleMs = partsMs.reduce((sum, ms) => sum + ms, 0);
  const breathsTotal = wholeNumberInRange(breathing.breaths, BREATHS_RANGE, 'Breathing breaths', 'breathing.breaths');
  const totalMs = breathsTotal * cycleMs;
  const at = Math.min(Math.max(Number.isFinite(offsetMs) ? offsetMs : 0, 0), totalMs);
  const breathIndex = Math.min(Math.floor(at / cycleMs), breathsTotal - 1);
  let partStartMs = breathIndex * cycleMs;
  let partIndex = 0;
  // The last part with a length that starts at or before the offset (a hold of 0 is skipped).
  for (let i = 0; i < partsMs.length; i += 1) {
    if (partsMs[i]! === 0) continue;
    const start = breathIndex * cycleMs + partsMs.slice(0, i).reduce((sum, ms) => sum + ms, 0);
    if (start > at) break;
    partIndex = i;
    partStartMs = start;
  }
  const part = BREATH_PARTS[partIndex]!;
  const partDurationMs = partsMs[partIndex]!;
  const partProgress = Math.min((at - partStartMs) / partDurationMs, 1);
  return { breath: breathIndex + 1, breathsTotal, part, partStartMs, partDurationMs, partProgress, guideScale: guideScale(part, partProgress) };
}

/** Every part change of a hold (including its first inhale), as offsets from the start of its work. */
export function breathChanges(breathing: Breathing): { breath: number; part: BreathPart; atMs: number }[] {
  const partsMs = breathPartsMs(breathing);
  const changes: { breath: number; part: BreathPart; atMs: number }[] = [];
  let at = 0;
  for (let breath = 1; breath <= breathing.breaths; breath += 1) {
    partsMs.forEach((ms, i) => {
      if (ms > 0) changes.push({ breath, part: BREATH_PARTS[i]!, atMs: at });
      at += ms;
    });
  }
  return changes;
}
