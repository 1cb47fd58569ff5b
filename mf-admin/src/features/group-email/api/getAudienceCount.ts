import type { AudienceCount, GroupEmailAudience } from '@blockbeat/contracts';
import { useQuery } from '@tanstack/react-query';
import { GROUP_EMAIL_KEY } from './keys';

/** GET /api/admin/group-email/audience-count?audience=: how many users billing has in the audience now. */
export function useAudienceCount(audience: GroupEmailAudience) {
  return useQuery<AudienceCount>({ queryKey: [...GROUP_EMAIL_KEY, `audience-count?audience=${audience}`], staleTime: 0, refetchOnMount: true });
}
