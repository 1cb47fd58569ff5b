import Joi from 'joi';
import { LIVE_ACTION_TYPES, LIVE_LIMITS, type FeedbackInput, type LiveActionInput, type LiveClassInput } from './live';
import { storableString } from './storable-string';

export const liveClassInputSchema = Joi.object<LiveClassInput>({
  workoutId: Joi.string().guid().required(),
  allowFollowerAudio: Joi.boolean().default(false),
});

export const liveActionInputSchema = Joi.object<LiveActionInput>({
  type: Joi.string().valid(...LIVE_ACTION_TYPES).required(),
  atMs: Joi.number().integer().min(0).required(),
  blockIndex: Joi.when('type', { is: 'jump', then: Joi.number().integer().min(0).required(), otherwise: Joi.forbidden() }),
});

export const liveSettingsSchema = Joi.object<{ allowFollowerAudio: boolean }>({
  allowFollowerAudio: Joi.boolean().required(),
});

/** Plain text only: stored as typed, shown escaped; control characters refused by storableString. */
export const feedbackInputSchema = Joi.object<FeedbackInput>({
  done: Joi.boolean().required(),
  effort: Joi.number().integer().min(LIVE_LIMITS.effortMin).max(LIVE_LIMITS.effortMax),
  note: storableString().trim().allow('').max(LIVE_LIMITS.feedbackNoteMax),
  firstName: storableString().trim().allow('').max(LIVE_LIMITS.feedbackNameMax),
});
