import type { WorkoutSummary } from '@blockbeat/contracts';
import { getQueryFn, WORKOUTS_QUERY_KEY } from '@blockbeat/shell-sdk';
import { useQuery } from '@tanstack/react-query';

export const fetchWorkouts = getQueryFn<WorkoutSummary[]>({ on401: 'throw' });

export function workoutsQueryOptions() {
  return { queryKey: WORKOUTS_QUERY_KEY, queryFn: fetchWorkouts };
}

export function useWorkouts() {
  const query = useQuery(workoutsQueryOptions());
  return { ...query, workouts: query.data ?? [] };
}
