import type { Workout } from '@blockbeat/contracts';
import { retryQuery } from '@blockbeat/shell-sdk';
import { useQuery } from '@tanstack/react-query';

/** GET /api/workouts/{id} through the default query function (the key's segments joined by '/'). */
export const workoutQueryKey = (id: string) => ['/api/workouts', id] as const;

/** A workout that is not there (404) or not the user's will not appear by asking again. */
const retryUnlessMissing = (failureCount: number, error: unknown) =>
  !(error instanceof Error && /^40[0-4]: /.test(error.message)) && retryQuery(failureCount, error);

export function useWorkout(id: string | undefined) {
  return useQuery<Workout>({ queryKey: workoutQueryKey(id ?? ''), enabled: Boolean(id), retry: retryUnlessMissing });
}
