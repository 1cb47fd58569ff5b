import type { QueryFunction } from '@tanstack/react-query';
import type { ErrorBody } from '@blockbeat/contracts';

/**
 * Any non-OK response becomes `Error("<status>: <body text or status text>")` (PRODUCT.md §8),
 * so callers can recognise 401/403 in the message alone.
 */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/**
 * Reads and drops the body of an answer the caller will not use (a 401 that means "signed out").
 * A body left unread keeps the request open in the browser: Chromium never reports it finished,
 * and the page never looks idle (Lighthouse waited its 45 s cap on every signed-out page).
 */
export async function discardBody(res: Response): Promise<void> {
  await res.text().catch(() => undefined);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A write (or one-off read) with the session cookie; JSON body when there is one. */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Reads GET at the query key's segments joined by '/', e.g. ['/api/workouts', id]. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) {
      await discardBody(res);
      return null;
    }
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** Authorization failure as the API client reports it: '401: …Unauthorized…'. */
export function isUnauthorizedError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.message.startsWith('401: ') && error.message.includes('Unauthorized');
}

/** The server refused because the user has no access to create or edit (402 payment_required). */
export function isPaymentRequiredError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('402: ');
}

/** The `{ error: { code, message, fields? } }` a service answered, read back from the client's error message. */
export function errorBodyOf(error: unknown): ErrorBody | null {
  if (!(error instanceof Error)) return null;
  const body = /^\d{3}: ([\s\S]*)$/.exec(error.message)?.[1];
  if (!body) return null;
  try {
    const parsed = JSON.parse(body) as Partial<ErrorBody> | null;
    return parsed && typeof parsed.error === 'object' && parsed.error !== null ? (parsed as ErrorBody) : null;
  } catch {
    return null;
  }
}
