// The services' request schemas (`@blockbeat/contracts/schemas`): Joi, for servers only. The
// browser imports the main entry, which holds the same rules and messages as plain TypeScript
// and only the types of these bodies, so no browser bundle carries Joi (~52 KB gzipped).

// Text fields stored as typed
export { storableString } from './storable-string';

// Workouts, blocks, rounds and templates
export { exerciseSchema, workoutInputSchema } from './workout-schema';
export type { WorkoutInput } from './workout-schema';
export {
  blockStructureFields,
  breathingSchema,
  demoSchema,
  roundGroupsSchema,
  workoutSoundSchema,
} from './workout-structure-schema';
export { exerciseTemplateInputSchema, exerciseTemplatePatchSchema } from './exercise-template-schema';
export type { ExerciseTemplateInput, ExerciseTemplatePatch } from './exercise-template-schema';
export { customCategoryInputSchema, isBuiltinCategory } from './custom-category-schema';
export type { CustomCategoryInput } from './custom-category-schema';

// Completions
export { completionInputSchema, historyQuerySchema } from './completion-schema';
export type { HistoryQuery } from './completion-schema';

// Branding
export { brandingInputSchema } from './branding-schema';

// Beats of uploaded tracks
export { beatTapInputSchema } from './beat-schema';

// Live classes
export { feedbackInputSchema, liveActionInputSchema, liveClassInputSchema, liveSettingsSchema } from './live-schema';

// Coaching
export {
  assignmentInputSchema,
  calendarDate,
  calendarQuerySchema,
  clientCompletionInputSchema,
  clientInputSchema,
  clientLinkMailSchema,
  clientPageQuerySchema,
  clientPatchSchema,
  programInputSchema,
  rosterQuerySchema,
} from './coaching-schema';
