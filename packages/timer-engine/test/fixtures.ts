import type { TimerBlock } from '../src';

/**
 * With the default 5 s lead-in (offsets in ms):
 * getReady [0, 5000) · work 0 [5000, 35000) · rest 0 [35000, 45000) · work 1 [45000, 90000)
 * (Plank has no rest) · work 2 [90000, 110000) · rest 2 [110000, 125000) · done at 125000.
 */
export const BLOCKS: TimerBlock[] = [
  { name: 'Squats', duration: 30, restTime: 10 },
  { name: 'Plank', duration: 45, restTime: 0 },
  { name: 'Burpees', duration: 20, restTime: 15 },
];

/** An arbitrary clock reading to start at, as `performance.now()` would give. */
export const T0 = 1_000_000;

/** mulberry32: a small seeded generator, so a jittered run is the same run every time. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
