export * from './subscription';
export * from './expiry';
export * from './billing';
export * from './workout';
export * from './block-colors';
export * from './exercise-form';
export * from './music-preview';
// The Joi schemas are for servers only (`@blockbeat/contracts/schemas`): the browser gets the types
// of the bodies they check, never the modules (type-only exports leave no import behind).
export type { WorkoutInput } from './workout-schema';
export type { ExerciseTemplateInput, ExerciseTemplatePatch } from './exercise-template-schema';
export type { CustomCategoryInput } from './custom-category-schema';
export * from './completion';
export * from './upload';
export * from './upload-checks';
export * from './storage';
export * from './branding';
export * from './brand-colors';
export * from './content-export';
export * from './sorting';
export * from './music';
export * from './errors';
export * from './identity';
export * from './support';
export * from './page-data';
export * from './remotes';
export * from './html';
