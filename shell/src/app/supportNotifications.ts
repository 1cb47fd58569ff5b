import { SUPPORT_NOTIFICATIONS_URL, type SupportNotifications } from '@blockbeat/contracts';
import { getQueryFn } from '@blockbeat/shell-sdk';
import { useQuery } from '@tanstack/react-query';

export const SUPPORT_NOTIFICATIONS_QUERY_KEY = [SUPPORT_NOTIFICATIONS_URL] as const;
export const SUPPORT_POLL_MS = 5000;

export const fetchSupportNotifications = getQueryFn<SupportNotifications>({ on401: 'returnNull' });

/** docs/product.md#data: polled every 5 s while signed in, never retried. */
export function supportNotificationsQueryOptions() {
  return {
    queryKey: SUPPORT_NOTIFICATIONS_QUERY_KEY,
    queryFn: fetchSupportNotifications,
    refetchInterval: SUPPORT_POLL_MS,
    retry: false,
  };
}

export function useSupportNotifications() {
  return useQuery(supportNotificationsQueryOptions());
}
