import type { ShareLink } from '@blockbeat/contracts';
import { throwIfResNotOk } from '@blockbeat/shell-sdk';
import { useMutation } from '@tanstack/react-query';

/** docs/product.md#data: POST with a JSON content type and no body; the answer carries shareUrl. */
export async function shareWorkout(workoutId: string): Promise<ShareLink> {
  const res = await fetch(`/api/workouts/${encodeURIComponent(workoutId)}/share`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return (await res.json()) as ShareLink;
}

export function useShareWorkout() {
  return useMutation({ mutationFn: shareWorkout });
}
