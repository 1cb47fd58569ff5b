import { blockGradient, blockPlayedSeconds, breathCycleSeconds, breathPatternLabel, totalDuration, type Breathing, type TimedBlock } from '@blockbeat/contracts';
import { consecutiveSameMusic, formatClock } from '@blockbeat/timer-engine';
import { blockWorkSeconds, type BlockDraft } from './block';
import type { RoundGroupDraft } from './groups';

export interface TimelineSegment {
  key: string;
  kind: 'work' | 'rest';
  label: string;
  seconds: number;
  /** Share of what holds it (the workout, or one round of a group), 0–100. */
  percent: number;
  background: string;
}

/** A round group on the timeline: as wide as all its rounds, showing one round's segments inside. */
export interface TimelineGroup {
  key: string;
  kind: 'group';
  label: string;
  rounds: number;
  seconds: number;
  percent: number;
  segments: TimelineSegment[];
}

export type TimelineEntry = TimelineSegment | TimelineGroup;

export interface WorkoutSummary {
  totalSeconds: number;
  blockCount: number;
  entries: TimelineEntry[];
}

const REST_BACKGROUND = 'repeating-linear-gradient(135deg, #4b5563 0 6px, #6b7280 6px 12px)';

export const formatSeconds = (seconds: number) => formatClock(seconds * 1000);

/** "12 breaths · 4-7-8 · 3:48": a breath-paced hold's length as instructors read it. */
export function breathLengthText(breathing: Breathing): string {
  return `${breathing.breaths} ${breathing.breaths === 1 ? 'breath' : 'breaths'} · ${breathPatternLabel(breathing)} · ${formatSeconds(breathing.breaths * breathCycleSeconds(breathing))}`;
}

/** The timing a block counts with; an empty seconds field counts as nothing until it is filled in. */
export function timedBlock(b: BlockDraft): TimedBlock {
  return { duration: b.duration ?? 0, restTime: b.restTime ?? 0, eachSide: b.eachSide, sideSwitchSec: b.sideSwitchSec, breathing: b.breathing };
}

function workLabel(b: BlockDraft, name: string): string {
  const length = b.breathing ? breathLengthText(b.breathing) : `${blockWorkSeconds(b)} s`;
  return b.eachSide ? `${name}: ${length} each side, ${b.sideSwitchSec} s to switch` : `${name}: ${length}`;
}

function blockSegments(b: BlockDraft, share: (seconds: number) => number): TimelineSegment[] {
  const name = b.name.trim() || 'Untitled block';
  const restTime = b.restTime ?? 0;
  const workSeconds = blockPlayedSeconds(timedBlock(b)) - restTime;
  const work: TimelineSegment = { key: `${b.key}:work`, kind: 'work', label: workLabel(b, name), seconds: workSeconds, percent: share(workSeconds), background: blockGradient(b.blockColor) };
  if (restTime <= 0) return [work];
  return [work, { key: `${b.key}:rest`, kind: 'rest', label: `Rest after ${name}: ${restTime} s`, seconds: restTime, percent: share(restTime), background: REST_BACKGROUND }];
}

const shareOf = (whole: number) => (seconds: number) => (whole > 0 ? (seconds / whole) * 100 : 0);

const roundSeconds = (inGroup: readonly BlockDraft[]) => inGroup.reduce((sum, b) => sum + blockPlayedSeconds(timedBlock(b)), 0);

/** A round group's played seconds: every round, and the rests between rounds. */
export function groupPlayedSeconds(group: RoundGroupDraft, blocks: readonly BlockDraft[]): number {
  return group.rounds * roundSeconds(blocks.slice(group.start, group.start + group.count)) + (group.rounds - 1) * group.restBetweenRoundsSec;
}

function groupEntry(group: RoundGroupDraft, blocks: readonly BlockDraft[], share: (seconds: number) => number): TimelineGroup {
  const inGroup = blocks.slice(group.start, group.start + group.count);
  const roundRest = group.restBetweenRoundsSec;
  const seconds = groupPlayedSeconds(group, blocks);
  const inner = shareOf(roundSeconds(inGroup) + roundRest);
  const segments = inGroup.flatMap((b) => blockSegments(b, inner));
  if (roundRest > 0) segments.push({ key: `${group.key}:round-rest`, kind: 'rest', label: `Rest between rounds: ${roundRest} s`, seconds: roundRest, percent: inner(roundRest), background: REST_BACKGROUND });
  const names = inGroup.map((b) => b.name.trim() || 'Untitled block').join(', ');
  return { key: group.key, kind: 'group', label: `${group.rounds} rounds of ${names}: ${formatSeconds(seconds)}`, rounds: group.rounds, seconds, percent: share(seconds), segments };
}

/**
 * Total (every round, side and breath: contracts totalDuration), block count, and the coloured
 * timeline proportional to time, a round group as one entry for all its rounds.
 */
export function summarize(blocks: readonly BlockDraft[], groups: readonly RoundGroupDraft[]): WorkoutSummary {
  const totalSeconds = totalDuration(blocks.map(timedBlock), groups);
  const share = shareOf(totalSeconds);
  const entries: TimelineEntry[] = [];
  let i = 0;
  for (const group of groups) {
    for (; i < group.start; i += 1) entries.push(...blockSegments(blocks[i]!, share));
    entries.push(groupEntry(group, blocks, share));
    i = group.start + group.count;
  }
  for (; i < blocks.length; i += 1) entries.push(...blockSegments(blocks[i]!, share));
  return { totalSeconds, blockCount: blocks.length, entries };
}

/** Whether block i and i + 1 share their music without a break (timer-engine's continuous-music rule). */
export function continuesMusic(blocks: readonly BlockDraft[], i: number): boolean {
  const [current, next] = [blocks[i], blocks[i + 1]];
  // An empty rest field is not a rest of 0.
  if (!current || !next || current.restTime === null) return false;
  return consecutiveSameMusic([{ restTime: current.restTime, musicUrl: current.musicUrl }, { musicUrl: next.musicUrl }], 0);
}
