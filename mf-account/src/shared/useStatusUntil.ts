import { subscriptionQueryOptions, type SubscriptionInfo } from '@blockbeat/shell-sdk';
import { useQuery } from '@tanstack/react-query';

/** Back from the payment provider, its webhook may land a moment later: ask again every 5 s until it has. */
export const CONFIRMATION_POLL_MS = 5000;
/** About two minutes; a webhook that has not arrived by then is not waited for on this page. */
export const MAX_CONFIRMATION_POLLS = 24;

/** The subscription status read afresh, then every 5 s until `settled` holds (or the polls run out). */
export function useStatusUntil(settled: (status: SubscriptionInfo) => boolean): SubscriptionInfo | undefined {
  const { data } = useQuery({
    ...subscriptionQueryOptions(),
    staleTime: 0,
    refetchInterval: (query) => {
      const current = query.state.data;
      if (current && settled(current)) return false;
      return query.state.dataUpdateCount <= MAX_CONFIRMATION_POLLS ? CONFIRMATION_POLL_MS : false;
    },
  });
  return data;
}
