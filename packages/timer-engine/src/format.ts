import type { PhaseKind, TimerBlock } from './phases';

export type Rounding = 'up' | 'down';

/** What a player's badge says for each phase. */
export const PHASE_LABELS: Readonly<Record<PhaseKind, string>> = { getReady: 'Get ready', work: 'Work', rest: 'Rest', done: 'Done' };

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
