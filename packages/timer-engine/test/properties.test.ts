import fc from 'fast-check';
import { buildTimeline, createTimer, cuesBetween, type TimerBlock } from '../src';

const blockArb: fc.Arbitrary<TimerBlock> = fc.record({
  name: fc.constantFrom('Squats', 'Plank', 'Burpees', 'Lunges'),
  duration: fc.integer({ min: 5, max: 600 }),
  restTime: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 300 })),
});
const blocksArb = fc.array(blockArb, { minLength: 1, maxLength: 25 });
const leadInArb = fc.constantFrom(0, 5, 10);

type Op = 'tick' | 'pause' | 'resume';
/** A clock that only moves forward, by 0 ms to 2 min (fractional, like performance.now()), and the user's presses. */
const stepsArb = fc.array(
  fc.record({
    advanceMs: fc.oneof(fc.integer({ min: 0, max: 120_000 }), fc.double({ min: 0, max: 5000, noNaN: true })),
    op: fc.constantFrom<Op>('tick', 'tick', 'tick', 'pause', 'resume'),
  }),
  { maxLength: 80 },
);

const EPS = 1e-6;

describe('timeline properties', () => {
  test('when any workout is laid out, then its phases are contiguous, ordered and add up to lead-in + Σ(duration + rest)', () => {
    fc.assert(
      fc.property(blocksArb, leadInArb, (blocks, leadIn) => {
        const { phases, totalDurationMs, workStartsMs } = buildTimeline(blocks, { leadInSeconds: leadIn });
        expect(phases[0]!.startMs).toBe(0);
        for (let i = 1; i < phases.length; i += 1) expect(phases[i]!.startMs).toBe(phases[i - 1]!.endMs);
        for (const p of phases.slice(0, -1)) expect(p.endMs).toBeGreaterThan(p.startMs);
        expect(phases.at(-1)).toEqual({ kind: 'done', blockIndex: blocks.length - 1, startMs: totalDurationMs, endMs: totalDurationMs });

        const expectedKinds = [
          ...(leadIn > 0 ? ['getReady:0'] : []),
          ...blocks.flatMap((b, i) => [`work:${i}`, ...((b.restTime ?? 0) > 0 ? [`rest:${i}`] : [])]),
          `done:${blocks.length - 1}`,
        ];
        expect(phases.map((p) => `${p.kind}:${p.blockIndex}`)).toEqual(expectedKinds);
        expect(workStartsMs).toEqual(phases.filter((p) => p.kind === 'work').map((p) => p.startMs));
        expect(totalDurationMs).toBe(leadIn * 1000 + blocks.reduce((sum, b) => sum + (b.duration + (b.restTime ?? 0)) * 1000, 0));
      }),
    );
  });

  test('when any workout is laid out, then its cues are sorted and each beep comes exactly its seconds before a phase change, inside the phase it ends', () => {
    fc.assert(
      fc.property(blocksArb, leadInArb, (blocks, leadIn) => {
        const { phases, cues } = buildTimeline(blocks, { leadInSeconds: leadIn });
        for (let i = 1; i < cues.length; i += 1) expect(cues[i]!.atMs).toBeGreaterThanOrEqual(cues[i - 1]!.atMs);
        const endingAt = new Map(phases.slice(0, -1).map((p) => [p.endMs, p]));
        for (const cue of cues.filter((c) => c.kind === 'countdown')) {
          const ending = endingAt.get(cue.atMs + cue.secondsLeft * 1000);
          expect(ending).toBeDefined();
          expect(cue.atMs).toBeGreaterThanOrEqual(ending!.startMs);
        }
        // Every phase change gets all the beeps that fit in the phase it ends, at most 3.
        for (const p of phases.slice(0, -1)) {
          const beeps = cues.filter((c) => c.kind === 'countdown' && c.atMs >= p.startMs && c.atMs < p.endMs);
          expect(beeps).toHaveLength(Math.min(3, Math.floor((p.endMs - p.startMs) / 1000)));
        }
        expect(cues.filter((c) => c.kind === 'phaseStart').map((c) => c.atMs)).toEqual(phases.map((p) => p.startMs));
        const announced = cues.filter((c) => c.kind === 'announce').map((c) => c.atMs);
        expect(announced).toEqual(phases.filter((p) => p.kind === 'getReady' || p.kind === 'rest').map((p) => p.startMs));
      }),
    );
  });

  test('when the cues are read through any set of back-to-back windows, then each cue is listed exactly once', () => {
    fc.assert(
      fc.property(blocksArb, leadInArb, fc.array(fc.integer({ min: -5000, max: 2_000_000 }), { maxLength: 30 }), (blocks, leadIn, cuts) => {
        const timeline = buildTimeline(blocks, { leadInSeconds: leadIn });
        const edges = [-10_000, ...cuts.sort((a, b) => a - b), timeline.totalDurationMs + 1];
        const listed = edges.slice(1).flatMap((to, i) => cuesBetween(timeline, edges[i]!, to));
        expect(listed).toEqual(timeline.cues);
      }),
    );
  });
});

