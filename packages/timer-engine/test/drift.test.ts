import { createTimer, type PhaseKind } from '../src';
import { seededRandom } from './fixtures';

/** 60 blocks of 50 s work + 10 s rest after a 5 s lead-in: 60 min 5 s. */
const BLOCKS = Array.from({ length: 60 }, (_, i) => ({ name: `Block ${i + 1}`, duration: 50, restTime: 10 }));
const LEAD_IN_MS = 5000;
const TOTAL_MS = LEAD_IN_MS + 60 * 60_000;
const T0 = 5432.123; // performance.now() readings are fractional
const HIDDEN_AT = T0 + 25 * 60_000;
const HIDDEN_FOR_MS = 5 * 60_000;
/** [clock reading, length] of the pauses the instructor makes. */
const PAUSES: [number, number][] = [
  [T0 + 10 * 60_000 + 123.4, 45_000],
  [T0 + 40 * 60_000 + 7.7, 2 * 60_000 + 333.3],
];

/** Where the schedule says a workout offset falls, by plain arithmetic on the plan above. */
function scheduled(offsetMs: number): { phase: PhaseKind; blockIndex: number; phaseRemainingMs: number } {
  if (offsetMs < LEAD_IN_MS) return { phase: 'getReady', blockIndex: 0, phaseRemainingMs: LEAD_IN_MS - offsetMs };
  const inBlocks = offsetMs - LEAD_IN_MS;
  const blockIndex = Math.floor(inBlocks / 60_000);
  if (blockIndex >= 60) return { phase: 'done', blockIndex: 59, phaseRemainingMs: 0 };
  const inBlock = inBlocks - blockIndex * 60_000;
  return inBlock < 50_000
    ? { phase: 'work', blockIndex, phaseRemainingMs: 50_000 - inBlock }
    : { phase: 'rest', blockIndex, phaseRemainingMs: 60_000 - inBlock };
}

interface Run {
  ticks: number;
  plannedEndAt: number;
  doneSeenAt: number;
  /** Largest |now + totalRemaining − planned end| over every running tick. */
  worstEndPredictionMs: number;
  /** Ticks whose phase, block or remaining time differ from the schedule. */
  offSchedule: number;
  /** Ticks that say done before the planned end, or running after it. */
  wrongDone: number;
  afterHidden: { snapshot: { phase: PhaseKind; blockIndex: number; phaseRemainingMs: number }; expected: ReturnType<typeof scheduled> } | null;
}

/**
 * Drives the timer like a browser tab: ticks every 16–1000 ms, each late by 0–40 ms, one 5 minute
 * gap (tab hidden), two pauses. With `deadlineAware` the UI also asks at the next phase change,
 * as the player does, rather than at a random moment after it.
 */
function simulate(seed: number, deadlineAware: boolean): Run {
  const random = seededRandom(seed);
  const timer = createTimer(BLOCKS);
  timer.start(T0);
  let now = T0;
  let pausedMs = 0;
  let hidden = false;
  const pauses = [...PAUSES];
  const run: Run = { ticks: 0, plannedEndAt: 0, doneSeenAt: Number.NaN, worstEndPredictionMs: 0, offSchedule: 0, wrongDone: 0, afterHidden: null };

  for (;;) {
    let interval = 16 + random() * 984;
    if (deadlineAware) interval = Math.min(interval, timer.snapshot(now).phaseRemainingMs);
    now += interval + random() * 40;
    let justShown = false;
    if (!hidden && now >= HIDDEN_AT) {
      now += HIDDEN_FOR_MS;
      hidden = true;
      justShown = true;
    }
    const pause = pauses[0];
    if (pause && now >= pause[0]) {
      pauses.shift();
      timer.pause(now);
      const resumeAt = now + pause[1];
      pausedMs += resumeAt - now;
      now = resumeAt;
      timer.resume(now);
    }

    run.ticks += 1;
    run.plannedEndAt = T0 + TOTAL_MS + pausedMs;
    const s = timer.snapshot(now);
    const expected = scheduled(now - T0 - pausedMs);
    if (s.phase !== expected.phase || s.blockIndex !== expected.blockIndex || Math.abs(s.phaseRemainingMs - expected.phaseRemainingMs) > 1e-6) {
      run.offSchedule += 1;
    }
    if ((s.status === 'done') !== now >= run.plannedEndAt) run.wrongDone += 1;
    if (justShown) run.afterHidden = { snapshot: { phase: s.phase, blockIndex: s.blockIndex, phaseRemainingMs: s.phaseRemainingMs }, expected };
    if (s.status === 'done') {
      run.doneSeenAt = now;
      return run;
    }
    run.worstEndPredictionMs = Math.max(run.worstEndPredictionMs, Math.abs(now + s.totalRemainingMs - run.plannedEndAt));
  }
}

describe('a 60-minute workout under a jittery, throttled clock', () => {
  test.each([1, 2, 3, 42, 2024])('when stepped with random ticks (seed %i), then its end never drifts from the plan', (seed) => {
    const run = simulate(seed, false);
    expect(run.ticks).toBeGreaterThan(3000);
    expect(run.plannedEndAt).toBeCloseTo(T0 + TOTAL_MS + 45_000 + 120_333.3, 6);
    expect(run.worstEndPredictionMs).toBeLessThanOrEqual(50);
    // Derived, not counted: the error is floating-point noise, not jitter.
    expect(run.worstEndPredictionMs).toBeLessThan(1e-6);
    expect(run.wrongDone).toBe(0);
    expect(run.offSchedule).toBe(0);
  });

  test.each([1, 2, 3, 42, 2024])('when the UI also asks at each phase change (seed %i), then done is seen within 50 ms of the planned end', (seed) => {
    const run = simulate(seed, true);
    expect(run.doneSeenAt - run.plannedEndAt).toBeGreaterThanOrEqual(0);
    expect(run.doneSeenAt - run.plannedEndAt).toBeLessThanOrEqual(50);
    expect(run.wrongDone).toBe(0);
    expect(run.offSchedule).toBe(0);
  });

  test.each([7, 8, 9])('when the tab was hidden for 5 minutes (seed %i), then the first tick after it is on exactly the scheduled phase and block', (seed) => {
    const { afterHidden } = simulate(seed, false);
    expect(afterHidden).not.toBeNull();
    expect(afterHidden!.snapshot.phase).toBe(afterHidden!.expected.phase);
    expect(afterHidden!.snapshot.blockIndex).toBe(afterHidden!.expected.blockIndex);
    expect(afterHidden!.snapshot.phaseRemainingMs).toBeCloseTo(afterHidden!.expected.phaseRemainingMs, 6);
    // Hidden from minute 25 to minute 30 of the clock: well into the workout, nowhere near the start.
    expect(afterHidden!.snapshot.blockIndex).toBeGreaterThanOrEqual(27);
  });
});
