import type { Workout } from '@blockbeat/contracts';
import { ToastProvider } from '@blockbeat/shell-sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import DashboardPage from '../src/exposes/DashboardPage';

type Answer = { status: number; body: unknown } | 'pending';

function mockApi(answers: Record<string, Answer>): jest.Mock {
  const fn = jest.fn((input: RequestInfo | URL) => {
    const answer = answers[String(input)] ?? { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
    if (answer === 'pending') return new Promise(() => undefined);
    const text = JSON.stringify(answer.body);
    return Promise.resolve({ ok: answer.status < 300, status: answer.status, statusText: 'x', text: async () => text, json: async () => answer.body });
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

const workout = (over: Partial<Workout>): Workout => ({
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
  totalDuration: 779, // 12 min 59 s: shown as 12 min (rounded down)
  ...over,
});

function renderDashboard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/dashboard']}>
          <Routes>
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/builder" element={<p>builder screen</p>} />
            <Route path="/spotify-playlist-sync" element={<p>spotify screen</p>} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return client;
}

test('when the lists are loading, then six skeleton cards show and the counts read 0', () => {
  mockApi({ '/api/workouts': 'pending', '/api/exercise-templates': 'pending' });
  renderDashboard();
  expect(screen.getAllByTestId('card-skeleton')).toHaveLength(6);
  expect(screen.getByRole('list', { name: 'Loading workouts' })).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('tab', { name: 'My Workouts (0)' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Exercise Templates (0)' })).toBeInTheDocument();
});

test('when workouts exist, then each card shows name, description, whole minutes, exercise count, Edit and Start', async () => {
  mockApi({
    '/api/workouts': { status: 200, body: [workout({}), workout({ id: 'w2', name: 'Evening Yoga', description: 'Gentle flow', exercises: [{ name: 'Sun', duration: 60 }], totalDuration: 60 })] },
    '/api/exercise-templates': { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } },
  });
  renderDashboard();
  expect(await screen.findByRole('tab', { name: 'My Workouts (2)' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Exercise Templates (0)' })).toBeInTheDocument();

  const cards = within(screen.getByRole('list', { name: 'My workouts' })).getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  const first = within(cards[0]!);
  expect(first.getByRole('heading', { name: 'Morning HIIT' })).toBeInTheDocument();
  expect(first.getByText('Intervals to wake you up')).toHaveClass('clamp-2');
  expect(first.getByText('12 min')).toBeInTheDocument();
  expect(first.getByText('5 exercises')).toBeInTheDocument();
  expect(first.getByRole('link', { name: 'Edit Morning HIIT' })).toHaveAttribute('href', '/builder/w1');
  expect(first.getByRole('link', { name: 'Start Morning HIIT' })).toHaveAttribute('href', '/player/w1');
  expect(within(cards[1]!).getByText('1 min')).toBeInTheDocument();
  expect(within(cards[1]!).getByText('1 exercise')).toBeInTheDocument();
  expect(screen.queryAllByTestId('card-skeleton')).toHaveLength(0);
});

test('when there are no workouts, then the empty state offers to create the first one', async () => {
  mockApi({ '/api/workouts': { status: 200, body: [] }, '/api/exercise-templates': { status: 200, body: [] } });
  renderDashboard();
  expect(await screen.findByRole('heading', { name: 'No workouts yet' })).toBeInTheDocument();
  expect(screen.getByText('Create your first workout to get started with your fitness journey.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Create Your First Workout' }));
  expect(screen.getByText('builder screen')).toBeInTheDocument();
});

test('when templates exist, then their tab counts them and lists them', async () => {
  const template = (id: string, name: string) => ({ id, name, duration: 30, restTime: 10, notes: '', musicUrl: '', musicType: 'youtube', blockColor: 'bg-gradient-to-br from-blue-500 to-blue-600', createdAt: '2025-08-01T10:00:00Z' });
  mockApi({
    '/api/workouts': { status: 200, body: [] },
    '/api/exercise-templates': { status: 200, body: [template('t1', 'Plank'), template('t2', 'Squat'), template('t3', 'Lunge')] },
  });
  renderDashboard();
  await userEvent.click(await screen.findByRole('tab', { name: 'Exercise Templates (3)' }));
  expect(await screen.findByRole('heading', { name: 'Squat' })).toBeInTheDocument();
  expect(screen.getAllByText('30s')).toHaveLength(3);
});

test('when the templates endpoint answers 404, then the templates tab shows its empty state', async () => {
  mockApi({ '/api/workouts': { status: 200, body: [] } });
  renderDashboard();
  await userEvent.click(await screen.findByRole('tab', { name: 'Exercise Templates (0)' }));
  expect(await screen.findByRole('heading', { name: 'No exercise templates yet' })).toBeInTheDocument();
  expect(screen.getByText('Create reusable exercise templates to speed up workout building.')).toBeInTheDocument();
});

test('when the workouts cannot be loaded, then an error with a retry shows and retrying recovers', async () => {
  const fetchMock = mockApi({ '/api/workouts': { status: 503, body: 'down' }, '/api/exercise-templates': { status: 200, body: [] } });
  renderDashboard();
  expect(await screen.findByText('Could not load your workouts')).toBeInTheDocument();
  fetchMock.mockImplementation((input: RequestInfo | URL) =>
    Promise.resolve({ ok: true, status: 200, statusText: 'OK', text: async () => '[]', json: async () => (String(input) === '/api/workouts' ? [workout({})] : []) }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Morning HIIT' })).toBeInTheDocument();
});

test('when the header buttons are used, then they lead to the builder and the Spotify sync', async () => {
  mockApi({ '/api/workouts': { status: 200, body: [] }, '/api/exercise-templates': { status: 200, body: [] } });
  renderDashboard();
  await userEvent.click(screen.getByRole('button', { name: 'Sync Spotify' }));
  expect(screen.getByText('spotify screen')).toBeInTheDocument();
});

test('when mounted, then the page records the React and QueryClient it runs with', async () => {
  mockApi({ '/api/workouts': { status: 200, body: [] }, '/api/exercise-templates': { status: 200, body: [] } });
  const client = renderDashboard();
  await screen.findByRole('heading', { name: 'No workouts yet' });
  expect(window.__BLOCKBEAT_SHARED__?.remotes.mf_dashboard?.react).toBe(React);
  expect(window.__BLOCKBEAT_SHARED__?.remotes.mf_dashboard?.queryClient).toBe(client);
});
