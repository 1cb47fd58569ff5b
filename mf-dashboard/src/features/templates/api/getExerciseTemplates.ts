import type { ExerciseTemplate } from '@blockbeat/contracts';
import { getQueryFn } from '@blockbeat/shell-sdk';
import { useQuery } from '@tanstack/react-query';

export const EXERCISE_TEMPLATES_QUERY_KEY = ['/api/exercise-templates'] as const;

export const fetchExerciseTemplates = getQueryFn<ExerciseTemplate[]>({ on401: 'throw' });

export function exerciseTemplatesQueryOptions() {
  return { queryKey: EXERCISE_TEMPLATES_QUERY_KEY, queryFn: fetchExerciseTemplates };
}

export function useExerciseTemplates() {
  const query = useQuery(exerciseTemplatesQueryOptions());
  return { ...query, templates: query.data ?? [] };
}
