import type { LiveActionInput } from '@blockbeat/contracts';
import { reducePlayer, type PlayerAction, type PlayerItems, type PlayerState } from './playerState';

/** An engine action without its clock reading: what a live class logs (LiveActionInput without atMs). */
export type EngineActionMove = Omit<LiveActionInput, 'atMs'>;

/**
 * The engine action a player command amounts to in `before` (play is a start or a resume, the
 * play button may pause), or null when it changes nothing. Replaying these moves through
 * reduceTimer from idle gives the player's own engine state: that is how followers of a live
 * class stay in step.
 */
export function engineActionOf(items: PlayerItems, before: PlayerState, action: PlayerAction): EngineActionMove | null {
  if (action.type === 'setLeadIn') return null;
  const after = reducePlayer(items, before, action);
  if (after.timer === before.timer) return null;
  switch (action.type) {
    case 'play':
    case 'pause':
    case 'togglePlay':
      if (after.timer.status === 'paused') return { type: 'pause' };
      return before.timer.status === 'paused' ? { type: 'resume' } : { type: 'start' };
    case 'jump':
      return { type: 'jump', blockIndex: action.blockIndex };
    default:
      return { type: action.type };
  }
}
