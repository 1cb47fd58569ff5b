/** The coaching service's read of an instructor's workouts and branding (docs/architecture.md#coaching). */
export { coachingFeedRoutes } from './api/coaching-feed-routes';
export { coachingFeedUseCases } from './domain/coaching-feed';
