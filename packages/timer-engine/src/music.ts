import type { TimerBlock } from './phases';

/**
 * The "continuous music" rule: when block i has no rest and block i + 1 plays the same track,
 * the track keeps playing across the change instead of restarting.
 */
export function consecutiveSameMusic(blocks: readonly Pick<TimerBlock, 'restTime' | 'musicUrl'>[], i: number): boolean {
  const current = blocks[i];
  const following = blocks[i + 1];
  if (!current || !following || (current.restTime ?? 0) !== 0) return false;
  const url = current.musicUrl?.trim();
  return !!url && url === following.musicUrl?.trim();
}
