import { apiRequest } from '@blockbeat/shell-sdk';
import { useMutation } from '@tanstack/react-query';
import { assignLocation } from '../../../shared/navigation';

export const ACCOUNT_URL = '/api/account';

/** The gateway asks every service to delete the user's rows, then the user; the session cookie goes too. */
export async function deleteAccount(confirmation: string): Promise<void> {
  await apiRequest('DELETE', ACCOUNT_URL, { confirmation });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => assignLocation('/') });
}
