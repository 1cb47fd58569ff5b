import type { ClientCompletion, ClientCompletionInput, ClientPage } from '@blockbeat/contracts';
import { ApiError, statusOf } from '@blockbeat/shell-sdk';
import { dropQueuedClientCompletion, enqueueClientCompletion, queuedClientCompletions } from '../model/completionQueue';

export const clientPageUrl = (token: string, today: string) => `/api/c/${encodeURIComponent(token)}?today=${today}`;
const completionsUrl = (token: string) => `/api/c/${encodeURIComponent(token)}/completions`;

/** The client's two weeks; `null` when the link is revoked, renewed or unknown (404). */
export async function fetchClientPage(token: string, today: string): Promise<ClientPage | null> {
  const res = await fetch(clientPageUrl(token, today));
  if (res.status === 404) return null;
  if (!res.ok) throw await ApiError.from(res);
  return (await res.json()) as ClientPage;
}

/** POST /api/c/{token}/forget: the client's page, schedule and logs go; the instructor is told. */
export async function forgetClient(token: string): Promise<void> {
  const res = await fetch(`/api/c/${encodeURIComponent(token)}/forget`, { method: 'POST' });
  if (!res.ok) throw await ApiError.from(res);
}

export async function postClientCompletion(token: string, input: ClientCompletionInput): Promise<ClientCompletion> {
  const res = await fetch(completionsUrl(token), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(input) });
  if (!res.ok) throw await ApiError.from(res);
  return (await res.json()) as ClientCompletion;
}

/** No answer (offline), a rate limit or a server error: the same completion may be sent later. */
const worthRetrying = (error: unknown) => {
  const status = statusOf(error);
  return status === null || status === 408 || status === 429 || status >= 500;
};

export type CompletionOutcome = 'sent' | 'queued';

/**
 * Logs one completion: sent now, or kept on the device when it cannot be (offline) and sent by
 * `flushClientCompletions`. A refusal (400, 404) is thrown: sending it again would be refused too.
 */
export async function logClientCompletion(token: string, input: ClientCompletionInput): Promise<CompletionOutcome> {
  enqueueClientCompletion(token, input);
  try {
    await postClientCompletion(token, input);
  } catch (error) {
    if (worthRetrying(error)) return 'queued';
    dropQueuedClientCompletion(token, input.id);
    throw error;
  }
  dropQueuedClientCompletion(token, input.id);
  return 'sent';
}

let flushing: Promise<number> | null = null;

/** Sends what is queued, in order; stops at the first that still cannot go. Answers how many went. */
export function flushClientCompletions(token: string): Promise<number> {
  flushing ??= (async () => {
    let sent = 0;
    for (const completion of queuedClientCompletions(token)) {
      try {
        await postClientCompletion(token, completion);
        sent += 1;
      } catch (error) {
        if (worthRetrying(error)) break;
      }
      dropQueuedClientCompletion(token, completion.id);
    }
    return sent;
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}
