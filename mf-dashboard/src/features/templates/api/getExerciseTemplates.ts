import type { ExerciseTemplate } from '@blockbeat/contracts';
import { throwIfResNotOk } from '@blockbeat/shell-sdk';
import { useQuery } from '@tanstack/react-query';

export const EXERCISE_TEMPLATES_QUERY_KEY = ['/api/exercise-templates'] as const;

/**
 * Until the content service serves templates this route may answer 404; for this one call that
 * means "no templates yet", not an error.
 */
export async function fetchExerciseTemplates({ signal }: { signal?: AbortSignal } = {}): Promise<ExerciseTemplate[]> {
  const res = await fetch(EXERCISE_TEMPLATES_QUERY_KEY.join('/'), { credentials: 'include', signal });
  if (res.status === 404) return [];
  await throwIfResNotOk(res);
  return (await res.json()) as ExerciseTemplate[];
}

export function exerciseTemplatesQueryOptions() {
  return { queryKey: EXERCISE_TEMPLATES_QUERY_KEY, queryFn: fetchExerciseTemplates };
}

export function useExerciseTemplates() {
  const query = useQuery(exerciseTemplatesQueryOptions());
  return { ...query, templates: query.data ?? [] };
}
