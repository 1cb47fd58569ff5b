import type { AuditPage } from '@blockbeat/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BILLING_ADMIN_KEY } from './keys';

export const AUDIT_PAGE_SIZE = 10;

/** GET /api/billing/admin/audit?page=&pageSize=: newest first. */
export function useAuditLog(page: number) {
  return useQuery<AuditPage>({
    queryKey: [...BILLING_ADMIN_KEY, `audit?page=${page}&pageSize=${AUDIT_PAGE_SIZE}`],
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: true,
  });
}
