import fc from 'fast-check';
import { buildTimeline, createTimer, cuesBetween, phaseIndexAt, roundLabel, sideLabel, type Breathing, type RoundGroup, type TimerBlock, type TimerItem } from '../src';

const breathingArb: fc.Arbitrary<Breathing> = fc.record({
  breaths: fc.integer({ min: 1, max: 12 }),
  inhaleSec: fc.integer({ min: 2, max: 20 }),
  holdSec: fc.oneof(fc.constant(0), fc.integer({ min: 2, max: 20 })),
  exhaleSec: fc.integer({ min: 2, max: 20 }),
  holdAfterSec: fc.oneof(fc.constant(0), fc.integer({ min: 2, max: 20 })),
});

let names = 0;
const blockArb: fc.Arbitrary<TimerBlock> = fc
  .record({
    duration: fc.integer({ min: 1, max: 300 }),
    restTime: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 120 })),
    eachSide: fc.boolean(),
    sideSwitchSec: fc.integer({ min: 0, max: 15 }),
    breathing: fc.option(breathingArb, { nil: undefined }),
  })
  // A unique name per block, so the model can tell occurrences of one block from another.
  .map((b) => ({ name: `B${(names += 1)}`, ...b, ...(b.breathing ? {} : { breathing: undefined }) }));

const groupArb: fc.Arbitrary<RoundGroup> = fc.record({
  rounds: fc.integer({ min: 2, max: 6 }),
  restBetweenRoundsSec: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 600 })),
  blocks: fc.array(blockArb, { minLength: 1, maxLength: 4 }),
});

const itemsArb: fc.Arbitrary<TimerItem[]> = fc.array(fc.oneof(blockArb, groupArb), { minLength: 1, maxLength: 6 });
const leadInArb = fc.constantFrom(0, 5, 10);

/** One breath's parts in ms, in order, as the pattern says. */
const partsOf = (b: Breathing) => [b.inhaleSec, b.holdSec ?? 0, b.exhaleSec, b.holdAfterSec ?? 0].map((s) => s * 1000);
const workMsOf = (b: TimerBlock) => (b.breathing ? b.breathing.breaths * partsOf(b.breathing).reduce((x, y) => x + y, 0) : b.duration * 1000);

interface Played {
  name: string;
  round: string;
  side: string;
  workMs: number;
  restMs: number;
}

/** The model: what a workout plays, written out naively from the rules, independently of the engine. */
function model(items: readonly TimerItem[]): Played[] {
  const out: Played[] = [];
  const play = (b: TimerBlock, round: string) => {
    if (!b.eachSide) out.push({ name: b.name, round, side: '', workMs: workMsOf(b), restMs: (b.restTime ?? 0) * 1000 });
    else {
      out.push({ name: b.name, round, side: 'Left side', workMs: workMsOf(b), restMs: (b.sideSwitchSec ?? 0) * 1000 });
      out.push({ name: b.name, round, side: 'Right side', workMs: workMsOf(b), restMs: (b.restTime ?? 0) * 1000 });
    }
  };
  for (const item of items) {
    if (!('blocks' in item)) play(item, '');
    else
      for (let r = 1; r <= item.rounds; r += 1) {
        for (const b of item.blocks) play(b, `Round ${r} of ${item.rounds}`);
        if (r < item.rounds) out.at(-1)!.restMs += (item.restBetweenRoundsSec ?? 0) * 1000;
      }
  }
  return out;
}

