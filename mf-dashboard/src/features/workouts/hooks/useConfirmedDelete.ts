import type { WorkoutSummary } from '@blockbeat/contracts';
import { handleUnauthorized, isUnauthorizedError, useToast } from '@blockbeat/shell-sdk';
import { useCallback } from 'react';
import { useDeleteWorkout } from '../api/deleteWorkout';

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this workout?';

/** Delete after the browser's confirmation, with the spec's toasts (docs/product.md#validation, #data, #errors). */
export function useConfirmedDelete(): (workout: WorkoutSummary) => void {
  const { mutate } = useDeleteWorkout();
  const { toast } = useToast();
  return useCallback(
    (workout: WorkoutSummary) => {
      if (!window.confirm(DELETE_CONFIRMATION)) return;
      mutate(workout.id, {
        onSuccess: () => toast({ title: 'Success', description: 'Workout deleted successfully' }),
        onError: (error) => {
          if (isUnauthorizedError(error)) handleUnauthorized(toast);
          else toast({ title: 'Error', description: 'Failed to delete workout', variant: 'destructive' });
        },
      });
    },
    [mutate, toast],
  );
}
