import type { AuthUser } from '@blockbeat/contracts';
import { apiRequest, AUTH_USER_QUERY_KEY } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const ONBOARDING_URL = '/api/user/onboarding';

export async function replayTutorial(): Promise<AuthUser> {
  const res = await apiRequest('PATCH', ONBOARDING_URL, { completed: false });
  return (await res.json()) as AuthUser;
}

/** Marks the tutorial as not completed, so the dashboard shows it again. */
export function useReplayTutorial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replayTutorial,
    onSuccess: (user) => queryClient.setQueryData(AUTH_USER_QUERY_KEY, user),
  });
}
