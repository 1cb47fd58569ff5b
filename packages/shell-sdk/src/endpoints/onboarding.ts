import type { AuthUser } from '@blockbeat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/client';
import { AUTH_USER_QUERY_KEY } from '../auth/useAuth';

export const ONBOARDING_URL = '/api/user/onboarding';

/** PATCH /api/user/onboarding { completed }: finish (or, to replay it, reopen) the tutorial. */
export async function setOnboardingCompleted(completed: boolean): Promise<AuthUser> {
  const res = await apiRequest('PATCH', ONBOARDING_URL, { completed });
  return (await res.json()) as AuthUser;
}

/** On success the current user is what the server answered, and is read again (docs/product.md, "Onboarding"). */
export function useSetOnboardingCompleted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOnboardingCompleted,
    onSuccess: async (user) => {
      queryClient.setQueryData(AUTH_USER_QUERY_KEY, user);
      await queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY });
    },
  });
}
