// The services' request schemas (`@blockbeat/contracts/schemas`): Joi, for servers only. The
// browser imports the main entry, which holds the same rules and messages as plain TypeScript
// and only the types of these bodies, so no browser bundle carries Joi (~52 KB gzipped).
export * from './storable-string';
export * from './workout-schema';
export * from './workout-structure-schema';
export * from './exercise-template-schema';
export * from './custom-category-schema';
export * from './completion-schema';
export * from './branding-schema';
export * from './live-schema';
