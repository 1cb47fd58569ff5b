import Joi from 'joi';
import { musicUrlError } from './music';
import { DIFFICULTIES, LIMITS, MUSIC_TYPES, type Difficulty, type Exercise } from './workout';

const TEXT_MAX = 2000;

/** The URL is checked against its sibling musicType; an empty URL means "no music". */
const musicUrl = Joi.string()
  .allow('', null)
  .max(TEXT_MAX)
  .custom((url: string, helpers) => {
    const exercise = helpers.state.ancestors[0] as { musicType?: unknown };
    const type = typeof exercise.musicType === 'string' ? exercise.musicType : '';
    const error = musicUrlError(type, url);
    return error ? helpers.message({ custom: error }) : url;
  });

export const exerciseSchema = Joi.object<Exercise>({
  name: Joi.string().trim().max(LIMITS.workoutNameMax).required(),
  duration: Joi.number().integer().min(LIMITS.durationMin).max(LIMITS.durationMax).required(),
  restTime: Joi.number().integer().min(LIMITS.restMin).max(LIMITS.restMax).default(0),
  notes: Joi.string().allow('', null).max(TEXT_MAX),
  musicUrl,
  musicType: Joi.string().valid(...MUSIC_TYPES).allow(null),
  blockColor: Joi.string().allow('', null).max(200),
});

export interface WorkoutInput {
  name: string;
  description?: string | null;
  notes?: string | null;
  category?: string | null;
  difficulty?: Difficulty | null;
  exercises: Exercise[];
}

/** Body of a workout create or update; totalDuration is computed by the server, never taken. */
export const workoutInputSchema = Joi.object<WorkoutInput>({
  name: Joi.string().trim().min(1).max(LIMITS.workoutNameMax).required(),
  description: Joi.string().allow('', null).max(TEXT_MAX),
  notes: Joi.string().allow('', null).max(TEXT_MAX),
  category: Joi.string().allow('', null).max(60),
  difficulty: Joi.string().valid(...DIFFICULTIES).allow(null),
  exercises: Joi.array().items(exerciseSchema).max(500).default([]),
});
