import type { ExerciseTemplate, ExerciseTemplateInput } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EXERCISE_TEMPLATES_QUERY_KEY } from './getExerciseTemplates';

export async function createExerciseTemplate(input: ExerciseTemplateInput): Promise<ExerciseTemplate> {
  const res = await apiRequest('POST', EXERCISE_TEMPLATES_QUERY_KEY[0], input);
  return (await res.json()) as ExerciseTemplate;
}

/** PRODUCT.md §7: the new template is appended to the cached list. */
export function useCreateExerciseTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExerciseTemplate,
    onSuccess: (created) => {
      queryClient.setQueryData<ExerciseTemplate[]>(EXERCISE_TEMPLATES_QUERY_KEY, (list) => [...(list ?? []), created]);
    },
  });
}
