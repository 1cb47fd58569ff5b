import { toWorkoutSummary, type AuthUser, type ExerciseTemplate, type Workout, type WorkoutSummary } from '@blockbeat/contracts';
import { ThemeProvider, ToastProvider, useToastState } from '@blockbeat/shell-sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type Options } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';

// jsdom does not implement getComputedStyle's pseudo-element argument (antd's scroll lock asks
// for '::-webkit-scrollbar' whenever a dialog opens); answer for the element itself.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

export type Answer = { status: number; body?: unknown } | 'pending';
type Route = Answer | ((request: RecordedRequest) => Answer | Promise<Answer>);

export interface ApiMock {
  calls: RecordedRequest[];
  /** Requests by "METHOD url". */
  callsTo: (key: string) => RecordedRequest[];
  set: (key: string, route: Route) => void;
}

/**
 * fetch answering from a table keyed "METHOD url" (or "url" for GET). Unknown requests answer 404.
 * Every request is recorded with its parsed JSON body. The signed-in user has finished onboarding
 * unless a test says otherwise.
 */
export function mockApi(routes: Record<string, Route>): ApiMock {
  const table = new Map<string, Route>([['/api/auth/user', { status: 200, body: authUser() }], ...Object.entries(routes)]);
  const calls: RecordedRequest[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = String(input);
    let body: unknown = init.body;
    if (typeof init.body === 'string') body = JSON.parse(init.body);
    const request = { method, url, body, headers: (init.headers ?? {}) as Record<string, string> };
    calls.push(request);
    const route = table.get(`${method} ${url}`) ?? (method === 'GET' ? table.get(url) : undefined);
    const answer = typeof route === 'function' ? await route(request) : (route ?? { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } });
    if (answer === 'pending') return new Promise<Response>(() => undefined);
    const text = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: answer.status === 401 ? 'Unauthorized' : 'Status',
      text: async () => text,
      json: async () => JSON.parse(text),
    } as Response;
  }) as unknown as typeof fetch;
  return {
    calls,
    callsTo: (key) => calls.filter((c) => `${c.method} ${c.url}` === key),
    set: (key, route) => table.set(key, route),
  };
}

/** Draws the toasts the shell would draw, so a test can read them. */
function ToastProbe() {
  const { toasts } = useToastState();
  return (
    <div data-testid="toasts">
      {toasts
        .filter((t) => t.open)
        .map((t) => (
          <div key={t.id} data-testid="toast" data-variant={t.variant ?? 'default'}>
            <p>{t.title}</p>
            {t.description && <p>{t.description}</p>}
          </div>
        ))}
    </div>
  );
}

function Echo({ prefix }: { prefix: string }) {
  const { id } = useParams();
  return <p>{`${prefix}${id ? ` ${id}` : ''}`}</p>;
}

/** Stands in for a screen reached by path and query, e.g. "feedback screen ?workout=w1". */
function LocationEcho({ prefix }: { prefix: string }) {
  const { search } = useLocation();
  return <p>{`${prefix} ${search}`}</p>;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders `element` at /dashboard with the providers the shell gives a remote, and stand-ins for the other routes. */
export function renderAtDashboard(element: ReactElement, client: QueryClient = createTestQueryClient()) {
  return renderAt('/dashboard', element, client);
}

/** Renders `element` as the screen at `entry`'s path (entry e.g. "/feedback?workout=w1"), the other routes as stand-ins. */
export function renderAt(entry: string, element: ReactElement, client: QueryClient = createTestQueryClient()) {
  const path = entry.split('?')[0]!;
  const utils = render(
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={[entry]}>
            <Routes>
              <Route path={path} element={element} />
              {path !== '/dashboard' && <Route path="/dashboard" element={<p>dashboard screen</p>} />}
              {path !== '/feedback' && <Route path="/feedback" element={<LocationEcho prefix="feedback screen" />} />}
              <Route path="/builder" element={<Echo prefix="builder screen" />} />
              <Route path="/builder/:id" element={<Echo prefix="builder screen" />} />
              <Route path="/player/:id" element={<Echo prefix="player screen" />} />
              <Route path="/spotify-playlist-sync" element={<p>spotify screen</p>} />
              <Route path="/subscription-required" element={<p>paywall screen</p>} />
            </Routes>
          </MemoryRouter>
          <ToastProbe />
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...utils, client };
}

/** The visible toast's text (title then description). */
export async function findToast(): Promise<HTMLElement> {
  return screen.findByTestId('toast');
}

export const authUser = (over: Partial<AuthUser> = {}): AuthUser => ({
  id: 'u1',
  email: 'coach@example.com',
  firstName: 'Coach',
  lastName: null,
  profileImageUrl: null,
  onboardingCompleted: true,
  ...over,
});

export const workout = (over: Partial<Workout> = {}): Workout => ({
  id: 'w1',
  name: 'Morning HIIT',
  description: 'Intervals to wake you up',
  notes: null,
  category: 'hiit',
  difficulty: 'intermediate',
  createdAt: '2025-08-01T10:00:00Z',
  updatedAt: '2025-08-01T10:00:00Z',
  exercises: [
    { name: 'Burpees', duration: 40, restTime: 20 },
    { name: 'Squats', duration: 40, restTime: 20 },
    { name: 'Plank', duration: 60, restTime: 15 },
    { name: 'Lunges', duration: 45, restTime: 15 },
    { name: 'Jacks', duration: 430, restTime: 0 },
  ],
  totalDuration: 779,
  ...over,
});

/** The workout as the list answers it (GET /api/workouts carries no blocks). */
export const workoutSummary = (over: Partial<Workout> = {}): WorkoutSummary => toWorkoutSummary(workout(over));

export const template = (over: Partial<ExerciseTemplate> = {}): ExerciseTemplate => ({
  id: 't1',
  name: 'Plank',
  duration: 30,
  restTime: 10,
  notes: '',
  musicUrl: '',
  musicType: 'youtube',
  blockColor: 'bg-gradient-to-br from-blue-500 to-blue-600',
  createdAt: '2025-08-01T10:00:00Z',
  ...over,
});

/**
 * user-event without its pointer-events check: the check reads computed styles for every event,
 * which in jsdom grows slow with the many style rules antd inserts.
 */
export function setupUser(options: Options = {}) {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, ...options });
}
