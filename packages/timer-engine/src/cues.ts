import { breathChanges, type BreathPart } from './breath';
import { blockTitle, roundLabel, sideLabel, SWITCH_SIDES_LABEL } from './format';
import type { Phase, PhaseKind, TimerBlock } from './phases';
import type { TimerStep } from './structure';

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

/** Text for speech at the start of the lead-in and of each rest, and at a switch of sides; `blockIndex` is the block it announces, if any. */
export interface AnnounceCue {
  readonly kind: 'announce';
  readonly text: string;
  readonly blockIndex: number | null;
  readonly atMs: number;
}

/** Time to change sides: at the start of the transition, or of the right side when there is none. */
export interface SwitchSidesCue {
  readonly kind: 'switchSides';
  /** The right side's block index. */
  readonly blockIndex: number;
  readonly atMs: number;
}

/** A soft cue at each part of a breath-paced hold (the first inhale included), for gentle sounds. */
export interface BreathCue {
  readonly kind: 'breath';
  readonly part: BreathPart;
  /** 1-based. */
  readonly breath: number;
  readonly blockIndex: number;
  readonly atMs: number;
}

export type Cue = CountdownCue | PhaseStartCue | AnnounceCue | SwitchSidesCue | BreathCue;

const COUNTDOWN_SECONDS = [3, 2, 1] as const;

interface CuePlan {
  readonly blocks: readonly TimerBlock[];
  readonly steps: readonly TimerStep[];
  readonly phases: readonly Phase[];
}

/** "45 seconds", "1 minute", "2 minutes 30 seconds": how a duration is read out. */
export function spokenDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (minutes === 0) return unit(rest, 'second');
  return rest === 0 ? unit(minutes, 'minute') : `${unit(minutes, 'minute')} ${unit(rest, 'second')}`;
}

/** How much of a block there is, as spoken: its breaths for a breath-paced hold, else its length. */
function spokenAmount(block: TimerBlock): string {
  if (!block.breathing) return spokenDuration(block.duration);
  const { breaths } = block.breathing;
  return `${breaths} breath${breaths === 1 ? '' : 's'}`;
}

/** "Next: Squats, 30 seconds", with "Round 2 of 4. " before a round's first block and the side of a first side. */
function announceNext(plan: CuePlan, blockIndex: number, atMs: number): AnnounceCue {
  const block = plan.blocks[blockIndex];
  const step = plan.steps[blockIndex];
  if (!block || !step) return { kind: 'announce', text: "Last rest, then you're done", blockIndex: null, atMs };
  const opensRound = step.round && step.indexInGroup === 0 && step.side !== 'right';
  const round = opensRound ? `${roundLabel(step.round!.round, step.round!.roundsTotal)}. ` : '';
  const side = step.side ? `, ${sideLabel(step.side).toLowerCase()}` : '';
  return { kind: 'announce', text: `${round}Next: ${blockTitle(block, step.number - 1)}${side}, ${spokenAmount(block)}`, blockIndex, atMs };
}

function switchSides(blockIndex: number, atMs: number): Cue[] {
  return [
    { kind: 'announce', text: SWITCH_SIDES_LABEL, blockIndex, atMs },
    { kind: 'switchSides', blockIndex, atMs },
  ];
}

/** The switch of sides a phase opens, if any: a transition, or a right side straight after its left. */
function switchCues(plan: CuePlan, phase: Phase): Cue[] {
  if (phase.kind === 'rest' && phase.restKind === 'switchSides') return switchSides(phase.blockIndex + 1, phase.startMs);
  const switchesNow = phase.kind === 'work' && phase.side === 'right' && plan.steps[phase.blockIndex - 1]?.restKind !== 'switchSides';
  return switchesNow ? switchSides(phase.blockIndex, phase.startMs) : [];
}

function breathCues(plan: CuePlan, phase: Phase): BreathCue[] {
  const breathing = plan.blocks[phase.blockIndex]?.breathing;
  if (phase.kind !== 'work' || !breathing) return [];
  return breathChanges(breathing).map(({ breath, part, atMs }) => ({ kind: 'breath', part, breath, blockIndex: phase.blockIndex, atMs: phase.startMs + atMs }));
}

function cuesOfPhase(plan: CuePlan, phase: Phase): Cue[] {
  const cues: Cue[] = [{ kind: 'phaseStart', phase: phase.kind, blockIndex: phase.blockIndex, atMs: phase.startMs }];
  if (phase.kind === 'getReady') cues.push(announceNext(plan, 0, phase.startMs));
  if (phase.kind === 'rest' && phase.restKind !== 'switchSides') cues.push(announceNext(plan, phase.blockIndex + 1, phase.startMs));
  cues.push(...switchCues(plan, phase), ...breathCues(plan, phase));
  if (phase.kind !== 'done') {
    for (const secondsLeft of COUNTDOWN_SECONDS) {
      const atMs = phase.endMs - secondsLeft * 1000;
      // A phase shorter than 3 s only gets the beeps that fall inside it.
      if (atMs >= phase.startMs) cues.push({ kind: 'countdown', secondsLeft, atMs });
    }
  }
  // Stable: at one instant the order above holds (start, announcement, switch, breath, beep).
  return cues.sort((a, b) => a.atMs - b.atMs);
}

/**
 * Every cue of the workout in time order. Phases are contiguous and a phase's cues lie inside
 * it, so concatenating phase by phase is already sorted.
 */
export function buildCues(plan: CuePlan): Cue[] {
  return plan.phases.flatMap((phase) => cuesOfPhase(plan, phase));
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
