import { isRoundGroupItem, playedSeconds, workoutItems, type Exercise, type RoundGroupSpec } from '@blockbeat/contracts';
import fc from 'fast-check';
import { buildTimeline, isRoundGroup } from '../src';

/** A stored workout: flat blocks and round groups over consecutive ranges of them. */
const storedArb = fc
  .array(
    fc.record({
      duration: fc.integer({ min: 5, max: 600 }),
      restTime: fc.integer({ min: 0, max: 300 }),
      eachSide: fc.boolean(),
      sideSwitchSec: fc.integer({ min: 0, max: 15 }),
      breathing: fc.option(fc.record({ breaths: fc.integer({ min: 1, max: 100 }), inhaleSec: fc.integer({ min: 2, max: 20 }), exhaleSec: fc.integer({ min: 2, max: 20 }) }), { nil: null }),
    }),
    { minLength: 1, maxLength: 12 },
  )
  .chain((blocks) =>
    fc
      .array(fc.record({ gap: fc.integer({ min: 0, max: 3 }), count: fc.integer({ min: 1, max: 4 }), rounds: fc.integer({ min: 2, max: 50 }), rest: fc.integer({ min: 0, max: 600 }) }), { maxLength: 4 })
      .map((specs) => {
        const groups: RoundGroupSpec[] = [];
        let at = 0;
        for (const s of specs) {
          const start = at + s.gap;
          if (start + s.count > blocks.length) break;
          groups.push({ start, count: s.count, rounds: s.rounds, restBetweenRoundsSec: s.rest });
          at = start + s.count;
        }
        const exercises: Exercise[] = blocks.map((b, i) => ({ name: `B${i}`, ...b }));
        return { exercises, groups };
      }),
  );

describe('a stored workout (contracts) played by the engine', () => {
  test('when any stored structure is played, then its played seconds are the engine timeline\'s length without lead-in', () => {
    fc.assert(
      fc.property(storedArb, ({ exercises, groups }) => {
        const timeline = buildTimeline(workoutItems(exercises, groups), { leadInSeconds: 0 });
        expect(timeline.totalDurationMs).toBe(playedSeconds(exercises, groups) * 1000);
      }),
      { numRuns: 300 },
    );
  });

  test('when groups are stored over ranges, then the items hold every block once, in order, grouped as stored', () => {
    fc.assert(
      fc.property(storedArb, ({ exercises, groups }) => {
        const items = workoutItems(exercises, groups);
        const flat = items.flatMap((item) => (isRoundGroup(item) ? item.blocks : [item]));
        expect(flat).toEqual(exercises);
        expect(items.filter(isRoundGroupItem).map((g) => [g.blocks[0], g.rounds])).toEqual(groups.map((g) => [exercises[g.start], g.rounds]));
      }),
      { numRuns: 300 },
    );
  });

  test('when a workout has no groups, then its items are its blocks, as before', () => {
    const exercises: Exercise[] = [{ name: 'A', duration: 30, restTime: 10 }, { name: 'B', duration: 45 }];
    expect(workoutItems(exercises, undefined)).toEqual(exercises);
    expect(playedSeconds(exercises)).toBe(85);
  });
});
