import type { ShareState } from '@blockbeat/contracts';
import { getQueryFn, workoutQueryKey } from '@blockbeat/shell-sdk';
import { useQuery } from '@tanstack/react-query';

/** GET /api/workouts/{id}/share: under the workout's key, so whatever refreshes the workout refreshes this. */
export const shareStateQueryKey = (id: string) => [...workoutQueryKey(id), 'share'] as const;

const fetchShareState = getQueryFn<ShareState>({ on401: 'throw' });

/**
 * Whether the saved workout has a share link. Shares are made elsewhere (the dashboard, another
 * tab), so it is read afresh each time the builder opens and when its window gets the focus back:
 * a share made meanwhile shows without a reload. Unknown (not saved yet, or the call failed) is
 * "not shared".
 */
export function useWorkoutShared(id: string | null): boolean {
  const query = useQuery({
    queryKey: shareStateQueryKey(id ?? ''),
    queryFn: fetchShareState,
    enabled: id !== null,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
    retry: false,
  });
  return id !== null && query.data?.shared === true;
}
