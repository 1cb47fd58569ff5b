import type { FeedbackEntry, FeedbackView } from '@blockbeat/contracts';
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import FeedbackPage from '../src/exposes/FeedbackPage';
import { WorkoutFeedback } from '../src/features/feedback/components/WorkoutFeedback';
import { findToast, mockApi, renderAt, setupUser, workout, type Answer } from './helpers';

const BERLIN = 'Europe/Berlin';
const FEEDBACK_URL = '/api/feedback?workoutId=w1';
const WORKOUT_URL = '/api/workouts/w1';

const entry = (over: Partial<FeedbackEntry>): FeedbackEntry => ({
  id: 'f1',
  workoutId: 'w1',
  workoutName: 'Morning HIIT',
  classCode: 'ABC234',
  done: true,
  effort: 7,
  note: null,
  firstName: 'Anna',
  createdAt: '2026-11-24T07:10:00Z',
  ...over,
});

// Entries arrive out of order: the page lists them newest first.
const VIEW: FeedbackView = {
  summary: { count: 3, averageEffort: 6.5 },
  classes: [
    { code: 'ABC234', startedAt: '2026-11-24T06:30:00Z', summary: { count: 2, averageEffort: 6.5 } },
    { code: 'XYZ789', startedAt: '2026-11-20T17:00:00Z', summary: { count: 0, averageEffort: null } },
  ],
  entries: [
    entry({ id: 'f1', firstName: 'Anna', effort: 7, note: 'Loved the\nfinisher', createdAt: '2026-11-24T07:10:00Z' }),
    entry({ id: 'f3', classCode: null, firstName: null, effort: null, done: false, createdAt: '2026-11-25T09:00:00Z' }),
    entry({ id: 'f2', firstName: '', effort: 6, createdAt: '2026-11-24T07:05:00Z' }),
  ],
};

const ok = (body: unknown): Answer => ({ status: 200, body });

function renderFeedbackView(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ [WORKOUT_URL]: ok(workout({ id: 'w1', name: 'Morning HIIT' })), [FEEDBACK_URL]: ok(VIEW), ...routes });
  // The feedback query retries server errors (shell-sdk); here without the wait between tries.
  renderAt('/feedback?workout=w1', <WorkoutFeedback workoutId="w1" timeZone={BERLIN} />, new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } }));
  return api;
}

test('when clients sent feedback, then the page shows the workout, its count and average effort, each class and each entry newest first', async () => {
  const api = renderFeedbackView();
  expect(await screen.findByRole('heading', { level: 1, name: 'Feedback on Morning HIIT' })).toBeInTheDocument();

  const summary = screen.getByRole('region', { name: 'Summary' });
  expect(within(summary).getByText('Feedback').nextSibling).toHaveTextContent(/^3$/);
  expect(within(summary).getByText('Average effort (1–10)').nextSibling).toHaveTextContent(/^6\.5$/);

  const classes = within(screen.getByRole('region', { name: 'By class' })).getAllByRole('listitem');
  expect(classes.map((c) => c.textContent)).toEqual(['Class ABC234Tue 24 Nov, 07:302 feedback · effort 6.5', 'Class XYZ789Fri 20 Nov, 18:000 feedback']);

  const entries = within(screen.getByRole('list', { name: 'What clients said' })).getAllByRole('listitem');
  expect(entries.map((e) => within(e).getByRole('heading', { level: 3 }).textContent)).toEqual(['Someone', 'Anna', 'Someone']);
  expect(entries[0]).toHaveTextContent('Wed 25 Nov, 10:00Did not finish · No effort rating · Shared link');
  expect(entries[1]).toHaveTextContent('Tue 24 Nov, 08:10Finished · Effort 7 of 10 · Live class ABC234');
  expect(within(entries[1]!).getByText(/Loved the/)).toHaveTextContent('Loved the finisher');
  expect(entries[2]).toHaveTextContent('Finished · Effort 6 of 10 · Live class ABC234');
  expect(api.callsTo(`GET ${FEEDBACK_URL}`)).toHaveLength(1);
});

