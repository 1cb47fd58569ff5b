import { STORAGE_USAGE_URL, type StorageUsage } from '@blockbeat/contracts';
import { useQuery } from '@tanstack/react-query';

export const STORAGE_USAGE_QUERY_KEY = [STORAGE_USAGE_URL] as const;

/**
 * GET /api/uploads/usage: the bytes counting against the caller's quota, and the quota. Read
 * afresh each time the page opens: uploads and imports happen on other screens, which do not
 * tell this one.
 */
export function useStorageUsage() {
  return useQuery<StorageUsage>({ queryKey: STORAGE_USAGE_QUERY_KEY, staleTime: 0, refetchOnMount: true });
}
