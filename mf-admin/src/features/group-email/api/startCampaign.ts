import type { Campaign, CampaignInput } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CAMPAIGNS_KEY } from './getCampaigns';
import { GROUP_EMAIL_URL } from './keys';

/** POST /api/admin/group-email/campaigns → 201: the campaign, preparing. */
async function startCampaign(input: CampaignInput): Promise<Campaign> {
  const res = await apiRequest('POST', `${GROUP_EMAIL_URL}/campaigns`, input);
  return (await res.json()) as Campaign;
}

/** Starts a campaign; the log is read again (and then every 2 s while it runs). */
export function useStartCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCampaign,
    // Not retried: a campaign whose answer was lost would be sent twice.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY, exact: true }),
  });
}
