import { totalDuration, type Workout } from '@blockbeat/contracts';
import { createQueryClient, ThemeProvider, ToastProvider, useToastState } from '@blockbeat/shell-sdk';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

// Test harness for the remotes' screens: a scripted API and the providers the shell gives them.
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status: number; body: unknown };
type Routes = Record<string, Answer | ((call: ApiCall) => Answer | Promise<Answer>)>;

/** Answers fetch from a table of 'METHOD /path' entries and records every call; jsdom has no fetch. */
export function mockApi(routes: Routes): { calls: ApiCall[] } {
  const calls: ApiCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const call = { method, path, body };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const { status, body: answer } = typeof route === 'function' ? await route(call) : (route ?? { status: 404, body: 'Not Found' });
    const text = typeof answer === 'string' ? answer : JSON.stringify(answer);
    return { ok: status < 300, status, statusText: String(status), text: async () => text, json: async () => JSON.parse(text) as unknown } as Response;
  }) as unknown as typeof fetch;
  return { calls };
}

function Toasts() {
  const { toasts } = useToastState();
  return (
    <ul aria-label="Toasts">
      {toasts.map((t) => (
        <li key={t.id}>
          {t.title}: {t.description}
        </li>
      ))}
    </ul>
  );
}

/** The path, and the navigation's state (JSON) in `data-state` for a screen that hands one over. */
export function CurrentPath() {
  const { pathname, state } = useLocation();
  return (
    <output aria-label="Current path" data-state={JSON.stringify(state ?? null)}>
      {pathname}
    </output>
  );
}

/** The providers the shell gives a remote screen, with a memory router at `path`. */
export function renderTree(element: ReactNode, { path, routes }: { path: string; routes: string[] }) {
  const client = createQueryClient();
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: false } });
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              {routes.map((r) => (
                <Route key={r} path={r} element={element} />
              ))}
              <Route path="*" element={<p>Elsewhere</p>} />
            </Routes>
            <CurrentPath />
          </MemoryRouter>
          <Toasts />
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/** A stored workout for a screen test: the given fields over neutral defaults. */
export function workoutFixture(fields: Partial<Workout> & Pick<Workout, 'name' | 'exercises'>): Workout {
  return {
    id: 'w1',
    description: null,
    notes: null,
    category: null,
    difficulty: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    totalDuration: totalDuration(fields.exercises),
    ...fields,
  };
}
