import type { Workout } from '@blockbeat/contracts';
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { BLOCK_DEFAULTS, blockFromExercise, detailsOf, EMPTY_DETAILS, type BlockDraft, type BlockFields, type WorkoutDetails } from '../model/block';

export const REPEAT_MIN = 2;
export const REPEAT_MAX = 20;

export interface RemovedBlock {
  block: BlockDraft;
  index: number;
}

export interface BuilderState {
  /** Null until the workout has been saved once. */
  workoutId: string | null;
  details: WorkoutDetails;
  blocks: BlockDraft[];
  /** Keys of the blocks picked for "Repeat ×N", kept in the order they were picked. */
  selected: string[];
  /** The last deleted block, for the undo toast. */
  removed: RemovedBlock | null;
  /** Edited since the last load or save. */
  dirty: boolean;
  /** A save was tried since: every field shows its error, not only the ones the user has left. */
  saveAttempted: boolean;
}

export const initialBuilderState: BuilderState = {
  workoutId: null,
  details: EMPTY_DETAILS,
  blocks: [],
  selected: [],
  removed: null,
  dirty: false,
  saveAttempted: false,
};

// Keys are made in `prepare` (a seed per action), so every reducer stays pure and replayable.
const withSeed = <P>(payload: P) => ({ payload: { ...payload, seed: nanoid() } });
const keyed = (fields: BlockFields, key: string): BlockDraft => ({ ...fields, key });
const fieldsOf = ({ key: _key, ...fields }: BlockDraft): BlockFields => fields;

function moveItem<T>(items: T[], from: number, to: number): void {
  const [item] = items.splice(from, 1);
  if (item !== undefined) items.splice(to, 0, item);
}

const builderSlice = createSlice({
  name: 'builder',
  initialState: initialBuilderState,
  reducers: {
    workoutLoaded: {
      reducer(_state, action: PayloadAction<{ workout: Workout; seed: string }>) {
        const { workout, seed } = action.payload;
        return {
          ...initialBuilderState,
          workoutId: workout.id,
          details: detailsOf(workout),
          blocks: workout.exercises.map((e, i) => keyed(blockFromExercise(e), `${seed}-${i}`)),
        };
      },
      prepare: (workout: Workout) => withSeed({ workout }),
    },
    /**
     * After a save: the server's copy is the new baseline; the editor's blocks (and keys) stay.
     * Edits made while the request was out keep the screen unsaved.
     */
    workoutSaved(state, action: PayloadAction<{ id: string; editedMeanwhile?: boolean }>) {
      state.workoutId = action.payload.id;
      state.dirty = action.payload.editedMeanwhile ?? false;
      state.saveAttempted = false;
    },
    saveAttempted(state) {
      state.saveAttempted = true;
    },
    /** Unsaved work from an earlier visit (a local draft) replaces what was loaded; it is still unsaved. */
    draftRestored(state, action: PayloadAction<{ details: WorkoutDetails; blocks: BlockDraft[] }>) {
      state.details = action.payload.details;
      state.blocks = action.payload.blocks;
      state.selected = [];
      state.removed = null;
      state.dirty = true;
    },
    /** A new, empty workout (the builder route without an id). */
    builderReset() {
      return initialBuilderState;
    },
    detailsChanged(state, action: PayloadAction<Partial<WorkoutDetails>>) {
      state.details = { ...state.details, ...action.payload };
      state.dirty = true;
    },
    blockAdded: {
      reducer(state, action: PayloadAction<{ fields?: Partial<BlockFields>; index?: number; seed: string }>) {
        const { fields, index, seed } = action.payload;
        const block = keyed({ ...BLOCK_DEFAULTS, name: `Exercise ${state.blocks.length + 1}`, ...fields }, seed);
        const at = index === undefined ? state.blocks.length : Math.min(Math.max(index, 0), state.blocks.length);
        state.blocks.splice(at, 0, block);
        state.dirty = true;
      },
      prepare: (payload: { fields?: Partial<BlockFields>; index?: number } = {}) => withSeed(payload),
    },
    blockUpdated(state, action: PayloadAction<{ key: string; changes: Partial<BlockFields> }>) {
      const block = state.blocks.find((b) => b.key === action.payload.key);
      if (!block) return;
      Object.assign(block, action.payload.changes);
      state.dirty = true;
    },
    blockDuplicated: {
      reducer(state, action: PayloadAction<{ key: string; seed: string }>) {
        const index = state.blocks.findIndex((b) => b.key === action.payload.key);
        const original = state.blocks[index];
        if (!original) return;
        state.blocks.splice(index + 1, 0, keyed(fieldsOf(original), action.payload.seed));
        state.dirty = true;
      },
      prepare: (key: string) => withSeed({ key }),
    },
    blockRemoved(state, action: PayloadAction<string>) {
      const index = state.blocks.findIndex((b) => b.key === action.payload);
      const block = state.blocks[index];
      if (!block) return;
      state.blocks.splice(index, 1);
      state.selected = state.selected.filter((k) => k !== block.key);
      state.removed = { block, index };
      state.dirty = true;
    },
    removalUndone(state) {
      if (!state.removed) return;
      const { block, index } = state.removed;
      state.blocks.splice(Math.min(index, state.blocks.length), 0, block);
      state.removed = null;
    },
    removalDismissed(state) {
      state.removed = null;
    },
    blockMoved(state, action: PayloadAction<{ from: number; to: number }>) {
      const { from, to } = action.payload;
      const last = state.blocks.length - 1;
      if (from === to || from < 0 || to < 0 || from > last || to > last) return;
      moveItem(state.blocks, from, to);
      state.dirty = true;
    },
    selectionToggled(state, action: PayloadAction<string>) {
      const key = action.payload;
      state.selected = state.selected.includes(key) ? state.selected.filter((k) => k !== key) : [...state.selected, key];
    },
    selectionCleared(state) {
      state.selected = [];
    },
    /**
     * "Repeat ×N": the selected blocks (in list order) occur N times in all, as rounds: N − 1
     * copies of the selection go right after its last block. The copies are not selected.
     */
    selectionRepeated: {
      reducer(state, action: PayloadAction<{ times: number; seed: string }>) {
        const { times, seed } = action.payload;
        if (!Number.isInteger(times) || times < REPEAT_MIN || times > REPEAT_MAX) return;
        const picked = state.blocks.filter((b) => state.selected.includes(b.key));
        if (picked.length === 0) return;
        const lastIndex = state.blocks.findLastIndex((b) => state.selected.includes(b.key));
        const copies: BlockDraft[] = [];
        for (let round = 1; round < times; round += 1) {
          picked.forEach((b, i) => copies.push(keyed(fieldsOf(b), `${seed}-${round}-${i}`)));
        }
        state.blocks.splice(lastIndex + 1, 0, ...copies);
        state.selected = [];
        state.dirty = true;
      },
      prepare: (times: number) => withSeed({ times }),
    },
  },
});

export const {
  workoutLoaded,
  workoutSaved,
  saveAttempted,
  draftRestored,
  builderReset,
  detailsChanged,
  blockAdded,
  blockUpdated,
  blockDuplicated,
  blockRemoved,
  removalUndone,
  removalDismissed,
  blockMoved,
  selectionToggled,
  selectionCleared,
  selectionRepeated,
} = builderSlice.actions;

export const builderReducer = builderSlice.reducer;
