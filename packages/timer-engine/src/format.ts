import type { BreathPart } from './breath';
import type { PhaseKind, RestKind, Side, TimerBlock } from './phases';

export type Rounding = 'up' | 'down';

/** What a player's badge says for each phase. */
export const PHASE_LABELS: Readonly<Record<PhaseKind, string>> = { getReady: 'Get ready', work: 'Work', rest: 'Rest', done: 'Done' };

/** What a rest that is not the block's own is called. */
export const REST_KIND_LABELS: Readonly<Record<RestKind, string>> = { switchSides: 'Switch sides', betweenRounds: 'Rest between rounds' };

/** Shown and spoken when it is time to change sides. */
export const SWITCH_SIDES_LABEL = REST_KIND_LABELS.switchSides;

export const SIDE_LABELS: Readonly<Record<Side, string>> = { left: 'Left side', right: 'Right side' };

/** The guide's word for each part of a breath; both holds read "Hold". */
export const BREATH_PART_LABELS: Readonly<Record<BreathPart, string>> = { inhale: 'Inhale', hold: 'Hold', exhale: 'Exhale', holdAfter: 'Hold' };

/** "Round 2 of 4" (both 1-based). */
export function roundLabel(round: number, roundsTotal: number): string {
  return `Round ${round} of ${roundsTotal}`;
}

/** "Left side" / "Right side". */
export function sideLabel(side: Side): string {
  return SIDE_LABELS[side];
}

/** "Breath 3 of 8" (both 1-based). */
export function breathLabel(breath: number, breathsTotal: number): string {
  return `Breath ${breath} of ${breathsTotal}`;
}

/** "Inhale", "Hold" or "Exhale". */
export function breathPartLabel(part: BreathPart): string {
  return BREATH_PART_LABELS[part];
}

/** A block's name as shown and spoken; a block left unnamed is 'Block n' (1-based). */
export function blockTitle(block: Pick<TimerBlock, 'name'>, index: number): string {
  return block.name.trim() || `Block ${index + 1}`;
}

function wholeSeconds(ms: number, rounding: Rounding): number {
  if (!(ms > 0)) return 0;
  return rounding === 'up' ? Math.ceil(ms / 1000) : Math.floor(ms / 1000);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * 'm:ss' (minutes are not capped: 75:00). A countdown rounds up, so 0.2 s left reads 0:01 and
 * the display reaches 0:00 exactly when the phase ends; an elapsed clock passes 'down'.
 */
export function formatClock(ms: number, rounding: Rounding = 'up'): string {
  const seconds = wholeSeconds(ms, rounding);
  return `${Math.floor(seconds / 60)}:${pad2(seconds % 60)}`;
}

/** A whole workout's time: 'h:mm:ss' from one hour on, else 'm:ss'; elapsed time by default, so rounded down. */
export function formatTotalTime(ms: number, rounding: Rounding = 'down'): string {
  const seconds = wholeSeconds(ms, rounding);
  if (seconds < 3600) return formatClock(seconds * 1000);
  return `${Math.floor(seconds / 3600)}:${pad2(Math.floor((seconds % 3600) / 60))}:${pad2(seconds % 60)}`;
}
