import { blockTitle } from './format';
import type { Phase, PhaseKind, TimerBlock } from './phases';

/** A 3-2-1 beep, `secondsLeft` seconds before a phase change. */
export interface CountdownCue {
  readonly kind: 'countdown';
  readonly secondsLeft: 1 | 2 | 3;
  readonly atMs: number;
}

/** A phase begins (including `done`, the end of the workout). */
export interface PhaseStartCue {
  readonly kind: 'phaseStart';
  readonly phase: PhaseKind;
  readonly blockIndex: number;
  readonly atMs: number;
}

/** Text for speech at the start of the lead-in and of each rest; `blockIndex` is the block it announces, if any. */
export interface AnnounceCue {
  readonly kind: 'announce';
  readonly text: string;
  readonly blockIndex: number | null;
  readonly atMs: number;
}

export type Cue = CountdownCue | PhaseStartCue | AnnounceCue;

const COUNTDOWN_SECONDS = [3, 2, 1] as const;

/** "45 seconds", "1 minute", "2 minutes 30 seconds": how a duration is read out. */
export function spokenDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (minutes === 0) return unit(rest, 'second');
  return rest === 0 ? unit(minutes, 'minute') : `${unit(minutes, 'minute')} ${unit(rest, 'second')}`;
}

function announceNext(blocks: readonly TimerBlock[], blockIndex: number, atMs: number): AnnounceCue {
  const block = blocks[blockIndex];
  if (!block) return { kind: 'announce', text: "Last rest, then you're done", blockIndex: null, atMs };
  return { kind: 'announce', text: `Next: ${blockTitle(block, blockIndex)}, ${spokenDuration(block.duration)}`, blockIndex, atMs };
}

function cuesOfPhase(blocks: readonly TimerBlock[], phase: Phase): Cue[] {
  const cues: Cue[] = [{ kind: 'phaseStart', phase: phase.kind, blockIndex: phase.blockIndex, atMs: phase.startMs }];
  if (phase.kind === 'getReady') cues.push(announceNext(blocks, 0, phase.startMs));
  if (phase.kind === 'rest') cues.push(announceNext(blocks, phase.blockIndex + 1, phase.startMs));
  if (phase.kind !== 'done') {
    for (const secondsLeft of COUNTDOWN_SECONDS) {
      const atMs = phase.endMs - secondsLeft * 1000;
      // A phase shorter than 3 s only gets the beeps that fall inside it.
      if (atMs >= phase.startMs) cues.push({ kind: 'countdown', secondsLeft, atMs });
    }
  }
  return cues;
}

/**
 * Every cue of the workout in time order; at one instant the phase start comes first, then its
 * announcement, then a beep. Phases are contiguous and a phase's beeps lie inside it, so
 * concatenating phase by phase is already sorted.
 */
export function buildCues(plan: { readonly blocks: readonly TimerBlock[]; readonly phases: readonly Phase[] }): Cue[] {
  return plan.phases.flatMap((phase) => cuesOfPhase(plan.blocks, phase));
}

/** First index whose cue is at or after `atMs`. */
function lowerBound(cues: readonly Cue[], atMs: number): number {
  let lo = 0;
  let hi = cues.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cues[mid]!.atMs < atMs) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The cues with fromMs ≤ atMs < toMs (timeline offsets). Half-open, so windows laid end to end
 * never yield a cue twice; pure, so a player may look ahead as far as it likes.
 */
export function cuesBetween(timeline: { readonly cues: readonly Cue[] }, fromMs: number, toMs: number): Cue[] {
  if (!(toMs > fromMs)) return [];
  return timeline.cues.slice(lowerBound(timeline.cues, fromMs), lowerBound(timeline.cues, toMs));
}
