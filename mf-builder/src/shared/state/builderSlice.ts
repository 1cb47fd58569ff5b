import type { Workout, WorkoutSound } from '@blockbeat/contracts';
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { BLOCK_DEFAULTS, blockFromExercise, detailsOf, EMPTY_DETAILS, type BlockDraft, type BlockFields, type WorkoutDetails } from '../model/block';
import {
  groupDraftsOf,
  groupOf,
  groupsAfterDuplicate,
  groupsAfterGrouping,
  groupsAfterInsert,
  groupsAfterMove,
  groupsAfterRemove,
  groupsAfterUngroup,
  stepBlock,
  type GroupSettings,
  type RoundGroupDraft,
  type StepDirection,
} from '../model/groups';

export interface RemovedBlock {
  block: BlockDraft;
  index: number;
  /** The round group it was in, as it was: undo puts the block back into it (or brings it back). */
  group?: RoundGroupDraft;
}

export interface BuilderState {
  /** Null until the workout has been saved once. */
  workoutId: string | null;
  details: WorkoutDetails;
  blocks: BlockDraft[];
  /** Round groups: ranges over `blocks`, kept valid by the model's group functions. */
  groups: RoundGroupDraft[];
  /** Keys of the blocks picked for "Make rounds", kept in the order they were picked. */
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
  groups: [],
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
          groups: groupDraftsOf(workout.groups, seed),
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
    draftRestored(state, action: PayloadAction<{ details: WorkoutDetails; blocks: BlockDraft[]; groups: RoundGroupDraft[] }>) {
      state.details = action.payload.details;
      state.blocks = action.payload.blocks;
      state.groups = action.payload.groups;
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
    soundChanged(state, action: PayloadAction<Partial<WorkoutSound>>) {
      state.details.sound = { ...state.details.sound, ...action.payload };
      state.dirty = true;
    },
    /** A blank block or a template; `joinGroupOf` names a block whose round group it should join when it lands next to it. */
    blockAdded: {
      reducer(state, action: PayloadAction<{ fields?: Partial<BlockFields>; index?: number; joinGroupOf?: string; seed: string }>) {
        const { fields, index, joinGroupOf, seed } = action.payload;
        const block = keyed({ ...BLOCK_DEFAULTS, name: `Exercise ${state.blocks.length + 1}`, ...fields }, seed);
        const at = index === undefined ? state.blocks.length : Math.min(Math.max(index, 0), state.blocks.length);
        const near = state.blocks.findIndex((b) => b.key === joinGroupOf);
        state.groups = groupsAfterInsert(state.groups, state.blocks.length, at, near >= 0 ? (groupOf(state.groups, near)?.key ?? null) : null);
        state.blocks.splice(at, 0, block);
        state.dirty = true;
      },
      prepare: (payload: { fields?: Partial<BlockFields>; index?: number; joinGroupOf?: string } = {}) => withSeed(payload),
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
        state.groups = groupsAfterDuplicate(state.groups, state.blocks.length, index);
        state.blocks.splice(index + 1, 0, keyed(fieldsOf(original), action.payload.seed));
        state.dirty = true;
      },
      prepare: (key: string) => withSeed({ key }),
    },
    blockRemoved(state, action: PayloadAction<string>) {
      const index = state.blocks.findIndex((b) => b.key === action.payload);
      const block = state.blocks[index];
      if (!block) return;
      const group = groupOf(state.groups, index);
      state.groups = groupsAfterRemove(state.groups, state.blocks.length, index);
      state.blocks.splice(index, 1);
      state.selected = state.selected.filter((k) => k !== block.key);
      state.removed = { block, index, ...(group ? { group: { ...group } } : {}) };
      state.dirty = true;
    },
    removalUndone(state) {
      if (!state.removed) return;
      const { block, index, group } = state.removed;
      const at = Math.min(index, state.blocks.length);
      state.groups = groupsAfterInsert(state.groups, state.blocks.length, at, group?.key ?? null, group);
      state.blocks.splice(at, 0, block);
      state.removed = null;
    },
    removalDismissed(state) {
      state.removed = null;
    },
    /** Drag and drop: the block takes the place (and the round group) of the block it was dropped on. */
    blockMoved(state, action: PayloadAction<{ from: number; to: number }>) {
      const { from, to } = action.payload;
      const last = state.blocks.length - 1;
      if (from === to || from < 0 || to < 0 || from > last || to > last) return;
      state.groups = groupsAfterMove(state.groups, state.blocks.length, from, to);
      moveItem(state.blocks, from, to);
      state.dirty = true;
    },
    /** Move up / move down: one step, stepping out of or into a round group at its edge. */
    blockStepped(state, action: PayloadAction<{ key: string; direction: StepDirection }>) {
      const index = state.blocks.findIndex((b) => b.key === action.payload.key);
      const step = index >= 0 ? stepBlock(state.groups, state.blocks.length, index, action.payload.direction) : null;
      if (!step) return;
      state.groups = step.groups;
      if (step.move) moveItem(state.blocks, step.move.from, step.move.to);
      state.dirty = true;
    },
    selectionToggled(state, action: PayloadAction<string>) {
      const key = action.payload;
      state.selected = state.selected.includes(key) ? state.selected.filter((k) => k !== key) : [...state.selected, key];
    },
    selectionCleared(state) {
      state.selected = [];
    },
    /** "Make rounds": the selected blocks (consecutive, in no group) become a round group of 3 rounds. */
    selectionGrouped: {
      reducer(state, action: PayloadAction<{ seed: string }>) {
        const indices = state.selected.map((key) => state.blocks.findIndex((b) => b.key === key)).filter((i) => i >= 0);
        const groups = groupsAfterGrouping(state.groups, indices, `group-${action.payload.seed}`);
        if (groups.length === state.groups.length) return;
        state.groups = groups;
        state.selected = [];
        state.dirty = true;
      },
      prepare: () => withSeed({}),
    },
    groupUngrouped(state, action: PayloadAction<string>) {
      state.groups = groupsAfterUngroup(state.groups, action.payload);
      state.dirty = true;
    },
    groupUpdated(state, action: PayloadAction<{ key: string; changes: Partial<GroupSettings> }>) {
      const group = state.groups.find((g) => g.key === action.payload.key);
      if (!group) return;
      Object.assign(group, action.payload.changes);
      state.dirty = true;
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
  soundChanged,
  blockAdded,
  blockUpdated,
  blockDuplicated,
  blockRemoved,
  removalUndone,
  removalDismissed,
  blockMoved,
  blockStepped,
  selectionToggled,
  selectionCleared,
  selectionGrouped,
  groupUngrouped,
  groupUpdated,
} = builderSlice.actions;

export const builderReducer = builderSlice.reducer;
