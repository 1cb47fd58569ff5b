import { ADMIN_API, type AdminUserRow } from '@blockbeat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BILLING_ADMIN_KEY } from './keys';

export const adminUserUrl = (id: string) => `${ADMIN_API.billing}/users/${encodeURIComponent(id)}`;

/** After any action the rows, the details, the audit log and the figures all read billing again. */
export function useAdminAction<I>(send: (userId: string, input: I) => Promise<AdminUserRow>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, input }: { userId: string; input: I }) => send(userId, input),
    // Not retried: a change the service made before the answer was lost would be made (and logged) twice.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_ADMIN_KEY }),
  });
}
