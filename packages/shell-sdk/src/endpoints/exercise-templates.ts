import type { ExerciseTemplate, ExerciseTemplateInput } from '@blockbeat/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from '../api/client';

/** GET /api/exercise-templates: the user's template library, newest first. */
export const EXERCISE_TEMPLATES_QUERY_KEY = ['/api/exercise-templates'] as const;

export const fetchExerciseTemplates = getQueryFn<ExerciseTemplate[]>({ on401: 'throw' });

export function exerciseTemplatesQueryOptions() {
  return { queryKey: EXERCISE_TEMPLATES_QUERY_KEY, queryFn: fetchExerciseTemplates };
}

export function useExerciseTemplates() {
  const query = useQuery(exerciseTemplatesQueryOptions());
  return { ...query, templates: query.data ?? [] };
}

/** POST /api/exercise-templates → 201 with the new template. */
export async function createExerciseTemplate(input: ExerciseTemplateInput): Promise<ExerciseTemplate> {
  const res = await apiRequest('POST', EXERCISE_TEMPLATES_QUERY_KEY[0], input);
  return (await res.json()) as ExerciseTemplate;
}

/** The new template is appended to the cached list (docs/product.md, "Templates"). */
export function useCreateExerciseTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExerciseTemplate,
    onSuccess: (created) => queryClient.setQueryData<ExerciseTemplate[]>(EXERCISE_TEMPLATES_QUERY_KEY, (list) => [...(list ?? []), created]),
  });
}
