export const COMPLETION_SECONDS_MAX = 86_400;
export const COMPLETIONS_LISTED = 50;

/** POST /api/completions: one of the caller's own workouts (workoutId) or a shared one (shareToken). */
export interface CompletionInput {
  workoutId?: string;
  shareToken?: string;
  elapsedSeconds: number;
}

export interface Completion {
  id: string;
  workoutName: string;
  elapsedSeconds: number;
  completedAt: string;
}
