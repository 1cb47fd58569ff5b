import { exerciseFormErrors, workoutNameError, type ExerciseFormErrors, type ExerciseFormField } from '@blockbeat/contracts';
import type { BlockDraft, WorkoutDetails } from './block';

export type BlockErrors = ExerciseFormErrors;

/** The template form's rules and messages (contracts), applied to one block. */
export function blockErrors(block: BlockDraft): BlockErrors {
  return exerciseFormErrors(block);
}

export function detailsNameError(details: WorkoutDetails): string | null {
  return workoutNameError(details.name);
}

/** Server answers 400 with fields like 'exercises.0.duration'; this puts each on its block by key. */
export function serverBlockErrors(fields: Record<string, string> | undefined, blocks: readonly BlockDraft[]): Record<string, BlockErrors> {
  const byKey: Record<string, BlockErrors> = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const match = /^exercises\.(\d+)\.(name|duration|restTime|musicUrl|musicType)$/.exec(path);
    const block = match ? blocks[Number(match[1])] : undefined;
    if (!match || !block) continue;
    const field = (match[2] === 'musicType' ? 'musicUrl' : match[2]) as ExerciseFormField;
    byKey[block.key] = { ...byKey[block.key], [field]: message };
  }
  return byKey;
}

export function hasErrors(details: WorkoutDetails, blocks: readonly BlockDraft[]): boolean {
  return detailsNameError(details) !== null || blocks.some((b) => Object.keys(blockErrors(b)).length > 0);
}
