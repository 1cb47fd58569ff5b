import type { SharedWorkout } from '@blockbeat/contracts';
import { takePageData } from '@blockbeat/shell-sdk';
import { useQuery } from '@tanstack/react-query';
import { retryUnlessMissing } from '../../../shared/retry';

const sharedWorkoutUrl = (shareToken: string) => `/api/shared/${shareToken}`;

/**
 * GET /api/shared/{shareToken}: public, no sign-in. The gateway usually puts the answer into the
 * page (page data), so the player draws without waiting for a second round trip.
 */
export function useSharedWorkout(shareToken: string) {
  return useQuery<SharedWorkout>({
    queryKey: ['/api/shared', shareToken],
    enabled: shareToken !== '',
    retry: retryUnlessMissing,
    initialData: () => (shareToken === '' ? undefined : takePageData<SharedWorkout>(sharedWorkoutUrl(shareToken))),
  });
}