describe('structured workouts, properties', () => {
  test('when any structured workout is laid out, then its phases are contiguous, cover [0, total) and add up to the model’s rounds and sides', () => {
    fc.assert(
      fc.property(itemsArb, leadInArb, (items, leadIn) => {
        const timeline = buildTimeline(items, { leadInSeconds: leadIn });
        const { phases, totalDurationMs, workStartsMs } = timeline;
        const played = model(items);
        expect(phases[0]!.startMs).toBe(0);
        for (let i = 1; i < phases.length; i += 1) expect(phases[i]!.startMs).toBe(phases[i - 1]!.endMs);
        for (const p of phases.slice(0, -1)) expect(p.endMs).toBeGreaterThan(p.startMs);
        expect(phases.at(-1)!.startMs).toBe(totalDurationMs);
        expect(totalDurationMs).toBe(leadIn * 1000 + played.reduce((sum, p) => sum + p.workMs + p.restMs, 0));

        const work = phases.filter((p) => p.kind === 'work');
        expect(work.map((p) => [timeline.blocks[p.blockIndex]!.name, p.round ? roundLabel(p.round.round, p.round.roundsTotal) : '', p.side ? sideLabel(p.side) : '', p.endMs - p.startMs])).toEqual(
          played.map((p) => [p.name, p.round, p.side, p.workMs]),
        );
        expect(work.map((p) => p.blockIndex)).toEqual(played.map((_, i) => i));
        expect(workStartsMs).toEqual(work.map((p) => p.startMs));
        expect(phases.filter((p) => p.kind === 'rest').map((p) => p.endMs - p.startMs)).toEqual(played.map((p) => p.restMs).filter((ms) => ms > 0));
      }),
      { numRuns: 200 },
    );
  });

  test('when any instant of any structured workout is looked at, then its phase holds it, and the round, side and breath shown are the model’s', () => {
    fc.assert(
      fc.property(itemsArb, leadInArb, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 30 }), (items, leadIn, fractions) => {
        const timer = createTimer(items, { leadInSeconds: leadIn });
        const { phases, totalDurationMs, blocks } = timer.timeline;
        const played = model(items);
        timer.start(0);
        for (const fraction of fractions) {
          const offset = Math.floor(fraction * totalDurationMs);
          const s = timer.snapshot(offset);
          const holding = phases.findIndex((p) => p.startMs <= offset && offset < p.endMs);
          expect(s.phaseIndex).toBe(holding === -1 ? phases.length - 1 : holding);
          expect(phaseIndexAt(timer.timeline, offset)).toBe(s.phaseIndex);
          if (s.phase !== 'work' && s.phase !== 'rest') continue;
          const expected = played[s.blockIndex]!;
          expect([blocks[s.blockIndex]!.name, s.round ? roundLabel(s.round.round, s.round.roundsTotal) : '', s.side ? sideLabel(s.side) : '']).toEqual([
            expected.name,
            expected.round,
            expected.side,
          ]);
          const breathing = blocks[s.blockIndex]!.breathing;
          if (s.phase !== 'work' || !breathing) {
            expect(s.breath).toBeUndefined();
            continue;
          }
          // The pattern's arithmetic, from the offset into the work.
          const parts = partsOf(breathing);
          const cycle = parts.reduce((x, y) => x + y, 0);
          const into = offset - phases[s.phaseIndex]!.startMs;
          let within = into % cycle;
          let part = 0;
          while (within >= parts[part]!) within -= parts[part++]!;
          expect(s.breath).toMatchObject({ breath: Math.floor(into / cycle) + 1, breathsTotal: breathing.breaths, part: ['inhale', 'hold', 'exhale', 'holdAfter'][part] });
          expect(s.breath!.partProgress).toBeCloseTo(within / parts[part]!, 9);
        }
      }),
      { numRuns: 200 },
    );
  });

  test('when jumping to every played block, or pressing next, previous or restart anywhere, then the timer lands on a block’s work start', () => {
    fc.assert(
      fc.property(itemsArb, leadInArb, fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom('next', 'previous', 'restartBlock')), { maxLength: 20 }), (items, leadIn, presses) => {
        const timer = createTimer(items, { leadInSeconds: leadIn });
        const { workStartsMs, phases, totalDurationMs } = timer.timeline;
        timer.start(0);
        workStartsMs.forEach((start, i) => {
          const s = timer.jump(0, i);
          expect([s.totalElapsedMs, s.phase, s.blockIndex, s.phaseElapsedMs]).toEqual([start, 'work', i, 0]);
          expect(phases[s.phaseIndex]!.startMs).toBe(start);
        });
        const landings = new Set([0, ...workStartsMs, totalDurationMs]);
        for (const [fraction, op] of presses) {
          const offset = Math.floor(fraction * (totalDurationMs - 1));
          timer.stop(0);
          timer.start(-offset);
          const before = timer.snapshot(0);
          const after = timer[op as 'next' | 'previous' | 'restartBlock'](0);
          expect(landings.has(after.totalElapsedMs)).toBe(true);
          if (op === 'next') expect(after.totalElapsedMs).toBeGreaterThan(before.totalElapsedMs);
          else expect(after.totalElapsedMs).toBeLessThanOrEqual(before.totalElapsedMs);
        }
      }),
      { numRuns: 150 },
    );
  });

  test('when any structured workout is laid out, then its cues are sorted, read once through any windows, and there is a breath cue per part and a switch per pair of sides', () => {
    fc.assert(
      fc.property(itemsArb, leadInArb, fc.array(fc.integer({ min: -5000, max: 20_000_000 }), { maxLength: 20 }), (items, leadIn, cuts) => {
        const timeline = buildTimeline(items, { leadInSeconds: leadIn });
        const { cues, phases, blocks } = timeline;
        for (let i = 1; i < cues.length; i += 1) expect(cues[i]!.atMs).toBeGreaterThanOrEqual(cues[i - 1]!.atMs);
        const edges = [-10_000, ...cuts.sort((a, b) => a - b), timeline.totalDurationMs + 1];
        expect(edges.slice(1).flatMap((to, i) => cuesBetween(timeline, edges[i]!, to))).toEqual(cues);

        const played = model(items);
        const switches = cues.filter((c) => c.kind === 'switchSides');
        expect(switches.map((c) => c.blockIndex)).toEqual(played.flatMap((p, i) => (p.side === 'Right side' ? [i] : [])));
        for (const c of switches) expect(c.atMs).toBe(phases.find((p) => p.blockIndex === c.blockIndex - 1 && p.kind === 'work')!.endMs);

        const expectedBreaths = phases
          .filter((p) => p.kind === 'work' && blocks[p.blockIndex]!.breathing)
          .reduce((n, p) => n + blocks[p.blockIndex]!.breathing!.breaths * partsOf(blocks[p.blockIndex]!.breathing!).filter((ms) => ms > 0).length, 0);
        expect(cues.filter((c) => c.kind === 'breath')).toHaveLength(expectedBreaths);
        expect(cues.filter((c) => c.kind === 'phaseStart').map((c) => c.atMs)).toEqual(phases.map((p) => p.startMs));
      }),
      { numRuns: 50 },
    );
  });

  test('when the workout is a plain list of blocks, then the structured path gives exactly the plain timeline', () => {
    fc.assert(
      fc.property(fc.array(blockArb.map((b) => ({ name: b.name, duration: b.duration, restTime: b.restTime })), { minLength: 1, maxLength: 20 }), leadInArb, (blocks, leadIn) => {
        const timeline = buildTimeline(blocks, { leadInSeconds: leadIn });
        expect(timeline.blocks).toEqual(blocks);
        expect(timeline.phases.every((p) => Object.keys(p).join() === 'kind,blockIndex,startMs,endMs')).toBe(true);
        expect(timeline.cues.every((c) => c.kind === 'phaseStart' || c.kind === 'announce' || c.kind === 'countdown')).toBe(true);
      }),
    );
  });
});
