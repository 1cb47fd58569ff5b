import type { Workout } from '@blockbeat/contracts';
import {
  blockAdded,
  blockDuplicated,
  blockMoved,
  blockRemoved,
  blockUpdated,
  builderReducer,
  builderReset,
  detailsChanged,
  initialBuilderState,
  removalUndone,
  selectionRepeated,
  selectionToggled,
  workoutLoaded,
  workoutSaved,
  type BuilderState,
} from '../src/features/workout-editor/state/builderSlice';

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

  test('when a selection is repeated ×3, then it occurs three times in all, in order, after its last block', () => {
    let s = loaded();
    s = builderReducer(s, selectionToggled(keyOf(s, 'B')));
    s = builderReducer(s, selectionToggled(keyOf(s, 'A')));
    s = builderReducer(s, selectionRepeated(3));
    expect(names(s)).toEqual(['A', 'B', 'A', 'B', 'A', 'B', 'C']);
    expect(new Set(s.blocks.map((b) => b.key)).size).toBe(7);
    expect(s.selected).toEqual([]);
  });

  test('when the repeat count is outside 2–20 or nothing is selected, then nothing changes', () => {
    const start = loaded();
    const selected = builderReducer(start, selectionToggled(keyOf(start, 'A')));
    expect(builderReducer(selected, selectionRepeated(1))).toBe(selected);
    expect(builderReducer(selected, selectionRepeated(21))).toBe(selected);
    const none = loaded();
    expect(builderReducer(none, selectionRepeated(2))).toBe(none);
  });

  test('when saved, then the screen is clean unless it was edited meanwhile; reset empties it', () => {
    const edited = builderReducer(loaded(), detailsChanged({ name: 'Core 2' }));
    expect(edited.dirty).toBe(true);
    expect(builderReducer(edited, workoutSaved({ id: 'w1' })).dirty).toBe(false);
    expect(builderReducer(edited, workoutSaved({ id: 'w1', editedMeanwhile: true })).dirty).toBe(true);
    expect(builderReducer(edited, builderReset())).toEqual(initialBuilderState);
  });
});
