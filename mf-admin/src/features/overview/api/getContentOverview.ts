import { ADMIN_API, type ContentOverview } from '@blockbeat/contracts';
import { useQuery } from '@tanstack/react-query';

/** GET /api/admin/content/overview: workouts, shares and recent completions, from content. */
export function useContentOverview() {
  return useQuery<ContentOverview>({ queryKey: [ADMIN_API.content, 'overview'], staleTime: 0, refetchOnMount: true });
}
