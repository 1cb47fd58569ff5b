import { apiRequest, WORKOUTS_QUERY_KEY } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export async function deleteWorkout(id: string): Promise<void> {
  await apiRequest('DELETE', `${WORKOUTS_QUERY_KEY[0]}/${encodeURIComponent(id)}`);
}

/** docs/product.md#access-and-subscription-states, #data: after a deletion the workout list refreshes. */
export function useDeleteWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKOUTS_QUERY_KEY }),
  });
}
