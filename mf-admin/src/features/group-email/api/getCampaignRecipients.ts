import type { CampaignRecipientPage } from '@blockbeat/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { recipientsQueryOf, type RecipientView } from '../model/log-view';
import { CAMPAIGNS_KEY } from './getCampaigns';
import { LIVE_POLL_MS } from './keys';

/** GET /api/admin/group-email/campaigns/{id}/recipients?status=&page=, read again every 2 s while `live`. */
export function useCampaignRecipients(view: RecipientView, live: boolean) {
  return useQuery<CampaignRecipientPage>({
    queryKey: [...CAMPAIGNS_KEY, view.campaign, `recipients?${recipientsQueryOf(view)}`],
    // The rows stay while another page or outcome loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: true,
    refetchInterval: live ? LIVE_POLL_MS : false,
  });
}
