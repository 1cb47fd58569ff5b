import Joi from 'joi';
import { COMPLETION_SECONDS_MAX, type CompletionInput } from './completion';

const THIRTY_DAYS_MS = 30 * 86_400_000;

export const completionInputSchema = Joi.object<CompletionInput>({
  workoutId: Joi.string().guid(),
  shareToken: Joi.string().pattern(/^[\w-]{1,128}$/),
  elapsedSeconds: Joi.number().integer().min(0).max(COMPLETION_SECONDS_MAX).required(),
  clientId: Joi.string().guid(),
  // A device's clock can be off by minutes (or fast-forwarded): a completion is never refused for
  // its time. It is kept within the last 30 days and never in the future (docs/decisions.md).
  completedAt: Joi.date()
    .iso()
    .custom((date: Date) => new Date(Math.min(Math.max(date.getTime(), Date.now() - THIRTY_DAYS_MS), Date.now())).toISOString()),
}).xor('workoutId', 'shareToken');

export interface HistoryQuery {
  from: string;
  to: string;
}

export const historyQuerySchema = Joi.object<HistoryQuery>({
  from: Joi.date().iso().required(),
  to: Joi.date().iso().min(Joi.ref('from')).required(),
});
