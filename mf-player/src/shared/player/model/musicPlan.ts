import { detectMusicType, type MusicType } from '@blockbeat/contracts';
import { consecutiveSameMusic, phaseIndexAt, type Timeline, type TimerBlock } from '@blockbeat/timer-engine';

/** What should be playing at one moment of the workout. */
export interface MusicCue {
  /**
   * Same key, same track without a restart: the first block of a run of blocks joined by the
   * continuous-music rule (rest 0, same URL), plus the URL.
   */
  key: string;
  url: string;
  type: MusicType;
  /** Where in the track this moment falls, counted from the start of the run of blocks. */
  positionMs: number;
}

export function musicTypeOf(block: Pick<TimerBlock, 'musicType' | 'musicUrl'>): MusicType | null {
  const url = block.musicUrl?.trim() ?? '';
  if (!url) return null;
  return (block.musicType as MusicType | undefined) ?? detectMusicType(url);
}

/**
 * The continuous-music rule over the blocks as played: played block i joins i + 1 when the rest
 * after it (its own, a switch of sides, or a rest between rounds) is 0 and the URL is the same.
 */
export function joinsNext(timeline: Timeline, i: number): boolean {
  const block = timeline.blocks[i];
  const step = timeline.steps[i];
  const following = timeline.blocks[i + 1];
  if (!block || !step || !following) return false;
  return consecutiveSameMusic([{ musicUrl: block.musicUrl, restTime: step.restMs }, following], 0);
}

/** The first played block of the run of blocks joined by the continuous-music rule that holds block i. */
export function runStartOf(timeline: Timeline, i: number): number {
  let first = i;
  while (first > 0 && joinsNext(timeline, first - 1)) first -= 1;
  return first;
}

/**
 * A block's music plays through its work and its rest; the lead-in and the end are silent. When
 * played block i has no rest and block i + 1 has the same URL, the key does not change between
 * them, so the player keeps the track going instead of loading it again (across rounds and sides too).
 */
export function musicAt(timeline: Timeline, offsetMs: number): MusicCue | null {
  const phase = timeline.phases[phaseIndexAt(timeline, offsetMs)];
  if (!phase || (phase.kind !== 'work' && phase.kind !== 'rest')) return null;
  const block = timeline.blocks[phase.blockIndex];
  const type = block ? musicTypeOf(block) : null;
  if (!block || !type) return null;
  const first = runStartOf(timeline, phase.blockIndex);
  const url = block.musicUrl!.trim();
  return { key: `${first}|${url}`, url, type, positionMs: offsetMs - timeline.workStartsMs[first]! };
}
