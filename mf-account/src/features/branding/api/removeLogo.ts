import type { Branding } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BRANDING_QUERY_KEY } from './getBranding';

export const BRANDING_LOGO_DELETE_URL = '/api/branding/logo';

/** DELETE /api/branding/logo: 204, also when there was no logo. */
export async function removeLogo(): Promise<void> {
  await apiRequest('DELETE', BRANDING_LOGO_DELETE_URL);
}

export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeLogo,
    onSuccess: () => queryClient.setQueryData<Branding>(BRANDING_QUERY_KEY, (old) => (old ? { ...old, logoUrl: null } : old)),
  });
}
