import { screen, within } from '@testing-library/react';
import DashboardPage from '../src/exposes/DashboardPage';
import { authUser, mockApi, renderAtDashboard, workoutSummary } from './helpers';

// Any import of the antd entry, static or not, fails this file.
jest.mock('@blockbeat/ui', () => {
  throw new Error('@blockbeat/ui (antd) was imported');
});

/**
 * The dashboard's first paint must not wait for antd (issue 13: 163 KB of the 385 KB the signed-in
 * dashboard loaded). Shared modules are loaded whole, so the page's static imports must not reach
 * @blockbeat/ui's main entry at all; its plain entry (no antd) is allowed.
 */
test('when the dashboard opens on its workouts, then the grid draws without @blockbeat/ui\'s antd entry ever being imported', async () => {
  mockApi({ '/api/workouts': { status: 200, body: [workoutSummary()] }, '/api/exercise-templates': { status: 200, body: [] }, '/api/custom-categories': { status: 200, body: [] } });
  renderAtDashboard(<DashboardPage />);
  const grid = await screen.findByRole('list', { name: 'My workouts' });
  expect(within(grid).getByRole('heading', { name: 'Morning HIIT' })).toBeInTheDocument();
  for (const name of ['New Workout', 'Create Template', 'Sync Spotify', 'Filters']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search workouts and templates' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'My Workouts (1)', selected: true })).toBeInTheDocument();
});

/**
 * A new user's first visit: the onboarding tutorial opens over the page a second after it, and must
 * not bring antd either (issue 25: it made that visit 333 KB of JavaScript instead of 162).
 */
test('when a new user opens the dashboard, then the tutorial opens without @blockbeat/ui\'s antd entry ever being imported', async () => {
  mockApi({
    '/api/auth/user': { status: 200, body: authUser({ onboardingCompleted: false }) },
    '/api/workouts': { status: 200, body: [] },
    '/api/exercise-templates': { status: 200, body: [] },
    '/api/custom-categories': { status: 200, body: [] },
  });
  renderAtDashboard(<DashboardPage />);
  const tutorial = await screen.findByRole('dialog', { name: 'Welcome to BlockBeat!' }, { timeout: 4000 });
  expect(within(tutorial).getByText('Step 1 of 7')).toBeInTheDocument();
  expect(within(tutorial).getByRole('button', { name: 'Next' })).toBeInTheDocument();
});
