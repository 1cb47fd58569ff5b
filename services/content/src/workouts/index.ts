/** Workouts: the caller's own, their blocks and round groups (docs/product.md#workouts). */
export { workoutRoutes } from './api/workout-routes';
export { workoutContent, workoutUseCases, type WorkoutUseCases } from './domain/workouts';
export { createWorkoutRepository, toWorkout, type NewWorkout, type WorkoutContent, type WorkoutRecord, type WorkoutRepository } from './data/workout-repository';
