import Joi from 'joi';
import { EXERCISE_FORM_MESSAGES, WORKOUT_FORM_MESSAGES } from './exercise-form';
import { nameInFormWords, secondsInFormWords } from './form-field-schema';
import { musicUrlError } from './music';
import { storableString } from './storable-string';
import { blockStructureFields, roundGroupsSchema, workoutSoundSchema } from './workout-structure-schema';
import type { RoundGroupSpec, WorkoutSound } from './workout-structure';
import { DIFFICULTIES, LIMITS, MUSIC_TYPES, type Difficulty, type Exercise } from './workout';

const TEXT_MAX = LIMITS.notesMax;

/** The URL is checked against its sibling musicType; an empty URL means "no music". */
const musicUrl = storableString()
  .allow('', null)
  .max(TEXT_MAX)
  .custom((url: string, helpers) => {
    const exercise = helpers.state.ancestors[0] as { musicType?: unknown };
    const type = typeof exercise.musicType === 'string' ? exercise.musicType : '';
    const error = musicUrlError(type, url);
    return error ? helpers.message({ custom: error }) : url;
  });

export const exerciseSchema = Joi.object<Exercise>({
  name: nameInFormWords(storableString().trim().max(LIMITS.workoutNameMax).required(), EXERCISE_FORM_MESSAGES.name),
  // A breath-paced hold's length is its breaths' (the server sets duration to it), so duration is not checked there.
  duration: Joi.when('breathing', {
    is: Joi.object().required(),
    then: Joi.number().min(0).optional(),
    otherwise: secondsInFormWords(Joi.number().integer().min(LIMITS.durationMin).max(LIMITS.durationMax).required(), EXERCISE_FORM_MESSAGES.duration),
  }),
  restTime: secondsInFormWords(Joi.number().integer().min(LIMITS.restMin).max(LIMITS.restMax).default(0), EXERCISE_FORM_MESSAGES.restTime),
  notes: storableString().allow('', null).max(TEXT_MAX),
  musicUrl,
  musicType: Joi.string().valid(...MUSIC_TYPES).allow(null),
  blockColor: storableString().allow('', null).max(200),
  ...blockStructureFields,
});

export interface WorkoutInput {
  name: string;
  description?: string | null;
  notes?: string | null;
  category?: string | null;
  difficulty?: Difficulty | null;
  exercises: Exercise[];
  groups?: RoundGroupSpec[];
  sound?: WorkoutSound | null;
}

/** Body of a workout create or update; totalDuration is computed by the server, never taken. */
export const workoutInputSchema = Joi.object<WorkoutInput>({
  name: nameInFormWords(storableString().trim().min(1).max(LIMITS.workoutNameMax).required(), WORKOUT_FORM_MESSAGES.name),
  description: storableString().allow('', null).max(TEXT_MAX),
  notes: storableString().allow('', null).max(TEXT_MAX),
  category: storableString().allow('', null).max(60),
  difficulty: Joi.string().valid(...DIFFICULTIES).allow(null),
  exercises: Joi.array().items(exerciseSchema).max(500).default([]),
  groups: roundGroupsSchema,
  sound: workoutSoundSchema,
});
