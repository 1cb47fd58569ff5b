export const COMPLETION_SECONDS_MAX = 86_400;
export const COMPLETIONS_LISTED = 50;
/** The history page asks for at most this many days at once (a year and a week's margin). */
export const HISTORY_DAYS_MAX = 372;

/**
 * POST /api/completions: one of the caller's own workouts (workoutId) or a shared one (shareToken).
 * `clientId` is made by the player when the workout ends: sending it again (a retry, a queued
 * completion sent after the network came back) answers the completion already logged, so a
 * completion is logged once however many times it is sent.
 */
export interface CompletionInput {
  workoutId?: string;
  shareToken?: string;
  elapsedSeconds: number;
  clientId?: string;
  /** When the workout ended, for a completion sent later (at most 30 days back, never in the future). */
  completedAt?: string;
}

export interface Completion {
  id: string;
  workoutId?: string | null;
  workoutName: string;
  elapsedSeconds: number;
  completedAt: string;
}

/** GET /api/completions/history?from=…&to=… (ISO instants, at most HISTORY_DAYS_MAX days apart). */
export interface CompletionHistory {
  from: string;
  to: string;
  completions: Completion[];
}
