import type { Workout } from '@blockbeat/contracts';
import { getQueryFn } from '@blockbeat/shell-sdk';
import { useQueryClient } from '@tanstack/react-query';

/** GET /api/workouts/{id}: the query function joins the key's segments with '/'. */
export const workoutQueryKey = (id: string) => ['/api/workouts', id] as const;

const fetchWorkout = getQueryFn<Workout>({ on401: 'throw' });

/** The whole workout with its blocks: the dashboard's list carries only summaries. */
export function useFetchWorkout(): (id: string) => Promise<Workout> {
  const queryClient = useQueryClient();
  return async (id) => (await queryClient.fetchQuery({ queryKey: workoutQueryKey(id), queryFn: fetchWorkout }))!;
}
