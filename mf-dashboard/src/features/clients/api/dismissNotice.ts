import { apiRequest } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLIENTS_URL } from './getRoster';

export async function dismissNotice(id: string): Promise<void> {
  await apiRequest('DELETE', `${CLIENTS_URL}/notices/${encodeURIComponent(id)}`);
}

export function useDismissNotice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: dismissNotice, onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(CLIENTS_URL) }) });
}
