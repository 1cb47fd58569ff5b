import type { Workout } from '@blockbeat/contracts';
import {
  blockAdded,
  blockDuplicated,
  blockMoved,
  blockRemoved,
  blockStepped,
  blockUpdated,
  builderReducer,
  builderReset,
  detailsChanged,
  groupUngrouped,
  groupUpdated,
  initialBuilderState,
  removalUndone,
  selectionGrouped,
  selectionToggled,
  workoutLoaded,
  workoutSaved,
  type BuilderState,
} from '../src/shared/state/builderSlice';

const workout: Workout = {
  id: 'w1',
  name: 'Core',
  description: null,
  notes: null,
  category: 'hiit',
  difficulty: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  totalDuration: 0,
  exercises: [
    { name: 'A', duration: 30, restTime: 10 },
    { name: 'B', duration: 40, restTime: 0 },
    { name: 'C', duration: 50 },
  ],
};

const loaded = (): BuilderState => builderReducer(initialBuilderState, workoutLoaded(workout));
const names = (s: BuilderState) => s.blocks.map((b) => b.name);
const keyOf = (s: BuilderState, name: string) => s.blocks.find((b) => b.name === name)!.key;

describe('builder reducers', () => {
  test('when a workout loads, then its exercises become keyed blocks and nothing is dirty', () => {
    const s = loaded();
    expect(names(s)).toEqual(['A', 'B', 'C']);
    expect(new Set(s.blocks.map((b) => b.key)).size).toBe(3);
    expect(s.blocks[2]).toMatchObject({ restTime: 0, musicUrl: '', musicType: 'youtube' });
    expect(s).toMatchObject({ workoutId: 'w1', dirty: false, details: { name: 'Core', category: 'hiit', difficulty: '' } });
  });

  test('when a blank block is added, then it has the template defaults; with an index it is inserted there', () => {
    let s = builderReducer(loaded(), blockAdded());
    expect(s.blocks[3]).toMatchObject({ name: 'Exercise 4', duration: 30, restTime: 10 });
    s = builderReducer(s, blockAdded({ fields: { name: 'T' }, index: 1 }));
    expect(names(s)).toEqual(['A', 'T', 'B', 'C', 'Exercise 4']);
    expect(s.dirty).toBe(true);
  });

  test('when a block is duplicated, then the copy follows it with a new key', () => {
    const before = loaded();
    const s = builderReducer(before, blockDuplicated(keyOf(before, 'B')));
    expect(names(s)).toEqual(['A', 'B', 'B', 'C']);
    expect(s.blocks[1]!.key).not.toBe(s.blocks[2]!.key);
  });

  test('when a block is removed and the removal undone, then it returns to its place', () => {
    const start = loaded();
    const before = builderReducer(start, selectionToggled(keyOf(start, 'B')));
    const removed = builderReducer(before, blockRemoved(keyOf(before, 'B')));
    expect(names(removed)).toEqual(['A', 'C']);
    expect(removed.selected).toEqual([]);
    expect(removed.removed?.index).toBe(1);
    const undone = builderReducer(removed, removalUndone());
    expect(names(undone)).toEqual(['A', 'B', 'C']);
    expect(undone.removed).toBeNull();
  });

  test('when blocks move, then the order changes; moves out of range change nothing', () => {
    const s = builderReducer(loaded(), blockMoved({ from: 0, to: 2 }));
    expect(names(s)).toEqual(['B', 'C', 'A']);
    expect(builderReducer(s, blockMoved({ from: 0, to: 3 }))).toBe(s);
    expect(builderReducer(s, blockMoved({ from: -1, to: 0 }))).toBe(s);
  });

  test('when a block is updated, then only its fields change', () => {
    const before = loaded();
    const s = builderReducer(before, blockUpdated({ key: keyOf(before, 'A'), changes: { duration: 45, notes: 'slow' } }));
    expect(s.blocks[0]).toMatchObject({ name: 'A', duration: 45, notes: 'slow' });
    expect(s.blocks[1]).toBe(before.blocks[1]);
  });

  test('when consecutive blocks are made rounds, then one group of 3 rounds without rest covers them and the blocks stay single', () => {
    let s = loaded();
    s = builderReducer(s, selectionToggled(keyOf(s, 'B')));
    s = builderReducer(s, selectionToggled(keyOf(s, 'A')));
    s = builderReducer(s, selectionGrouped());
    expect(names(s)).toEqual(['A', 'B', 'C']);
    expect(s.groups).toEqual([expect.objectContaining({ start: 0, count: 2, rounds: 3, restBetweenRoundsSec: 0 })]);
    expect(s.selected).toEqual([]);
    expect(s.dirty).toBe(true);
  });

  test('when the selection has a gap or nothing is selected, then Make rounds changes nothing', () => {
    const start = loaded();
    let gap = builderReducer(start, selectionToggled(keyOf(start, 'A')));
    gap = builderReducer(gap, selectionToggled(keyOf(gap, 'C')));
    expect(builderReducer(gap, selectionGrouped())).toBe(gap);
    const none = loaded();
    expect(builderReducer(none, selectionGrouped())).toBe(none);
  });

  test('when blocks of a group are moved, duplicated, deleted and restored, then the group follows them', () => {
    let s = loaded();
    s = builderReducer(s, selectionToggled(keyOf(s, 'A')));
    s = builderReducer(s, selectionToggled(keyOf(s, 'B')));
    s = builderReducer(s, selectionGrouped());
    const group = s.groups[0]!.key;
    s = builderReducer(s, groupUpdated({ key: group, changes: { rounds: 4, restBetweenRoundsSec: 30 } }));
    s = builderReducer(s, blockDuplicated(keyOf(s, 'B')));
    expect(s.groups).toEqual([expect.objectContaining({ start: 0, count: 3, rounds: 4, restBetweenRoundsSec: 30 })]);
    // C dragged onto A: it takes A's place in the group.
    s = builderReducer(s, blockMoved({ from: 3, to: 0 }));
    expect(names(s)).toEqual(['C', 'A', 'B', 'B']);
    expect(s.groups[0]).toMatchObject({ start: 0, count: 4 });
    // C is the group's first block: Move up takes it out of the group, in place.
    s = builderReducer(s, blockStepped({ key: keyOf(s, 'C'), direction: 'up' }));
    expect(s.groups[0]).toMatchObject({ start: 1, count: 3 });
    s = builderReducer(s, blockRemoved(keyOf(s, 'A')));
    expect(s.groups[0]).toMatchObject({ start: 1, count: 2 });
    s = builderReducer(s, removalUndone());
    expect(names(s)).toEqual(['C', 'A', 'B', 'B']);
    expect(s.groups[0]).toMatchObject({ start: 1, count: 3, rounds: 4 });
    s = builderReducer(s, groupUngrouped(group));
    expect(s.groups).toEqual([]);
    expect(names(s)).toEqual(['C', 'A', 'B', 'B']);
  });

  test('when a template lands next to a block of a group it was dropped on, then it joins that group', () => {
    let s = loaded();
    s = builderReducer(s, selectionToggled(keyOf(s, 'B')));
    s = builderReducer(s, selectionGrouped());
    s = builderReducer(s, blockAdded({ fields: { name: 'T' }, index: 2, joinGroupOf: keyOf(s, 'B') }));
    expect(names(s)).toEqual(['A', 'B', 'T', 'C']);
    expect(s.groups[0]).toMatchObject({ start: 1, count: 2 });
    s = builderReducer(s, blockAdded({ fields: { name: 'U' }, index: 1 }));
    expect(s.groups[0]).toMatchObject({ start: 2, count: 2 });
  });

  test('when a workout with groups loads, then its groups are read; one without reads as before', () => {
    const withGroups = builderReducer(initialBuilderState, workoutLoaded({ ...workout, groups: [{ start: 1, count: 2, rounds: 5, restBetweenRoundsSec: 20 }] }));
    expect(withGroups.groups).toEqual([expect.objectContaining({ start: 1, count: 2, rounds: 5, restBetweenRoundsSec: 20, name: '' })]);
    expect(loaded().groups).toEqual([]);
    expect(loaded().details.sound).toEqual({ cueProfile: 'standard', halfwayCue: false, voice: false, flash: false });
  });

  test('when saved, then the screen is clean unless it was edited meanwhile; reset empties it', () => {
    const edited = builderReducer(loaded(), detailsChanged({ name: 'Core 2' }));
    expect(edited.dirty).toBe(true);
    expect(builderReducer(edited, workoutSaved({ id: 'w1' })).dirty).toBe(false);
    expect(builderReducer(edited, workoutSaved({ id: 'w1', editedMeanwhile: true })).dirty).toBe(true);
    expect(builderReducer(edited, builderReset())).toEqual(initialBuilderState);
  });
});
