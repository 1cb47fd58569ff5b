import Joi from 'joi';
import { BEAT_MESSAGES, BPM_MAX, BPM_MIN, DOWNBEAT_MAX_MS, type BeatTapInput } from './beat';

/** PUT /api/uploads/:id/beat: a tapped tempo and a nudged first downbeat. */
export const beatTapInputSchema = Joi.object<BeatTapInput>({
  bpm: Joi.number().min(BPM_MIN).max(BPM_MAX).precision(2).required().messages({
    'number.base': BEAT_MESSAGES.bpmRange,
    'number.min': BEAT_MESSAGES.bpmRange,
    'number.max': BEAT_MESSAGES.bpmRange,
    'any.required': BEAT_MESSAGES.bpmRange,
  }),
  downbeatMs: Joi.number().min(0).max(DOWNBEAT_MAX_MS).required().messages({
    'number.base': BEAT_MESSAGES.downbeatRange,
    'number.min': BEAT_MESSAGES.downbeatRange,
    'number.max': BEAT_MESSAGES.downbeatRange,
    'any.required': BEAT_MESSAGES.downbeatRange,
  }),
});
