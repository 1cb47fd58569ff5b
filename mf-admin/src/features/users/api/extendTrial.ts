import type { AdminUserRow, ExtendTrialInput } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';
import { adminUserUrl, useAdminAction } from './useAdminAction';

/** POST /api/billing/admin/users/{id}/extend-trial {days} → the row as it is now. */
export async function extendTrial(userId: string, input: ExtendTrialInput): Promise<AdminUserRow> {
  const res = await apiRequest('POST', `${adminUserUrl(userId)}/extend-trial`, input);
  return (await res.json()) as AdminUserRow;
}

export const useExtendTrial = () => useAdminAction(extendTrial);
