import type { ExerciseTemplate, ExerciseTemplatePatch } from '@blockbeat/contracts';
import { apiRequest, EXERCISE_TEMPLATES_QUERY_KEY } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface UpdateExerciseTemplateVariables {
  id: string;
  patch: ExerciseTemplatePatch;
}

export async function updateExerciseTemplate({ id, patch }: UpdateExerciseTemplateVariables): Promise<ExerciseTemplate> {
  const res = await apiRequest('PATCH', `${EXERCISE_TEMPLATES_QUERY_KEY[0]}/${encodeURIComponent(id)}`, patch);
  return (await res.json()) as ExerciseTemplate;
}

/** The answer replaces the template in the cached list. */
export function useUpdateExerciseTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExerciseTemplate,
    onSuccess: (updated) => {
      queryClient.setQueryData<ExerciseTemplate[]>(EXERCISE_TEMPLATES_QUERY_KEY, (list) =>
        list?.map((t) => (t.id === updated.id ? updated : t)),
      );
    },
  });
}
