import type { Workout } from '@blockbeat/contracts';
import { useQuery } from '@tanstack/react-query';
import { retryUnlessMissing } from '../../../shared/retry';

/** GET /api/workouts/{id}: one of the signed-in user's own workouts (default query function). */
export function useWorkout(id: string) {
  return useQuery<Workout>({ queryKey: ['/api/workouts', id], enabled: id !== '', retry: retryUnlessMissing });
}
