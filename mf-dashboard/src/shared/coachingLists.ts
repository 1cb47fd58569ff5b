import type { ProgramSummary, WorkoutSummary } from '@blockbeat/contracts';
import { getQueryFn, WORKOUTS_QUERY_KEY } from '@blockbeat/shell-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The two lists both coaching features choose from: the instructor's workouts (the dashboard's
 * own query key, so the cache is one) and their programs (GET /api/programs, newest first).
 */
export const PROGRAMS_URL = '/api/programs';

/**
 * The coaching screens' own reads are read again each time a screen opens (the app's client keeps
 * data two minutes and never refetches on mount): what clients did since, and a list a save or an
 * assignment changed, show at once.
 */
export const FRESH_ON_OPEN = { staleTime: 0, refetchOnMount: true } as const;

export const workoutLibraryQueryOptions = () => queryOptions({ queryKey: WORKOUTS_QUERY_KEY, queryFn: getQueryFn<WorkoutSummary[]>({ on401: 'throw' }) });
export const useWorkoutLibrary = () => useQuery(workoutLibraryQueryOptions());

export const programsQueryOptions = () => queryOptions({ queryKey: [PROGRAMS_URL], queryFn: getQueryFn<ProgramSummary[]>({ on401: 'throw' }), ...FRESH_ON_OPEN });
export const usePrograms = () => useQuery(programsQueryOptions());
