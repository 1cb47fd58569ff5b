import { roundGroupsProblem } from '@blockbeat/contracts';
import {
  canStep,
  groupingProblem,
  groupOf,
  groupsAfterDuplicate,
  groupsAfterGrouping,
  groupsAfterInsert,
  groupsAfterMove,
  groupsAfterRemove,
  groupsAfterUngroup,
  groupSpecsOf,
  groupDraftsOf,
  stepBlock,
  type RoundGroupDraft,
} from '../src/shared/model/groups';

const group = (key: string, start: number, count: number, rounds = 3): RoundGroupDraft => ({ key, start, count, rounds, restBetweenRoundsSec: 0, name: '' });
/** [start, count] of each group, keyed: what the tests read. */
const ranges = (groups: readonly RoundGroupDraft[]) => groups.map((g) => `${g.key}:${g.start}+${g.count}`);

// Six blocks A B C D E F; group g over B C D, group h over F: A [B C D] E [F].
const six = [group('g', 1, 3, 4), group('h', 5, 1, 2)];

describe('round group ranges', () => {
  test('when a block is inserted inside a group, then it joins it; at a group edge it stays out unless asked in', () => {
    expect(ranges(groupsAfterInsert(six, 6, 2))).toEqual(['g:1+4', 'h:6+1']);
    expect(ranges(groupsAfterInsert(six, 6, 1))).toEqual(['g:2+3', 'h:6+1']);
    expect(ranges(groupsAfterInsert(six, 6, 4))).toEqual(['g:1+3', 'h:6+1']);
    expect(ranges(groupsAfterInsert(six, 6, 4, 'g'))).toEqual(['g:1+4', 'h:6+1']);
    expect(ranges(groupsAfterInsert(six, 6, 0, 'g'))).toEqual(['g:2+3', 'h:6+1']);
    expect(ranges(groupsAfterInsert(six, 6, 6))).toEqual(['g:1+3', 'h:5+1']);
  });

  test('when a block is removed, then its group shrinks, and a group of one goes with its block', () => {
    expect(ranges(groupsAfterRemove(six, 6, 2))).toEqual(['g:1+2', 'h:4+1']);
    expect(ranges(groupsAfterRemove(six, 6, 0))).toEqual(['g:0+3', 'h:4+1']);
    expect(ranges(groupsAfterRemove(six, 6, 5))).toEqual(['g:1+3']);
  });

  test('when a removed block comes back with its vanished group, then the group returns with its settings', () => {
    const without = groupsAfterRemove(six, 6, 5);
    const back = groupsAfterInsert(without, 5, 5, 'h', six[1]);
    expect(back).toEqual(six);
  });

  test('when a block is duplicated, then the copy is in the same group (one more block in every round)', () => {
    expect(ranges(groupsAfterDuplicate(six, 6, 3))).toEqual(['g:1+4', 'h:6+1']);
    expect(ranges(groupsAfterDuplicate(six, 6, 4))).toEqual(['g:1+3', 'h:6+1']);
    expect(ranges(groupsAfterDuplicate(six, 6, 5))).toEqual(['g:1+3', 'h:5+2']);
  });

  test('when a block is dragged onto a block of a group, then it joins that group; onto a block outside, it leaves', () => {
    // E onto C: A [B E C D] [F]
    expect(ranges(groupsAfterMove(six, 6, 4, 2))).toEqual(['g:1+4', 'h:5+1']);
    // B onto A: B A [C D] E [F]
    expect(ranges(groupsAfterMove(six, 6, 1, 0))).toEqual(['g:2+2', 'h:5+1']);
    // D onto E: A [B C] E D [F]
    expect(ranges(groupsAfterMove(six, 6, 3, 4))).toEqual(['g:1+2', 'h:5+1']);
    // F (alone in h) onto A: it takes A's place and A's group (none), so h, left empty, goes.
    expect(ranges(groupsAfterMove(six, 6, 5, 0))).toEqual(['g:2+3']);
    // A onto F: [B C D] E [F A]
    expect(ranges(groupsAfterMove(six, 6, 0, 5))).toEqual(['g:0+3', 'h:4+2']);
  });

  test('when move up / move down reach a group edge, then the block steps out of or into the group before it moves', () => {
    // E up: steps into g without moving.
    expect(stepBlock(six, 6, 4, 'up')).toEqual({ move: null, groups: [{ ...six[0], count: 4 }, six[1]] });
    // D down: steps out of g without moving.
    expect(stepBlock(six, 6, 3, 'down')).toEqual({ move: null, groups: [{ ...six[0], count: 2 }, six[1]] });
    // C down: swaps with D inside g.
    expect(stepBlock(six, 6, 2, 'down')).toEqual({ move: { from: 2, to: 3 }, groups: six });
    // A down: steps into g.
    expect(ranges(stepBlock(six, 6, 0, 'down')!.groups)).toEqual(['g:0+4', 'h:5+1']);
    // F (last, alone in h) down: leaves h, which goes.
    expect(ranges(stepBlock(six, 6, 5, 'down')!.groups)).toEqual(['g:1+3']);
  });

  test('when a block outside any group is at an end of the list, then that way is disabled', () => {
    expect(canStep(six, 6, 0, 'up')).toBe(false);
    expect(canStep(six, 6, 5, 'down')).toBe(true);
    expect(canStep([], 2, 1, 'down')).toBe(false);
    expect(canStep([group('g', 0, 2)], 2, 0, 'up')).toBe(true);
  });

  test('when blocks are grouped, then only consecutive blocks outside groups become a group of 3 rounds without rest', () => {
    const made = groupsAfterGrouping(six, [4], 'k');
    expect(made.map((g) => g.key)).toEqual(['g', 'k', 'h']);
    expect(made[1]).toEqual({ key: 'k', start: 4, count: 1, rounds: 3, restBetweenRoundsSec: 0, name: '' });
    expect(groupingProblem([], [0, 2])).toBe('Select blocks that follow each other to make rounds.');
    expect(groupingProblem(six, [3, 4])).toBe('A block in a round group cannot go into another one: ungroup it first.');
    expect(groupsAfterGrouping(six, [3, 4], 'k')).toEqual(six);
    expect(ranges(groupsAfterGrouping([], [2, 0, 1], 'k'))).toEqual(['k:0+3']);
  });

  test('when a group is ungrouped, then its blocks stay and the other groups are untouched', () => {
    expect(groupsAfterUngroup(six, 'g')).toEqual([six[1]]);
  });

  test('when stored groups are read and written, then the ranges round-trip and an empty name is not sent', () => {
    const specs = [{ start: 3, count: 1, rounds: 2 }, { start: 0, count: 2, rounds: 5, restBetweenRoundsSec: 30, name: 'Core' }];
    const drafts = groupDraftsOf(specs, 's');
    expect(ranges(drafts)).toEqual(['s-g0:0+2', 's-g1:3+1']);
    expect(groupSpecsOf(drafts)).toEqual([
      { start: 0, count: 2, rounds: 5, restBetweenRoundsSec: 30, name: 'Core' },
      { start: 3, count: 1, rounds: 2, restBetweenRoundsSec: 0 },
    ]);
    expect(groupDraftsOf(undefined, 's')).toEqual([]);
  });

  test('when any sequence of inserts, removes, duplicates, drags, steps, groupings and ungroupings runs, then the groups stay valid ranges', () => {
    // A small deterministic generator: the same sequences on every run.
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    let count = 6;
    let groups: RoundGroupDraft[] = six;
    for (let step = 0; step < 3000; step += 1) {
      const op = random(7);
      if (op === 0) {
        groups = groupsAfterInsert(groups, count, random(count + 1), random(2) ? (groups[random(groups.length + 1)]?.key ?? null) : undefined);
        count += 1;
      } else if (op === 1 && count > 1) {
        groups = groupsAfterRemove(groups, count, random(count));
        count -= 1;
      } else if (op === 2 && count > 0 && count < 40) {
        groups = groupsAfterDuplicate(groups, count, random(count));
        count += 1;
      } else if (op === 3 && count > 1) {
        groups = groupsAfterMove(groups, count, random(count), random(count));
      } else if (op === 4 && count > 0) {
        groups = stepBlock(groups, count, random(count), random(2) ? 'up' : 'down')?.groups ?? groups;
      } else if (op === 5 && count > 0) {
        const start = random(count);
        groups = groupsAfterGrouping(groups, [start, Math.min(start + random(3), count - 1)], `k${step}`);
      } else if (op === 6 && groups.length > 0) {
        groups = groupsAfterUngroup(groups, groups[random(groups.length)]!.key);
      }
      expect(roundGroupsProblem(groups, count)).toBeNull();
      expect(groups.every((g) => g.count >= 1)).toBe(true);
      expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length);
      expect(groupOf(groups, -1)).toBeUndefined();
    }
  });
});
