import type { CompletionInput } from '@blockbeat/contracts';
import { statusOf } from './api/apiError';
import { apiRequest } from './api/client';

/**
 * Completions that could not be sent when the workout ended (offline, a server error), kept in
 * localStorage per user and sent later: on the `online` event, at the next app start and after
 * the next completion. Every entry carries its `clientId`, and the service answers a clientId it
 * already has with the completion it logged, so sending one again never logs it twice.
 */
export const COMPLETION_QUEUE_KEY = 'blockbeat-completion-queue';

/** A completion with the id that makes resending it safe. */
export type QueuedCompletion = CompletionInput & { clientId: string };

export type SendCompletion = (input: QueuedCompletion) => Promise<unknown>;

/** What became of one completion handed to sendCompletion. */
export type CompletionOutcome = 'sent' | 'queued' | 'dropped';

// Per user: a completion queued by one account is never sent with another's session.
const keyOf = (userId: string) => `${COMPLETION_QUEUE_KEY}:${userId}`;

export const postCompletion: SendCompletion = (input) => apiRequest('POST', '/api/completions', input);

/**
 * Worth sending again later: no answer at all (offline), signed out (sent after signing in),
 * a timeout, a rate limit or a server error. Any other 4xx will be refused again unchanged.
 */
export function isWorthRetrying(error: unknown): boolean {
  const status = statusOf(error);
  return status === null || status === 401 || status === 408 || status === 429 || status >= 500;
}

export function queuedCompletions(userId: string): QueuedCompletion[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(keyOf(userId)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedCompletion[]).filter((c) => typeof c?.clientId === 'string') : [];
  } catch {
    return [];
  }
}

function store(userId: string, queue: QueuedCompletion[]): void {
  try {
    if (queue.length === 0) window.localStorage.removeItem(keyOf(userId));
    else window.localStorage.setItem(keyOf(userId), JSON.stringify(queue));
  } catch {
    // Storage refused (private mode, full): this completion cannot outlive the page.
  }
}

/** Keeps a completion for later; one entry per clientId. */
export function enqueueCompletion(userId: string, input: QueuedCompletion): void {
  const queue = queuedCompletions(userId).filter((c) => c.clientId !== input.clientId);
  store(userId, [...queue, input]);
}

// Read afresh on each removal: a completion queued while a flush runs must not be lost.
function removeQueued(userId: string, clientId: string): void {
  store(
    userId,
    queuedCompletions(userId).filter((c) => c.clientId !== clientId),
  );
}

const flushing = new Map<string, Promise<void>>();

async function flushOnce(userId: string, send: SendCompletion): Promise<void> {
  for (const completion of queuedCompletions(userId)) {
    try {
      await send(completion);
      removeQueued(userId, completion.clientId);
    } catch (error) {
      // Still offline (or signed out): the rest would fail alike; keep them all for next time.
      if (isWorthRetrying(error)) return;
      removeQueued(userId, completion.clientId);
      console.warn('A queued workout completion was refused and dropped', error);
    }
  }
}

/** Sends every queued completion of this user, oldest first. A flush asked while one runs joins it. */
export function flushCompletionQueue(userId: string, send: SendCompletion = postCompletion): Promise<void> {
  const running = flushing.get(userId);
  if (running) return running;
  const flush = flushOnce(userId, send).finally(() => flushing.delete(userId));
  flushing.set(userId, flush);
  return flush;
}

/**
 * Sends one completion now; when that fails in a way worth retrying it is queued instead, and when
 * it goes through, whatever was queued before follows it.
 */
export async function sendCompletion(userId: string, input: QueuedCompletion, send: SendCompletion = postCompletion): Promise<CompletionOutcome> {
  try {
    await send(input);
  } catch (error) {
    if (isWorthRetrying(error)) {
      enqueueCompletion(userId, input);
      return 'queued';
    }
    console.warn('The workout completion was refused and not logged', error);
    return 'dropped';
  }
  void flushCompletionQueue(userId, send);
  return 'sent';
}
