import { blockGradient, totalDuration } from '@blockbeat/contracts';
import { consecutiveSameMusic } from '@blockbeat/timer-engine';
import type { BlockDraft } from './block';

export interface TimelineSegment {
  key: string;
  kind: 'work' | 'rest';
  label: string;
  seconds: number;
  /** Share of the whole workout, 0–100. */
  percent: number;
  background: string;
}

export interface WorkoutSummary {
  totalSeconds: number;
  blockCount: number;
  segments: TimelineSegment[];
}

const REST_BACKGROUND = 'repeating-linear-gradient(135deg, #4b5563 0 6px, #6b7280 6px 12px)';

/** Total (Σ duration + rest, docs/product.md#data), block count, and the coloured timeline proportional to time. */
export function summarize(blocks: readonly BlockDraft[]): WorkoutSummary {
  // An empty seconds field counts as nothing until it is filled in.
  const totalSeconds = totalDuration(blocks.map((b) => ({ duration: b.duration ?? 0, restTime: b.restTime ?? 0 })));
  const percent = (seconds: number) => (totalSeconds > 0 ? (seconds / totalSeconds) * 100 : 0);
  const segments = blocks.flatMap((b): TimelineSegment[] => {
    const name = b.name.trim() || 'Untitled block';
    const duration = b.duration ?? 0;
    const restTime = b.restTime ?? 0;
    const work: TimelineSegment = {
      key: `${b.key}:work`,
      kind: 'work',
      label: `${name}: ${duration} s`,
      seconds: duration,
      percent: percent(duration),
      background: blockGradient(b.blockColor),
    };
    if (restTime <= 0) return [work];
    const rest: TimelineSegment = {
      key: `${b.key}:rest`,
      kind: 'rest',
      label: `Rest after ${name}: ${restTime} s`,
      seconds: restTime,
      percent: percent(restTime),
      background: REST_BACKGROUND,
    };
    return [work, rest];
  });
  return { totalSeconds, blockCount: blocks.length, segments };
}

/** Whether block i and i + 1 share their music without a break (timer-engine's continuous-music rule). */
export function continuesMusic(blocks: readonly BlockDraft[], i: number): boolean {
  const [current, next] = [blocks[i], blocks[i + 1]];
  // An empty rest field is not a rest of 0.
  if (!current || !next || current.restTime === null) return false;
  return consecutiveSameMusic([{ restTime: current.restTime, musicUrl: current.musicUrl }, { musicUrl: next.musicUrl }], 0);
}
