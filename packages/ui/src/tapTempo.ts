import { BPM_MAX, BPM_MIN, NUDGE_STEP_MS, TAP_MIN_TAPS } from '@blockbeat/contracts';

/** A pause longer than this between taps starts a new count. */
export const TAP_RESET_MS = 2000;
/** An interval this far from the median (a missed or doubled tap) is left out of the mean. */
const OUTLIER_SHARE = 0.25;
const BEATS_PER_BAR = 4;

/** The taps still counting: those since the last pause longer than TAP_RESET_MS. */
export function addTap(taps: readonly number[], atMs: number): number[] {
  const last = taps.at(-1);
  return last !== undefined && atMs - last <= TAP_RESET_MS ? [...taps, atMs] : [atMs];
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const twoDecimals = (n: number) => Math.round(n * 100) / 100;

/**
 * The tempo the taps give, in BPM with two decimals: the mean interval after dropping the ones more
 * than a quarter off the median (a missed or doubled tap); null before TAP_MIN_TAPS taps or when
 * fewer than half the intervals agree.
 */
export function tempoFromTaps(taps: readonly number[]): number | null {
  if (taps.length < TAP_MIN_TAPS) return null;
  const intervals = taps.slice(1).map((t, i) => t - taps[i]!);
  const typical = median(intervals);
  const kept = intervals.filter((d) => Math.abs(d - typical) <= typical * OUTLIER_SHARE);
  if (kept.length * 2 < intervals.length) return null;
  const mean = kept.reduce((sum, d) => sum + d, 0) / kept.length;
  return twoDecimals(60_000 / mean);
}

export function bpmInRange(bpm: number): boolean {
  return bpm >= BPM_MIN && bpm <= BPM_MAX;
}

/** A downbeat moved by `steps` nudges (− earlier, + later), kept within the first bar from the file's start. */
export function nudgeDownbeat(downbeatMs: number, steps: number, bpm: number): number {
  const bar = (60_000 / bpm) * BEATS_PER_BAR;
  const moved = downbeatMs + steps * NUDGE_STEP_MS;
  return Math.round((((moved % bar) + bar) % bar) * 100) / 100;
}

/**
 * The downbeat taps give when they were made while the track played, the first on "the one":
 * `positions` are the track's positions at each tap (ms). Each tap's position less its beats gives
 * one estimate; their mean, brought into the first bar.
 */
export function downbeatFromTaps(positions: readonly number[], bpm: number): number {
  const beat = 60_000 / bpm;
  const estimates = positions.map((p, i) => p - i * beat);
  return nudgeDownbeat(estimates.reduce((s, e) => s + e, 0) / estimates.length, 0, bpm);
}
