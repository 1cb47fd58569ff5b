import { exerciseFormErrors, LIMITS, type ExerciseFormField } from '@blockbeat/contracts';
import type { BlockDraft, WorkoutDetails } from './block';

export const WORKOUT_NAME_MESSAGES = {
  required: 'Workout name is required',
  tooLong: `Workout name must be at most ${LIMITS.workoutNameMax} characters`,
} as const;

export type BlockErrors = Partial<Record<ExerciseFormField, string>>;

export function workoutNameError(details: WorkoutDetails): string | null {
  const name = details.name.trim();
  if (!name) return WORKOUT_NAME_MESSAGES.required;
  return name.length > LIMITS.workoutNameMax ? WORKOUT_NAME_MESSAGES.tooLong : null;
}

export function blockErrors(block: BlockDraft): BlockErrors {
  return exerciseFormErrors(block);
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
  return workoutNameError(details) !== null || blocks.some((b) => Object.keys(blockErrors(b)).length > 0);
}
