import Joi from 'joi';

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

export const completionInputSchema = Joi.object<CompletionInput>({
  workoutId: Joi.string().guid(),
  shareToken: Joi.string().pattern(/^[\w-]{1,128}$/),
  elapsedSeconds: Joi.number().integer().min(0).max(COMPLETION_SECONDS_MAX).required(),
}).xor('workoutId', 'shareToken');
