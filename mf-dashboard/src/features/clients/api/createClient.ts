import type { Client, ClientInput } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLIENTS_URL } from './getRoster';

export async function createClient(input: ClientInput): Promise<Client> {
  return (await (await apiRequest('POST', CLIENTS_URL, input)).json()) as Client;
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createClient, onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(CLIENTS_URL) }) });
}
