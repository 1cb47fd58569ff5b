import Joi from 'joi';
import { COMPLETION_SECONDS_MAX, type CompletionInput } from './completion';

export const completionInputSchema = Joi.object<CompletionInput>({
  workoutId: Joi.string().guid(),
  shareToken: Joi.string().pattern(/^[\w-]{1,128}$/),
  elapsedSeconds: Joi.number().integer().min(0).max(COMPLETION_SECONDS_MAX).required(),
}).xor('workoutId', 'shareToken');
