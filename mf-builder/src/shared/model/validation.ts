import {
  BPM_MAX,
  BPM_MIN,
  demoUrlError,
  exerciseFormErrors,
  STRUCTURE_LIMITS as L,
  workoutNameError,
  type BreathPattern,
  type ExerciseFormErrors,
} from '@blockbeat/contracts';
import type { BlockDraft, BlockFields, WorkoutDetails } from './block';
import { groupErrors, type RoundGroupDraft } from './groups';

export type BreathField = 'breaths' | keyof BreathPattern;
export type StructureField = 'sideSwitchSec' | BreathField | 'demo' | 'clickBpm';
export type BlockErrors = ExerciseFormErrors & Partial<Record<StructureField, string>>;

// Contracts has no form words for the structure fields (issue 18): the builder's own, after the form's style.
export const STRUCTURE_MESSAGES: Record<StructureField, string> = {
  sideSwitchSec: `Switch time must be from 0 to ${L.sideSwitchMax} seconds`,
  breaths: `Breaths must be from ${L.breathsMin} to ${L.breathsMax}`,
  inhaleSec: `Inhale must be from ${L.breathPartMin} to ${L.breathPartMax} seconds`,
  holdSec: `Hold must be 0 or from ${L.breathPartMin} to ${L.breathPartMax} seconds`,
  exhaleSec: `Exhale must be from ${L.breathPartMin} to ${L.breathPartMax} seconds`,
  holdAfterSec: `Hold after must be 0 or from ${L.breathPartMin} to ${L.breathPartMax} seconds`,
  demo: 'The demo is not valid',
  clickBpm: `Click tempo must be from ${BPM_MIN} to ${BPM_MAX} BPM`,
};

const whole = (v: number | undefined, min: number, max: number) => v !== undefined && Number.isInteger(v) && v >= min && v <= max;
const part = (v: number | undefined) => whole(v, L.breathPartMin, L.breathPartMax);
const hold = (v: number | undefined) => v === undefined || v === 0 || part(v);

function structureErrors(block: BlockFields): BlockErrors {
  const errors: BlockErrors = {};
  if (block.eachSide && !whole(block.sideSwitchSec, 0, L.sideSwitchMax)) errors.sideSwitchSec = STRUCTURE_MESSAGES.sideSwitchSec;
  if (!block.musicUrl.trim() && block.clickBpm !== null && !whole(block.clickBpm, BPM_MIN, BPM_MAX)) errors.clickBpm = STRUCTURE_MESSAGES.clickBpm;
  const b = block.breathing;
  if (b) {
    if (!whole(b.breaths, L.breathsMin, L.breathsMax)) errors.breaths = STRUCTURE_MESSAGES.breaths;
    if (!part(b.inhaleSec)) errors.inhaleSec = STRUCTURE_MESSAGES.inhaleSec;
    if (!hold(b.holdSec)) errors.holdSec = STRUCTURE_MESSAGES.holdSec;
    if (!part(b.exhaleSec)) errors.exhaleSec = STRUCTURE_MESSAGES.exhaleSec;
    if (!hold(b.holdAfterSec)) errors.holdAfterSec = STRUCTURE_MESSAGES.holdAfterSec;
  }
  const demo = block.demo && demoUrlError(block.demo.type, block.demo.url);
  if (demo) errors.demo = demo;
  return errors;
}

/** The template form's rules and messages (contracts), applied to one block, and its structure's. */
export function blockErrors(block: BlockFields): BlockErrors {
  const form = exerciseFormErrors(block);
  // A breath-paced hold's length is its breaths': the 5–600 s duration rule is not its.
  if (block.breathing) delete form.duration;
  return { ...form, ...structureErrors(block) };
}

export function detailsNameError(details: WorkoutDetails): string | null {
  return workoutNameError(details.name);
}

const SERVER_FIELD = /^exercises\.(\d+)\.(name|duration|restTime|musicUrl|musicType|sideSwitchSec|demo|breathing|clickBpm)(?:\.(\w+))?$/;

/** Server answers 400 with fields like 'exercises.0.duration'; this puts each on its block by key. */
export function serverBlockErrors(fields: Record<string, string> | undefined, blocks: readonly BlockDraft[]): Record<string, BlockErrors> {
  const byKey: Record<string, BlockErrors> = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const match = SERVER_FIELD.exec(path);
    const block = match ? blocks[Number(match[1])] : undefined;
    if (!match || !block) continue;
    const field = fieldOfServerPath(match[2]!, match[3]);
    if (field) byKey[block.key] = { ...byKey[block.key], [field]: message };
  }
  return byKey;
}

function fieldOfServerPath(field: string, sub: string | undefined): keyof BlockErrors | null {
  if (field === 'musicType') return 'musicUrl';
  if (field === 'breathing') return sub && sub in STRUCTURE_MESSAGES ? (sub as BreathField) : null;
  return field as keyof BlockErrors;
}

export function hasErrors(details: WorkoutDetails, blocks: readonly BlockDraft[], groups: readonly RoundGroupDraft[]): boolean {
  return (
    detailsNameError(details) !== null ||
    blocks.some((b) => Object.keys(blockErrors(b)).length > 0) ||
    groups.some((g) => Object.keys(groupErrors(g)).length > 0)
  );
}
