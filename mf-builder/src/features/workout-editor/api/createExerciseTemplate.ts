import type { ExerciseTemplate, ExerciseTemplateInput } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EXERCISE_TEMPLATES_QUERY_KEY } from './getExerciseTemplates';

/** POST /api/exercise-templates ("Save block as template"). */
export async function createExerciseTemplate(input: ExerciseTemplateInput): Promise<ExerciseTemplate> {
  const res = await apiRequest('POST', '/api/exercise-templates', input);
  return (await res.json()) as ExerciseTemplate;
}

export function useCreateExerciseTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExerciseTemplate,
    // The spec appends the new template to the list.
    onSuccess: (created) => queryClient.setQueryData<ExerciseTemplate[]>(EXERCISE_TEMPLATES_QUERY_KEY, (list) => [...(list ?? []), created]),
  });
}
