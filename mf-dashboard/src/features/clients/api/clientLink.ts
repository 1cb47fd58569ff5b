import type { ClientLink } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLIENTS_URL } from './getRoster';

const linkUrl = (clientId: string) => `${CLIENTS_URL}/${encodeURIComponent(clientId)}/link`;

/** POST: a new link (the token is shown this once; the previous one stops). DELETE: revoke. */
export async function renewClientLink(clientId: string): Promise<ClientLink> {
  return (await (await apiRequest('POST', linkUrl(clientId))).json()) as ClientLink;
}

export async function revokeClientLink(clientId: string): Promise<void> {
  await apiRequest('DELETE', linkUrl(clientId));
}

const invalidateClients = (queryClient: ReturnType<typeof useQueryClient>) => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(CLIENTS_URL) });

export function useRenewClientLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renewClientLink, onSuccess: () => invalidateClients(queryClient) });
}

export function useRevokeClientLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeClientLink, onSuccess: () => invalidateClients(queryClient) });
}
