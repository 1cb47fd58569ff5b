import type { ExerciseTemplate } from '@blockbeat/contracts';
import { useQuery } from '@tanstack/react-query';

export const EXERCISE_TEMPLATES_QUERY_KEY = ['/api/exercise-templates'] as const;

/** GET /api/exercise-templates: the library the side panel lists. */
export function useExerciseTemplates() {
  const query = useQuery<ExerciseTemplate[]>({ queryKey: EXERCISE_TEMPLATES_QUERY_KEY });
  return { ...query, templates: query.data ?? [] };
}
