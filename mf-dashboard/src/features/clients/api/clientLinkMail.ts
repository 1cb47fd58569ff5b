import type { ClientLinkMailInput, ClientLinkMailSent } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLIENTS_URL } from './getRoster';

export const clientLinkMailUrl = (clientId: string) => `${CLIENTS_URL}/${encodeURIComponent(clientId)}/link/email`;

/** POST: the client's link by e-mail; the same `requestId` on a retry, so it is never mailed twice. */
export async function sendClientLinkMail({ clientId, requestId }: { clientId: string } & ClientLinkMailInput): Promise<ClientLinkMailSent> {
  return (await (await apiRequest('POST', clientLinkMailUrl(clientId), { requestId } satisfies ClientLinkMailInput)).json()) as ClientLinkMailSent;
}

export function useSendClientLinkMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendClientLinkMail,
    // A client with no link gets one made: the page's "has a link" changes.
    onSuccess: (sent) => (sent.linkMade ? queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(CLIENTS_URL) }) : undefined),
  });
}
