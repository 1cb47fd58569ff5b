import type { Workout } from '@blockbeat/contracts';
import { blockFromExercise, blockWithDefaults, detailsOf, EMPTY_DETAILS, workoutInputOf, type BlockDraft, type BlockFields, type WorkoutDetails } from '../../../shared/model/block';
import { groupDraftsOf, type RoundGroupDraft } from '../../../shared/model/groups';

/**
 * Unsaved work kept on the device, one per user and workout ('new' for one not saved yet), so a
 * reload, a crash, a refused save (402) or a sign-out loses nothing. localStorage: synchronous, so
 * the offer to restore is known when the workout opens, and a workout is a few KB.
 */
export interface WorkoutDraft {
  version: 1;
  /** When it was written (device clock). */
  savedAt: string;
  /** The `updatedAt` of the saved workout it started from; null for a new workout. */
  baseUpdatedAt: string | null;
  details: WorkoutDetails;
  blocks: BlockDraft[];
  /** Absent in drafts written before round groups (issue 18): none. */
  groups?: RoundGroupDraft[];
}

/** A draft as the editor takes it: what an older version did not write gets its defaults. */
export function draftContent(draft: WorkoutDraft): { details: WorkoutDetails; blocks: BlockDraft[]; groups: RoundGroupDraft[] } {
  return {
    details: { ...EMPTY_DETAILS, ...draft.details, sound: { ...EMPTY_DETAILS.sound, ...draft.details.sound } },
    blocks: draft.blocks.map(blockWithDefaults),
    groups: draft.groups ?? [],
  };
}

const PREFIX = 'blockbeat-builder-draft:';
/** Drafts nobody came back to for this long are dropped, so storage does not fill up over years. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export const draftKey = (userId: string, workoutId: string | null) => `${PREFIX}${userId}:${workoutId ?? 'new'}`;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readDraft(key: string): WorkoutDraft | null {
  try {
    const draft = JSON.parse(storage()?.getItem(key) ?? 'null') as WorkoutDraft | null;
    return draft?.version === 1 && Array.isArray(draft.blocks) && typeof draft.details === 'object' ? draft : null;
  } catch {
    return null;
  }
}

/** False when the browser refuses (storage full, blocked): the work is then only on the screen. */
export function writeDraft(key: string, draft: WorkoutDraft): boolean {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Blocked storage holds no draft either.
  }
}

/** Drops this device's drafts older than DRAFT_MAX_AGE_MS, any user's. */
export function pruneDrafts(now: number): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k): k is string => k?.startsWith(PREFIX) ?? false);
  for (const key of keys) {
    const draft = readDraft(key);
    if (!draft || now - Date.parse(draft.savedAt) > DRAFT_MAX_AGE_MS) removeDraft(key);
  }
}

const contentOf = (details: WorkoutDetails, blocks: readonly BlockFields[], groups: readonly RoundGroupDraft[]) =>
  JSON.stringify({ input: workoutInputOf(details, blocks, groups), blocks: blocks.map(({ duration, restTime }) => [duration, restTime]) });

/**
 * Whether to offer the draft over what the server has (or over an empty new workout): it must
 * hold something else, and be newer. Newer means it started from the version the server still
 * has (no device clock involved), or it was written after the server's copy was last saved (the
 * workout changed elsewhere since, and this draft came later).
 */
export function isWorthRestoring(draft: WorkoutDraft, saved: Workout | null): boolean {
  const base = saved
    ? contentOf(detailsOf(saved), saved.exercises.map(blockFromExercise), groupDraftsOf(saved.groups, 'saved'))
    : contentOf(EMPTY_DETAILS, [], []);
  const { details, blocks, groups } = draftContent(draft);
  if (contentOf(details, blocks, groups) === base) return false;
  if (!saved) return true;
  return draft.baseUpdatedAt === saved.updatedAt || Date.parse(draft.savedAt) > Date.parse(saved.updatedAt);
}
