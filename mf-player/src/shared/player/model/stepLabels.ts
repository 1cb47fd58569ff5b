import type { Exercise } from '@blockbeat/contracts';
import { blockTitle, formatClock, PHASE_LABELS, REST_KIND_LABELS, roundLabel, sideLabel, type TimerSnapshot, type TimerStep } from '@blockbeat/timer-engine';

/** A played block's name as written ("Block n" when unnamed): every round and side shares it. */
export function stepTitle(block: Exercise, step: TimerStep): string {
  return blockTitle(block, step.number - 1);
}

/** "Round 2 of 4", "Left side": where a played block sits, only what it has. */
export function stepPlace(step: Pick<TimerStep, 'round' | 'side'>): string[] {
  return [step.round ? roundLabel(step.round.round, step.round.roundsTotal) : '', step.side ? sideLabel(step.side) : ''].filter(Boolean);
}

/** How much of a block there is: its breaths for a breath-paced hold, else its work as m:ss. */
export function stepAmount(block: Exercise, step: TimerStep): string {
  const breaths = block.breathing?.breaths;
  if (!breaths) return formatClock(step.workMs);
  return `${breaths} breath${breaths === 1 ? '' : 's'}`;
}

/** The phase badge: "Switch sides" and "Rest between rounds" name their rest; the rest as before. */
export function phaseBadge(snap: Pick<TimerSnapshot, 'phase' | 'restKind'>): string {
  return snap.phase === 'rest' && snap.restKind ? REST_KIND_LABELS[snap.restKind] : PHASE_LABELS[snap.phase];
}

/** The block as the lock screen names it: "Squat · Round 2 of 4 · Left side". */
export function mediaTitle(block: Exercise | null, step: TimerStep | undefined): string {
  if (!block || !step) return '';
  return [stepTitle(block, step), ...stepPlace(step)].join(' · ');
}
