import type { QueryFunction } from '@tanstack/react-query';
import { ApiError } from './apiError';

/** Any non-OK response becomes an ApiError ("<status>: <body text or status text>"). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) throw await ApiError.from(res);
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

/** A multipart upload of one file (the field is `file` on every upload endpoint); answers the JSON. */
export async function uploadFile<T>(url: string, file: Blob, fileName?: string): Promise<T> {
  const form = new FormData();
  if (fileName === undefined) form.append('file', file);
  else form.append('file', file, fileName);
  const res = await fetch(url, { method: 'POST', body: form, credentials: 'include' });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Reads GET at the query key's segments joined by '/', e.g. ['/api/workouts', id]. */
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null>;
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
