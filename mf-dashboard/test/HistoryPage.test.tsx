import type { Completion, CompletionHistory } from '@blockbeat/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HistoryView } from '../src/features/history/components/HistoryView';
import { QueryClient } from '@tanstack/react-query';
import { mockApi, renderAtDashboard, setupUser } from './helpers';

const BERLIN = 'Europe/Berlin';
// Tuesday 24 November 2026, 11:00 in Berlin.
const NOW = new Date('2026-11-24T10:00:00Z');

const historyUrl = (from: string, to: string) => `/api/completions/history?${new URLSearchParams({ from, to })}`;
// Berlin's local midnights (UTC+1 in winter).
const YEAR_URL = historyUrl('2025-11-23T23:00:00.000Z', '2026-11-24T23:00:00.000Z');
const NOVEMBER_URL = historyUrl('2026-10-31T23:00:00.000Z', '2026-11-30T23:00:00.000Z');
const OCTOBER_URL = historyUrl('2026-09-30T22:00:00.000Z', '2026-10-31T23:00:00.000Z');

let seq = 0;
const done = (workoutName: string, completedAt: string, elapsedSeconds: number): Completion => ({ id: `c${++seq}`, workoutId: 'w1', workoutName, elapsedSeconds, completedAt });
const answer = (completions: Completion[]) => ({ status: 200, body: { from: '', to: '', completions } satisfies CompletionHistory });

const november = [
  done('Morning HIIT', '2026-11-24T06:30:00Z', 1200),
  done('Evening Yoga', '2026-11-23T18:00:00Z', 1800),
  done('Morning HIIT', '2026-11-23T06:00:00Z', 600),
  done('Core Blast', '2026-11-22T09:00:00Z', 900),
  done('Core Blast', '2026-11-03T09:00:00Z', 20),
];
const october = [done('Long Run', '2026-10-31T22:30:00Z', 3600)]; // 23:30 on 31 October in Berlin

function renderHistory(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ [YEAR_URL]: answer([...october, ...november]), [NOVEMBER_URL]: answer(november), [OCTOBER_URL]: answer(october), ...routes });
  // The history query retries server errors (shell-sdk); here without the wait between tries.
  renderAtDashboard(<HistoryView now={NOW} timeZone={BERLIN} />, new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } }));
  return api;
}

const day = (name: RegExp) => screen.getByRole('button', { name });

