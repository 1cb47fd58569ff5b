import { countsToSeconds, secondsToCounts } from '@blockbeat/contracts';

/** A count is "whole" within this much of a beat; integer seconds rarely land exactly. */
const WHOLE_COUNT = 0.01;
const EIGHT = 8;

/**
 * A duration in whole seconds (the contract's) set to the whole number of `phrase`-count phrases
 * nearest its current length, at least one: at 128 BPM 15 s stays 15 s (32 counts exactly), at
 * 125 BPM 32 counts are 15.36 s, so 15 s.
 */
export function fitToPhrase(durationSec: number, bpm: number, phrase: number): number {
  const phraseSec = countsToSeconds(phrase, bpm);
  const phrases = Math.max(1, Math.round(durationSec / phraseSec));
  return Math.max(1, Math.round(phrases * phraseSec));
}

/**
 * "32 counts · 15.0 s", or "≈ 32 counts · 15.0 s" when the whole seconds are not a whole count:
 * the 8-count the seconds round from when there is one (the length a fit gives), else the nearest count.
 */
export function countsText(durationSec: number, bpm: number): string {
  const counts = secondsToCounts(durationSec, bpm);
  const eights = Math.max(1, Math.round(counts / EIGHT)) * EIGHT;
  const shown = Math.abs(countsToSeconds(eights, bpm) - durationSec) <= 0.5 ? eights : Math.max(1, Math.round(counts));
  const exact = Math.abs(counts - shown) < WHOLE_COUNT;
  return `${exact ? '' : '≈ '}${shown} counts · ${durationSec.toFixed(1)} s`;
}
