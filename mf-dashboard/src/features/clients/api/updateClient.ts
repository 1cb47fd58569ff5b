import type { Client, ClientPatch } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLIENTS_URL } from './getRoster';

export async function updateClient({ id, patch }: { id: string; patch: ClientPatch }): Promise<Client> {
  return (await (await apiRequest('PATCH', `${CLIENTS_URL}/${encodeURIComponent(id)}`, patch)).json()) as Client;
}

/** Archiving is `archived: true` (contracts' ClientPatch). */
export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateClient, onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(CLIENTS_URL) }) });
}
