import type { Timeline } from '@blockbeat/timer-engine';
import { joinsNext, runStartOf } from '../model/musicPlan';
import type { GridOf } from './alignToBeat';
import { beatLengthMs, distanceToBeatMs } from './beatGrid';

/** A change whose 3-2-1 is the last beats before it: the change's offset and the beats' offsets. */
export interface BeatCountIn {
  changeMs: number;
  beatsMs: number[];
}

export const COUNT_IN_BEATS = 4;
/** The seconds countdown it replaces: the 3-2-1 before the change. */
export const SECONDS_COUNTDOWN_MS = 3000;

/**
 * The changes inside continuous music that sit on the track's beat (alignToBeat put them there),
 * each with the last 4 beats before it (those inside the block before). A change left where it
 * was planned (its block too short to move) keeps its seconds.
 */
export function beatCountIns(timeline: Timeline, gridOf: GridOf): BeatCountIn[] {
  const countIns: BeatCountIn[] = [];
  for (let i = 1; i < timeline.blocks.length; i += 1) {
    if (!joinsNext(timeline, i - 1)) continue;
    const grid = gridOf(timeline.blocks[i]!.musicUrl!.trim());
    if (!grid) continue;
    const changeMs = timeline.workStartsMs[i]!;
    if (distanceToBeatMs(grid, timeline.workStartsMs[runStartOf(timeline, i)]!, changeMs) > 1) continue;
    const beat = beatLengthMs(grid.bpm);
    const from = timeline.workStartsMs[i - 1]!;
    const beatsMs = Array.from({ length: COUNT_IN_BEATS }, (_, k) => changeMs - (COUNT_IN_BEATS - k) * beat).filter((at) => at >= from);
    countIns.push({ changeMs, beatsMs });
  }
  return countIns;
}
