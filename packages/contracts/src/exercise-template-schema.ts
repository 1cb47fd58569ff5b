import Joi from 'joi';
import { EXERCISE_FORM_MESSAGES } from './exercise-form';
import { nameInFormWords, secondsInFormWords } from './form-field-schema';
import { musicUrlError } from './music';
import { storableString } from './storable-string';
import { demoSchema } from './workout-structure-schema';
import { BLOCK_COLORS, DEFAULT_BLOCK_COLOR, LIMITS, MUSIC_TYPES, type ExerciseTemplate } from './workout';

export type ExerciseTemplateInput = Omit<ExerciseTemplate, 'id' | 'createdAt'>;

export type ExerciseTemplatePatch = Partial<ExerciseTemplateInput>;

/**
 * Checks the URL against its sibling musicType (declared before it, so a defaulted type is
 * already in place). In a patch without a musicType the stored type decides, which only the
 * server knows: it re-checks the merged template.
 */
function musicUrl(typeMayBeAbsent: boolean) {
  return storableString()
    .allow('')
    .max(LIMITS.notesMax)
    .custom((url: string, helpers) => {
      const type = (helpers.state.ancestors[0] as { musicType?: unknown }).musicType;
      if (type === undefined && typeMayBeAbsent) return url;
      const error = musicUrlError(typeof type === 'string' ? type : '', url);
      return error ? helpers.message({ custom: error }) : url;
    });
}

const field = {
  name: nameInFormWords(storableString().trim().min(1).max(LIMITS.workoutNameMax), EXERCISE_FORM_MESSAGES.name),
  duration: secondsInFormWords(Joi.number().integer().min(LIMITS.durationMin).max(LIMITS.durationMax), EXERCISE_FORM_MESSAGES.duration),
  restTime: secondsInFormWords(Joi.number().integer().min(LIMITS.restMin).max(LIMITS.restMax), EXERCISE_FORM_MESSAGES.restTime),
  notes: storableString().allow('').max(LIMITS.notesMax),
  musicType: Joi.string().valid(...MUSIC_TYPES),
  blockColor: Joi.string()
    .valid(...BLOCK_COLORS)
    .messages({ 'any.only': '{{#label}} must be one of the eight block colours' }),
  demo: demoSchema.allow(null),
};

/** POST /api/exercise-templates, with the template form's defaults (docs/product.md#data, #validation, #numbers-and-limits). */
export const exerciseTemplateInputSchema = Joi.object<ExerciseTemplateInput>({
  name: field.name.required(),
  duration: field.duration.default(LIMITS.defaultDuration),
  restTime: field.restTime.default(LIMITS.defaultRest),
  notes: field.notes.default(''),
  musicType: field.musicType.default('youtube'),
  musicUrl: musicUrl(false).default(''),
  blockColor: field.blockColor.default(DEFAULT_BLOCK_COLOR),
  demo: field.demo.default(null),
});

/** PATCH /api/exercise-templates/{id}: any subset of the fields, same rules, no defaults. */
export const exerciseTemplatePatchSchema = Joi.object<ExerciseTemplatePatch>({
  ...field,
  musicUrl: musicUrl(true),
});
