import type { Branding } from './branding';
import type { Completion } from './completion';
import type { FeedbackEntry } from './live';
import type { CustomCategory, ExerciseTemplate, Workout } from './workout';

/** Content's part of "export my data": GET /internal/me/export, called by the gateway. */
export interface ContentExport {
  /** With the share token when the workout is shared (null otherwise). */
  workouts: Array<Workout & { shareToken: string | null }>;
  exerciseTemplates: ExerciseTemplate[];
  customCategories: CustomCategory[];
  /** Every entry, newest first (the screen lists only the latest). */
  completions: Completion[];
  /** What was uploaded, without the files' bytes. */
  uploads: Array<{ id: string; originalName: string; mimeType: string; size: number; createdAt: string }>;
  branding: Branding;
  /** The live classes the user ran, newest first. */
  liveClasses: Array<{ code: string; workoutId: string | null; startedAt: string; endedAt: string | null }>;
  /** The feedback the user's workouts received, newest first. */
  feedback: FeedbackEntry[];
}
