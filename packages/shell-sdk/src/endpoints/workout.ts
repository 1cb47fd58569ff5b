import type { Workout } from '@blockbeat/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getQueryFn } from '../api/client';
import { retryUpTo } from '../api/queryClient';

/** GET /api/workouts: the signed-in user's workouts as summaries, newest first; a save or a delete makes it stale. */
export const WORKOUTS_QUERY_KEY = ['/api/workouts'] as const;

/** GET /api/workouts/{id}: one of the signed-in user's own workouts, with its blocks. */
export const workoutQueryKey = (id: string) => [...WORKOUTS_QUERY_KEY, id] as const;

const fetchWorkout = getQueryFn<Workout>({ on401: 'throw' });
/** A workout that is not there (404) or not the user's will not appear by asking again. */
const retryUnlessMissing = retryUpTo(2, { unlessClientError: true });

export function workoutQueryOptions(id: string) {
  return { queryKey: workoutQueryKey(id), queryFn: fetchWorkout, retry: retryUnlessMissing };
}

export function useWorkout(id: string | undefined) {
  return useQuery({ ...workoutQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/** Reads (or reuses) a workout outside rendering, e.g. when an export starts. */
export function useFetchWorkout(): (id: string) => Promise<Workout> {
  const queryClient = useQueryClient();
  return (id) => queryClient.fetchQuery(workoutQueryOptions(id));
}