test('when a note or a name holds HTML, then it shows as the text typed and nothing of it is run or drawn', async () => {
  const note = '<img src="x" onerror="alert(1)"><b>bold</b>';
  renderFeedbackView({
    [FEEDBACK_URL]: ok({ ...VIEW, summary: { count: 1, averageEffort: null }, classes: [], entries: [entry({ note, firstName: '<i>Eve</i>' })] }),
  });
  const list = await screen.findByRole('list', { name: 'What clients said' });
  expect(within(list).getByText(note)).toBeInTheDocument();
  expect(within(list).getByRole('heading', { level: 3, name: '<i>Eve</i>' })).toBeInTheDocument();
  expect(list.querySelector('img, b, i')).toBeNull();
  expect(screen.queryByRole('region', { name: 'By class' })).not.toBeInTheDocument();
});

test('when the view carries only the latest entries, then the page says how many of all it shows', async () => {
  renderFeedbackView({ [FEEDBACK_URL]: ok({ ...VIEW, summary: { count: 40, averageEffort: 5.1 } }) });
  expect(await screen.findByText('The latest 3 of 40.')).toBeInTheDocument();
});

test('when nobody has sent feedback, then the page names the workout and says none came yet', async () => {
  renderFeedbackView({ [FEEDBACK_URL]: ok({ summary: { count: 0, averageEffort: null }, classes: [], entries: [] }) });
  expect(await screen.findByRole('heading', { level: 2, name: 'No feedback yet' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Feedback on Morning HIIT' })).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

test('while the feedback loads, then the page says so', async () => {
  renderFeedbackView({ [FEEDBACK_URL]: 'pending' });
  expect(await screen.findByRole('status')).toHaveTextContent('Loading feedback…');
});

test('when the server fails, then the page offers to try again and shows the feedback once it answers', async () => {
  const user = setupUser();
  let failing = true;
  renderFeedbackView({ [FEEDBACK_URL]: () => (failing ? { status: 503, body: { error: { code: 'unavailable', message: 'Down' } } } : ok(VIEW)) });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Could not load the feedback');
  failing = false;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('list', { name: 'What clients said' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('when the workout is not the user’s or is gone, then the page says it was not found instead of offering a retry', async () => {
  const missing = { status: 404, body: { error: { code: 'not_found', message: 'Workout not found' } } };
  renderFeedbackView({ [FEEDBACK_URL]: missing, [WORKOUT_URL]: missing });
  expect(await screen.findByRole('heading', { level: 2, name: 'Workout not found' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});

test('when the session has ended, then the page tells the user they are logged out', async () => {
  renderFeedbackView({ [FEEDBACK_URL]: { status: 401, body: { error: { code: 'unauthenticated', message: 'Unauthorized' } } } });
  expect(await findToast()).toHaveTextContent('UnauthorizedYou are logged out. Logging in again...');
});

test('when the link names no workout, then the page says so and asks the server nothing', async () => {
  const api = mockApi({});
  renderAt('/feedback', <FeedbackPage />);
  expect(await screen.findByRole('heading', { level: 2, name: 'No workout chosen' })).toBeInTheDocument();
  expect(api.calls.filter((c) => c.url.startsWith('/api/feedback') || c.url.startsWith('/api/workouts'))).toEqual([]);
});

test('when the page is opened from a card’s link, then it reads that workout’s feedback and leads back to the dashboard', async () => {
  const user = setupUser();
  const api = mockApi({ [WORKOUT_URL]: ok(workout({ id: 'w1', name: 'Morning HIIT' })), [FEEDBACK_URL]: ok(VIEW) });
  renderAt('/feedback?workout=w1', <FeedbackPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Feedback on Morning HIIT' })).toBeInTheDocument();
  expect(api.callsTo(`GET ${FEEDBACK_URL}`)).toHaveLength(1);
  await user.click(screen.getByRole('link', { name: 'Back to dashboard' }));
  expect(await screen.findByText('dashboard screen')).toBeInTheDocument();
});
