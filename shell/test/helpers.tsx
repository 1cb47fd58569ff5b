import { ThemeProvider, ToastProvider } from '@blockbeat/shell-sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

type Routes = Record<string, { status: number; body: unknown } | (() => Promise<never>)>;

/** Answers fetch from a table of paths; jsdom has no fetch of its own. */
export function mockApi(routes: Routes): jest.Mock {
  const fn = jest.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    const route = routes[path];
    if (typeof route === 'function') return route();
    const { status, body } = route ?? { status: 404, body: 'Not Found' };
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return { ok: status < 300, status, statusText: status === 401 ? 'Unauthorized' : 'OK', text: async () => text, json: async () => JSON.parse(text) as unknown };
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

export const never = () => new Promise<never>(() => undefined);

export function Providers({ children, path = '/' }: { children: ReactNode; path?: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
