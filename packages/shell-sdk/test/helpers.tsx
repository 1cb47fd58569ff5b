import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** Replaces global fetch; returns the mock so a test can inspect calls. */
export function mockFetch(handler: Handler): jest.Mock {
  const fn = jest.fn((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(handler(String(input), init)));
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

// jsdom has no fetch Response; this is the part of it the client reads.
export function textResponse(body: string, status: number, statusText: string): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => body,
    json: async () => JSON.parse(body) as unknown,
  } as Response;
}

export function jsonResponse(body: unknown, status = 200, statusText = 'OK'): Response {
  return textResponse(JSON.stringify(body), status, statusText);
}

export function wrapperFor(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}
