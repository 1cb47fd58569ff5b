import type { AdminGrantInput, AdminUserRow } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';
import { adminUserUrl, useAdminAction } from './useAdminAction';

/** PUT /api/billing/admin/users/{id}/admin {admin} → the row as it is now. */
export async function setAdmin(userId: string, input: AdminGrantInput): Promise<AdminUserRow> {
  const res = await apiRequest('PUT', `${adminUserUrl(userId)}/admin`, input);
  return (await res.json()) as AdminUserRow;
}

export const useSetAdmin = () => useAdminAction(setAdmin);
