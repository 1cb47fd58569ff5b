// Coaching in-process, for the bench (bench/clients); the service itself starts from main.ts.
export { createApp, SERVICE_NAME, type CoachingDeps } from './app';
export { migrations } from './database/migrations';
export { contentWorkoutSource } from './shared/workout-source';
