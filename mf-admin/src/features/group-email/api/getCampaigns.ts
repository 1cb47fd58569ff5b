import type { CampaignList } from '@blockbeat/contracts';
import { useQuery } from '@tanstack/react-query';
import { GROUP_EMAIL_KEY, LIVE_POLL_MS } from './keys';

export const CAMPAIGNS_KEY = [...GROUP_EMAIL_KEY, 'campaigns'] as const;

const anyRunning = (list: CampaignList | undefined) => list?.campaigns.some((c) => c.status !== 'done') ?? false;

/** GET /api/admin/group-email/campaigns (newest first), read again every 2 s while any campaign runs. */
export function useCampaigns() {
  return useQuery<CampaignList>({
    queryKey: CAMPAIGNS_KEY,
    staleTime: 0,
    refetchOnMount: true,
    refetchInterval: (query) => (anyRunning(query.state.data) ? LIVE_POLL_MS : false),
  });
}