describe('run properties', () => {
  test('when a workout runs with any pauses and resumes, then the figures add up, paused time is not counted and remaining time never goes up', () => {
    fc.assert(
      fc.property(blocksArb, leadInArb, fc.double({ min: 0, max: 1e7, noNaN: true }), stepsArb, (blocks, leadIn, t0, steps) => {
        const timer = createTimer(blocks, { leadInSeconds: leadIn });
        const { phases, totalDurationMs } = timer.timeline;
        timer.start(t0);
        let now = t0;
        let pausedMs = 0;
        let pausedSince: number | null = null;
        let lastRemaining = totalDurationMs;
        let lastPhaseIndex = 0;
        let lastPhaseRemaining = Infinity;

        for (const { advanceMs, op } of steps) {
          now += advanceMs;
          const before = timer.snapshot(now);
          if (op === 'pause' && before.status === 'running') {
            timer.pause(now);
            pausedSince = now;
          } else if (op === 'resume' && pausedSince !== null) {
            timer.resume(now);
            pausedMs += now - pausedSince;
            pausedSince = null;
          }
          const s = timer.snapshot(now);

          // The model: elapsed = (now or the pause) − start − time paused, within the workout.
          const modelElapsed = Math.min(Math.max((pausedSince ?? now) - t0 - pausedMs, 0), totalDurationMs);
          expect(Math.abs(s.totalElapsedMs - modelElapsed)).toBeLessThan(EPS);

          expect(Math.abs(s.phaseRemainingMs + s.phaseElapsedMs - s.phaseDurationMs)).toBeLessThan(EPS);
          expect(Math.abs(s.totalElapsedMs + s.totalRemainingMs - s.totalDurationMs)).toBeLessThan(EPS);
          expect(s.totalDurationMs).toBe(totalDurationMs);
          expect(s.phaseProgress).toBeGreaterThanOrEqual(0);
          expect(s.phaseProgress).toBeLessThanOrEqual(1);
          const phase = phases[s.phaseIndex]!;
          expect([s.phase, s.blockIndex, s.phaseDurationMs]).toEqual([phase.kind, phase.blockIndex, phase.endMs - phase.startMs]);
          if (s.status !== 'done') {
            expect(s.totalElapsedMs).toBeGreaterThanOrEqual(phase.startMs);
            expect(s.totalElapsedMs).toBeLessThan(phase.endMs);
          }
          expect(s.status === 'done').toBe(s.totalRemainingMs === 0);

          // Never up, give or take a floating-point ulp from moving the origin on resume.
          expect(s.totalRemainingMs).toBeLessThanOrEqual(lastRemaining + EPS);
          expect(s.phaseIndex).toBeGreaterThanOrEqual(lastPhaseIndex);
          if (s.phaseIndex === lastPhaseIndex) expect(s.phaseRemainingMs).toBeLessThanOrEqual(lastPhaseRemaining + EPS);
          lastRemaining = s.totalRemainingMs;
          lastPhaseIndex = s.phaseIndex;
          lastPhaseRemaining = s.phaseRemainingMs;
        }
      }),
    );
  });

  test('when next, previous or restart is pressed at any moment, then the timer lands on the start of a block’s work, the lead-in or the end', () => {
    const seekArb = fc.array(
      fc.record({ advanceMs: fc.integer({ min: 0, max: 200_000 }), op: fc.constantFrom('next', 'previous', 'restartBlock', 'pause', 'resume') }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(blocksArb, leadInArb, seekArb, (blocks, leadIn, steps) => {
        const timer = createTimer(blocks, { leadInSeconds: leadIn });
        const { workStartsMs, totalDurationMs } = timer.timeline;
        const landings = new Set([0, ...workStartsMs, totalDurationMs]);
        let now = 0;
        timer.start(now);
        for (const { advanceMs, op } of steps) {
          now += advanceMs;
          const before = timer.snapshot(now);
          const after = timer[op as 'next' | 'previous' | 'restartBlock' | 'pause' | 'resume'](now);
          if (before.status === 'done') {
            expect(after).toEqual(before);
          } else if (op === 'next') {
            expect(after.totalElapsedMs).toBeGreaterThan(before.totalElapsedMs);
            expect(landings.has(after.totalElapsedMs)).toBe(true);
          } else if (op === 'previous' || op === 'restartBlock') {
            expect(after.totalElapsedMs).toBeLessThanOrEqual(before.totalElapsedMs);
            expect(landings.has(after.totalElapsedMs)).toBe(true);
          }
          if (op !== 'pause' && op !== 'resume' && before.status !== 'done' && after.status !== 'done') expect(after.status).toBe(before.status);
        }
      }),
    );
  });
});
