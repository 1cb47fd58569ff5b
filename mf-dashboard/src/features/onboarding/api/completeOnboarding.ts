import type { AuthUser } from '@blockbeat/contracts';
import { apiRequest, AUTH_USER_QUERY_KEY } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const ONBOARDING_URL = '/api/user/onboarding';

export async function completeOnboarding(): Promise<AuthUser> {
  const res = await apiRequest('PATCH', ONBOARDING_URL, { completed: true });
  return (await res.json()) as AuthUser;
}

/** PRODUCT.md §7: on success the current user is refreshed. */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: async (user) => {
      queryClient.setQueryData(AUTH_USER_QUERY_KEY, user);
      await queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY });
    },
  });
}
