import { ADMIN_API, type SupportUserSummary } from '@blockbeat/contracts';
import { useQuery } from '@tanstack/react-query';
import { summaryQuery } from './summaryQuery';

/** GET /api/admin/support/users/{id}/summary: tickets, from support. */
export const useSupportUserSummary = (id: string) => useQuery<SupportUserSummary>(summaryQuery(ADMIN_API.support, id));
