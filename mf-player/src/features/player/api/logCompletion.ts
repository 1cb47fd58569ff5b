import type { CompletionInput } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';
import { useMutation } from '@tanstack/react-query';

/** POST /api/completions (signed in only): own workouts by workoutId, shared ones by shareToken. */
export async function logCompletion(input: CompletionInput): Promise<void> {
  await apiRequest('POST', '/api/completions', input);
}

export function useLogCompletion() {
  return useMutation({
    mutationFn: logCompletion,
    // The class is over; a failed log must not interrupt the completion screen.
    onError: (err) => console.warn('Could not log the completed workout', err),
  });
}
