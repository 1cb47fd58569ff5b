import Joi from 'joi';
import { BPM_MAX, BPM_MIN } from './beat';
import { storableString } from './storable-string';
import {
  CROSSFADE_SECONDS_MAX,
  CROSSFADE_SECONDS_STEP,
  CUE_PROFILES,
  DEMO_TYPES,
  roundGroupsProblem,
  STRUCTURE_LIMITS as L,
  type Breathing,
  type ExerciseDemo,
  type RoundGroupSpec,
  type WorkoutSound,
  demoUrlError,
} from './workout-structure';

const breathPart = Joi.number().integer().min(L.breathPartMin).max(L.breathPartMax);
const breathHold = Joi.number().integer().min(0).max(L.breathPartMax).allow(null);

/** A breath-paced hold: 1–100 breaths; inhale and exhale 2–20 s, the holds 0 or 2–20 s. */
export const breathingSchema = Joi.object<Breathing>({
  breaths: Joi.number().integer().min(L.breathsMin).max(L.breathsMax).required(),
  inhaleSec: breathPart.required(),
  holdSec: breathHold.custom(zeroOrAtLeastTwo),
  exhaleSec: breathPart.required(),
  holdAfterSec: breathHold.custom(zeroOrAtLeastTwo),
});

function zeroOrAtLeastTwo(value: number | null, helpers: Joi.CustomHelpers) {
  if (value && value < L.breathPartMin) return helpers.message({ custom: `{{#label}} must be 0 or from ${L.breathPartMin} to ${L.breathPartMax} seconds` });
  return value ?? 0;
}

/** An uploaded image (our /api/uploads/{id}) or a video link; the URL is checked against the type. */
export const demoSchema = Joi.object<ExerciseDemo>({
  type: Joi.string().valid(...DEMO_TYPES).required(),
  url: storableString()
    .max(L.demoUrlMax)
    .required()
    .custom((url: string, helpers) => {
      const error = demoUrlError(String((helpers.state.ancestors[0] as { type?: unknown }).type ?? ''), url);
      return error ? helpers.message({ custom: error }) : url;
    }),
});

/** The structure fields of a block (docs/product.md#structure). */
export const blockStructureFields = {
  eachSide: Joi.boolean(),
  sideSwitchSec: Joi.number().integer().min(0).max(L.sideSwitchMax),
  breathing: breathingSchema.allow(null),
  demo: demoSchema.allow(null),
  clickBpm: Joi.number().integer().min(BPM_MIN).max(BPM_MAX).allow(null),
};

const roundGroupSchema = Joi.object<RoundGroupSpec>({
  start: Joi.number().integer().min(0).required(),
  count: Joi.number().integer().min(1).required(),
  rounds: Joi.number().integer().min(L.roundsMin).max(L.roundsMax).required(),
  restBetweenRoundsSec: Joi.number().integer().min(0).max(L.restBetweenRoundsMax),
  name: storableString().trim().allow('').max(L.groupNameMax),
});

/** Round groups over the workout's blocks (declared after `exercises`, so the blocks are there to check against). */
export const roundGroupsSchema = Joi.array()
  .items(roundGroupSchema)
  .max(250)
  .default([])
  .custom((groups: RoundGroupSpec[], helpers) => {
    const exercises = (helpers.state.ancestors[0] as { exercises?: unknown[] }).exercises ?? [];
    const problem = roundGroupsProblem(groups, exercises.length);
    return problem ? helpers.message({ custom: problem.message }) : groups;
  });

export const workoutSoundSchema = Joi.object<WorkoutSound>({
  cueProfile: Joi.string().valid(...CUE_PROFILES).default('standard'),
  halfwayCue: Joi.boolean().default(false),
  voice: Joi.boolean().default(false),
  flash: Joi.boolean().default(false),
  // No default: a workout saved before it keeps its sound as it was.
  beatCountIn: Joi.boolean(),
  crossfadeSeconds: Joi.number().min(0).max(CROSSFADE_SECONDS_MAX).multiple(CROSSFADE_SECONDS_STEP),
}).allow(null);
