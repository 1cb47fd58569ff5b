import { buildCues, type Phase, type Timeline, type TimerBlock } from '@blockbeat/timer-engine';
import { joinsNext, runStartOf } from '../model/musicPlan';
import { nextBeatAtOrAfter, nextDownbeatAtOrAfter, type TrackGrid } from './beatGrid';
import { beatMatchedChange, fadeLengthMs } from './crossfade';

/**
 * The usable grid of a block's music URL, or null (no upload, no tempo yet, or uncertain). It
 * carries the workout's crossfade (ms) too, as the plan needs both: a beat-matched crossfade
 * moves its change onto the beat, so the store's plan is rebuilt when either changes.
 */
export interface GridOf {
  (musicUrl: string): TrackGrid | null;
  readonly crossfadeMs?: number;
}

/** A block moved onto the beat keeps at least this much of its work before the next change. */
export const MIN_ALIGNED_WORK_MS = 1000;

/**
 * Where block i's work starts on the beat of its track, which started (position 0) at `origin`
 * (the run's first block, where the plan put it): the next "one" at or after its planned start, else
 * the next beat, as long as the block keeps MIN_ALIGNED_WORK_MS before its own planned end; else
 * where it was planned. Whole ms (the engine's offsets are integers): within 0.5 ms of the beat.
 */
function latestStart(timeline: Timeline, i: number): number {
  return timeline.workStartsMs[i]! + timeline.steps[i]!.workMs - MIN_ALIGNED_WORK_MS;
}

function alignedStart(timeline: Timeline, i: number, grid: TrackGrid, origin: number): number {
  const planned = timeline.workStartsMs[i]!;
  const latest = latestStart(timeline, i);
  const candidates = [nextDownbeatAtOrAfter(grid, origin, planned), nextBeatAtOrAfter(grid, origin, planned)].map(Math.round);
  return candidates.find((at) => at <= latest) ?? planned;
}

/**
 * The plan with each block change inside continuous music (same track, rest 0) moved onto the
 * track's beat grid, so the change and its cues (the new block's tone, the 3-2-1 before it)
 * land on "the one". The track plays from the run's first block (musicAt), so its beats fall at
 * that block's start + downbeat + k beats on the timeline, and the audio clock maps the
 * timeline one to one (useCueAudio), so they land on the beat there too.
 *
 * With a crossfade (`gridOf.crossfadeMs` > 0), a change from one upload to another whose tempo is
 * within ±8% moves too, so the incoming track's first "one" lands on an outgoing beat
 * (beatMatchedChange); the incoming run then starts there, and its own inner changes follow it.
 *
 * Only those changes move, each later by less than a bar, and the block ends where it was
 * planned: the workout's total and every later offset are unchanged, so nothing accumulates.
 * A breath-paced hold keeps its start (its breaths decide its length).
 */
export function alignToBeat<B extends TimerBlock>(timeline: Timeline<B>, gridOf: GridOf): Timeline<B> {
  const starts = [...timeline.workStartsMs];
  let moved = false;
  for (let i = 1; i < timeline.blocks.length; i += 1) {
    const block = timeline.blocks[i]!;
    if (block.breathing || timeline.blocks[i - 1]!.breathing) continue;
    if (joinsNext(timeline, i - 1)) {
      const grid = gridOf(block.musicUrl!.trim());
      if (grid) starts[i] = alignedStart(timeline, i, grid, starts[runStartOf(timeline, i)]!);
    } else if ((gridOf.crossfadeMs ?? 0) > 0) {
      const fade = { fromOriginMs: starts[runStartOf(timeline, i - 1)]!, latestMs: latestStart(timeline, i), fadeMs: fadeLengthMs(timeline, i, gridOf.crossfadeMs!) };
      starts[i] = beatMatchedChange(timeline, i, gridOf, fade) ?? starts[i]!;
    }
    moved ||= starts[i] !== timeline.workStartsMs[i];
  }
  if (!moved) return timeline;
  const startOf = (phase: Phase) => (phase.kind === 'work' ? starts[phase.blockIndex]! : phase.startMs);
  const phases = timeline.phases.map((phase, p) => {
    const following = timeline.phases[p + 1];
    return { ...phase, startMs: startOf(phase), endMs: following ? startOf(following) : phase.endMs };
  });
  const plan = { ...timeline, phases, workStartsMs: starts };
  return { ...plan, cues: buildCues(plan) };
}
