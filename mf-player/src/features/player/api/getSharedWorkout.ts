import type { SharedWorkout } from '@blockbeat/contracts';
import { useQuery } from '@tanstack/react-query';
import { retryUnlessMissing } from '../../../shared/retry';

/** GET /api/shared/{shareToken}: public, no sign-in. */
export function useSharedWorkout(shareToken: string) {
  return useQuery<SharedWorkout>({ queryKey: ['/api/shared', shareToken], enabled: shareToken !== '', retry: retryUnlessMissing });
}
