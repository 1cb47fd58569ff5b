import type { Workout } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /api/imports/{id} (signed in, with access) → 201 with the user's own copy. */
export async function importWorkout(id: string): Promise<Workout> {
  const res = await apiRequest('POST', `/api/imports/${encodeURIComponent(id)}`);
  return (await res.json()) as Workout;
}

export function useImportWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importWorkout,
    retry: false,
    onSuccess: (copy) => {
      queryClient.setQueryData(['/api/workouts', copy.id], copy);
      void queryClient.invalidateQueries({ queryKey: ['/api/workouts'], exact: true });
    },
  });
}
