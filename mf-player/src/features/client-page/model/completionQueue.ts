import type { ClientCompletionInput } from '@blockbeat/contracts';

/**
 * Completions logged on the client's page while offline (or while the server failed), kept in
 * localStorage per link and sent when the page is back online. Each carries the id made on the
 * device when the workout ended, and the service keeps one completion per id, so a completion
 * sent twice (a flush racing another) is still logged once.
 */
export const CLIENT_QUEUE_KEY = 'blockbeat-client-completions';

const keyOf = (token: string) => `${CLIENT_QUEUE_KEY}:${token}`;

export function queuedClientCompletions(token: string): ClientCompletionInput[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(keyOf(token)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as ClientCompletionInput[]).filter((c) => typeof c?.id === 'string') : [];
  } catch {
    return [];
  }
}

function store(token: string, queue: ClientCompletionInput[]): void {
  try {
    if (queue.length === 0) window.localStorage.removeItem(keyOf(token));
    else window.localStorage.setItem(keyOf(token), JSON.stringify(queue));
  } catch {
    // Storage refused (private mode, full): the completion cannot outlive the page.
  }
}

export function enqueueClientCompletion(token: string, input: ClientCompletionInput): void {
  store(token, [...queuedClientCompletions(token).filter((c) => c.id !== input.id), input]);
}

export function dropQueuedClientCompletion(token: string, id: string): void {
  store(
    token,
    queuedClientCompletions(token).filter((c) => c.id !== id),
  );
}

/** Nothing of the link's stays queued (the client was forgotten). */
export function clearQueuedClientCompletions(token: string): void {
  store(token, []);
}