test('when the user has played workouts, then the streaks, this week’s totals and the month’s completions show', async () => {
  renderHistory();
  expect(await screen.findByText('Current streak')).toBeInTheDocument();
  expect(screen.getByText('Current streak').nextSibling).toHaveTextContent('3 days');
  expect(screen.getByText('Longest streak').nextSibling).toHaveTextContent('3 days');

  const rows = within(screen.getByRole('region', { name: 'Weekly totals' })).getAllByRole('row');
  // Header, then 8 weeks, this week first: Mon 23 and Tue 24 November (3 sessions, 60 min).
  expect(rows).toHaveLength(9);
  expect(rows[1]).toHaveTextContent(/This week\s*3\s*60/);
  expect(rows[2]).toHaveTextContent(/16 Nov – 22 Nov\s*1\s*15/);

  const list = await screen.findByRole('list', { name: 'Workouts in November 2026' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((i) => i.textContent)).toEqual([
    'Morning HIITTue 24 Nov, 07:3020 min',
    'Evening YogaMon 23 Nov, 19:0030 min',
    'Morning HIITMon 23 Nov, 07:0010 min',
    'Core BlastSun 22 Nov, 10:0015 min',
    'Core BlastTue 3 Nov, 10:00< 1 min',
  ]);
});

test('when the month shows, then it starts on Monday and each day with completions is marked with its count', async () => {
  renderHistory();
  const grid = await screen.findByRole('grid', { name: 'November 2026' });
  expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  await waitFor(() => expect(day(/^Monday 23 November 2026: 2 workouts$/)).toHaveTextContent('232'));
  expect(day(/^Tuesday 24 November 2026, today: 1 workout$/)).toBeInTheDocument();
  expect(day(/^Wednesday 4 November 2026: no workouts$/)).toHaveTextContent(/^4$/);
  // 1 November 2026 is a Sunday: the first row is 26 October to 1 November.
  expect(within(within(grid).getAllByRole('row')[1]!).getAllByRole('gridcell').map((c) => c.textContent)).toEqual(['26', '27', '28', '29', '30', '31', '1']);
});

test('when the user moves through the calendar by keyboard, then focus follows the keys and Enter lists that day', async () => {
  const user = setupUser();
  const api = renderHistory();
  await screen.findByRole('grid', { name: 'November 2026' });
  await waitFor(() => expect(day(/^Monday 23 November 2026: 2 workouts$/)).toBeInTheDocument());
  const today = day(/^Tuesday 24 November 2026, today/);
  expect(today).toHaveAttribute('tabindex', '0');

  today.focus();
  await user.keyboard('{ArrowLeft}');
  expect(day(/^Monday 23 November 2026/)).toHaveFocus();
  await user.keyboard('{Enter}');
  const list = screen.getByRole('list', { name: 'Monday 23 November 2026' });
  expect(within(list).getAllByRole('listitem').map((i) => i.textContent)).toEqual(['Evening YogaMon 23 Nov, 19:0030 min', 'Morning HIITMon 23 Nov, 07:0010 min']);
  expect(day(/^Monday 23 November 2026/)).toHaveAttribute('aria-pressed', 'true');

  await user.click(screen.getByRole('button', { name: 'Show all of November 2026' }));
  expect(screen.getByRole('list', { name: 'Workouts in November 2026' })).toBeInTheDocument();

  // Up three weeks and Home: Monday 2 November; one day back leaves the month for October.
  day(/^Monday 23 November 2026/).focus();
  await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{Home}');
  expect(day(/^Monday 2 November 2026/)).toHaveFocus();
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(await screen.findByRole('grid', { name: 'October 2026' })).toBeInTheDocument();
  expect(day(/^Saturday 31 October 2026/)).toHaveFocus();
  await waitFor(() => expect(day(/^Saturday 31 October 2026: 1 workout$/)).toBeInTheDocument());
  expect(api.callsTo(`GET ${OCTOBER_URL}`)).toHaveLength(1);
  expect(screen.getByRole('list', { name: 'Workouts in October 2026' })).toHaveTextContent('Long RunSat 31 Oct, 23:3060 min');

  // Page Down back to November; the future is not shown: Page Down again stays.
  await user.keyboard('{PageDown}');
  expect(await screen.findByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
  expect(day(/^Monday 30 November 2026/)).toHaveFocus();
  await user.keyboard('{PageDown}');
  expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
});

test('when the month buttons are pressed, then the previous month shows and the next one cannot go past this month', async () => {
  const user = setupUser();
  renderHistory({ [historyUrl('2026-08-31T22:00:00.000Z', '2026-09-30T22:00:00.000Z')]: answer([]) });
  await screen.findByRole('grid', { name: 'November 2026' });
  expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Previous month' }));
  await user.click(screen.getByRole('button', { name: 'Previous month' }));
  expect(await screen.findByRole('grid', { name: 'September 2026' })).toBeInTheDocument();
  expect(await screen.findByText('No workouts in September 2026.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next month' }));
  expect(await screen.findByRole('grid', { name: 'October 2026' })).toBeInTheDocument();
});

test('when the history shows, then Export CSV downloads the CSV of every completion', async () => {
  renderHistory();
  const link = await screen.findByRole('link', { name: 'Export CSV' });
  expect(link).toHaveAttribute('href', '/api/completions/export.csv');
  expect(link).toHaveAttribute('download');
});

test('when nothing has been played, then the empty state says how history starts and leads to the workouts', async () => {
  renderHistory({ [YEAR_URL]: answer([]), [NOVEMBER_URL]: answer([]) });
  expect(await screen.findByRole('heading', { name: 'No workouts played yet' })).toBeInTheDocument();
  expect(screen.getByText(/Finish a workout in the player and it shows up here/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to my workouts' })).toHaveAttribute('href', '/dashboard');
  expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
});

test('when the history cannot be read, then an error with Try again shows, and trying again shows it', async () => {
  const user = setupUser();
  const api = renderHistory({ [YEAR_URL]: { status: 503, body: { error: { code: 'unavailable', message: 'Down' } } } });
  expect(await screen.findByText('Could not load your history')).toBeInTheDocument();
  expect(api.callsTo(`GET ${YEAR_URL}`)).toHaveLength(3);
  api.set(YEAR_URL, answer(november));
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Current streak')).toBeInTheDocument();
});
