import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
import DashboardPage from '../src/exposes/DashboardPage';
import { DELETE_CONFIRMATION } from '../src/features/workouts/hooks/useConfirmedDelete';
import { findToast, mockApi, renderAtDashboard, setupUser, template, workoutSummary as workout, type Answer } from './helpers';

jest.setTimeout(30_000);
const user = setupUser();

const ok = (body: unknown): Answer => ({ status: 200, body });
const renderDashboard = () => renderAtDashboard(<DashboardPage />);
const workoutCards = () => within(screen.getByRole('list', { name: 'My workouts' })).queryAllByRole('heading').map((h) => h.textContent);
const templateCards = () => within(screen.getByRole('list', { name: 'Exercise templates' })).queryAllByRole('heading').map((h) => h.textContent);

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('lists', () => {
  test('when the lists are loading, then six skeleton cards show and the counts read 0', () => {
    mockApi({ '/api/workouts': 'pending', '/api/exercise-templates': 'pending', '/api/custom-categories': 'pending' });
    renderDashboard();
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(6);
    expect(screen.getByRole('list', { name: 'Loading workouts' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('tab', { name: 'My Workouts (0)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Exercise Templates (0)' })).toBeInTheDocument();
  });

  test('when workouts exist, then each card shows name, description, whole minutes, exercise count, Edit, Share and Start', async () => {
    mockApi({
      '/api/workouts': ok([workout(), workout({ id: 'w2', name: 'Evening Yoga', description: 'Gentle flow', exercises: [{ name: 'Sun', duration: 60 }], totalDuration: 119 })]),
      '/api/exercise-templates': ok([]),
      '/api/custom-categories': ok([]),
    });
    renderDashboard();
    expect(await screen.findByRole('tab', { name: 'My Workouts (2)' })).toBeInTheDocument();

    const cards = within(screen.getByRole('list', { name: 'My workouts' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Morning HIIT' })).toBeInTheDocument();
    expect(first.getByText('Intervals to wake you up')).toHaveClass('clamp-2');
    expect(first.getByText('12 min')).toBeInTheDocument();
    expect(first.getByText('5 exercises')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Edit Morning HIIT' })).toHaveAttribute('href', '/builder/w1');
    expect(first.getByRole('button', { name: 'Share Morning HIIT' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Start Morning HIIT' })).toHaveAttribute('href', '/player/w1');
    expect(first.getByRole('button', { name: 'More actions for Morning HIIT' })).toBeInTheDocument();
    // 119 s is 1 min 59 s: whole minutes, rounded down.
    expect(within(cards[1]!).getByText('1 min')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('1 exercise')).toBeInTheDocument();
  });

  test('when there are no workouts, then the empty state offers to create the first one', async () => {
    mockApi({ '/api/workouts': ok([]), '/api/exercise-templates': ok([]), '/api/custom-categories': ok([]) });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'No workouts yet' })).toBeInTheDocument();
    expect(screen.getByText('Create your first workout to get started with your fitness journey.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Your First Workout' }));
    expect(screen.getByText('builder screen')).toBeInTheDocument();
  });

  test('when there are no templates, then the templates tab shows its empty state', async () => {
    mockApi({ '/api/workouts': ok([]), '/api/exercise-templates': ok([]), '/api/custom-categories': ok([]) });
    renderDashboard();
    await user.click(await screen.findByRole('tab', { name: 'Exercise Templates (0)' }));
    expect(await screen.findByRole('heading', { name: 'No exercise templates yet' })).toBeInTheDocument();
    expect(screen.getByText('Create reusable exercise templates to speed up workout building.')).toBeInTheDocument();
  });

  test('when templates exist, then each card shows its colour, name, hint, seconds, notes and music type', async () => {
    mockApi({
      '/api/workouts': ok([]),
      '/api/exercise-templates': ok([
        template({ id: 't1', name: 'Plank', notes: 'Hips level', musicUrl: 'https://youtu.be/dQw4w9WgXcQ' }),
        template({ id: 't2', name: 'Squat', duration: 45, restTime: 15, blockColor: 'bg-gradient-to-br from-yellow-500 to-yellow-600' }),
      ]),
      '/api/custom-categories': ok([]),
    });
    renderDashboard();
    await user.click(await screen.findByRole('tab', { name: 'Exercise Templates (2)' }));
    const plank = screen.getByRole('article', { name: 'Plank' });
    expect(plank).toHaveStyle({ background: 'linear-gradient(to bottom right, #2563eb, #1d4ed8)', color: '#ffffff' });
    expect(within(plank).getByText('Double click to edit')).toBeInTheDocument();
    expect(within(plank).getByText('30s')).toBeInTheDocument();
    expect(within(plank).getByText('10s')).toBeInTheDocument();
    expect(within(plank).getByText('Hips level')).toBeInTheDocument();
    expect(within(plank).getByText('YouTube')).toBeInTheDocument();
    expect(within(plank).getByRole('button', { name: 'Play preview of Plank' })).toBeEnabled();
    const squat = screen.getByRole('article', { name: 'Squat' });
    expect(squat).toHaveStyle({ color: '#1c1917' });
    expect(within(squat).getByText('45s')).toBeInTheDocument();
    expect(within(squat).getByText('No music')).toBeInTheDocument();
    expect(within(squat).getByRole('button', { name: 'Play preview of Squat' })).toBeDisabled();
  });

  test('when the workouts cannot be loaded, then an error with a retry shows and retrying recovers', async () => {
    const api = mockApi({ '/api/workouts': { status: 503, body: 'down' }, '/api/exercise-templates': ok([]), '/api/custom-categories': ok([]) });
    renderDashboard();
    expect(await screen.findByText('Could not load your workouts')).toBeInTheDocument();
    api.set('/api/workouts', ok([workout()]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Morning HIIT' })).toBeInTheDocument();
  });

  test('when there are more workouts than a page, then the grid shows the first 24 and more on request', async () => {
    const many = Array.from({ length: 30 }, (_, i) => workout({ id: `w${i}`, name: `Workout ${String(i).padStart(3, '0')}`, createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString() }));
    mockApi({ '/api/workouts': ok(many), '/api/exercise-templates': ok([]), '/api/custom-categories': ok([]) });
    renderDashboard();
    expect(await screen.findByRole('tab', { name: 'My Workouts (30)' })).toBeInTheDocument();
    expect(workoutCards()).toHaveLength(24);
    expect(workoutCards()[0]).toBe('Workout 029');
    await user.click(screen.getByRole('button', { name: 'Show more (6 more)' }));
    expect(workoutCards()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });
});

describe('header', () => {
  test('when New Workout is pressed, then the builder opens', async () => {
    mockApi({ '/api/workouts': ok([]), '/api/exercise-templates': ok([]), '/api/custom-categories': ok([]) });
    renderDashboard();
    await user.click(screen.getByRole('button', { name: 'New Workout' }));
    expect(screen.getByText('builder screen')).toBeInTheDocument();
  });

  test('when Sync Spotify is pressed, then the Spotify sync opens', async () => {
    mockApi({ '/api/workouts': ok([]), '/api/exercise-templates': ok([]), '/api/custom-categories': ok([]) });
    renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Sync Spotify' }));
    expect(screen.getByText('spotify screen')).toBeInTheDocument();
  });

  test('when Create Template is pressed, then the template dialog opens in create mode', async () => {
    mockApi({ '/api/workouts': ok([]), '/api/exercise-templates': ok([]), '/api/custom-categories': ok([]) });
    renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Create Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Exercise Template' });
    expect(within(dialog).getByRole('button', { name: 'Create Template' })).toBeInTheDocument();
  });

  test('when mounted, then the page records the React and QueryClient it runs with', async () => {
    mockApi({ '/api/workouts': ok([]), '/api/exercise-templates': ok([]), '/api/custom-categories': ok([]) });
    const { client } = renderDashboard();
    await screen.findByRole('heading', { name: 'No workouts yet' });
    expect(window.__BLOCKBEAT_SHARED__?.remotes.mf_dashboard?.react).toBe(React);
    expect(window.__BLOCKBEAT_SHARED__?.remotes.mf_dashboard?.queryClient).toBe(client);
  });
});

describe('search', () => {
  const lists = () =>
    mockApi({
      '/api/workouts': ok([
        workout({ id: 'a', name: 'Morning HIIT', description: 'Wake up', notes: null }),
        workout({ id: 'b', name: 'Evening Flow', description: 'Gentle yoga', notes: null }),
        workout({ id: 'c', name: 'Core', description: null, notes: 'Bring a YOGA mat' }),
      ]),
      '/api/exercise-templates': ok([template({ id: 't1', name: 'Plank', notes: 'Yoga core' }), template({ id: 't2', name: 'Squat', notes: '' })]),
      '/api/custom-categories': ok([]),
    });

  /** The dashboard on fake timers, the three workouts listed; the search box and a user for it. */
  async function searchOnFakeTimers() {
    jest.useFakeTimers();
    lists();
    const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
    renderDashboard();
    await screen.findByRole('tab', { name: 'My Workouts (3)' });
    return { user, box: screen.getByRole('searchbox', { name: 'Search workouts and templates' }) };
  }

  test('when the user types, then the lists filter 300 ms after the last keystroke, case-insensitively', async () => {
    const { user, box } = await searchOnFakeTimers();
    expect(box).toHaveAttribute('placeholder', 'Search workouts and templates...');

    await user.type(box, 'YOGA');
    act(() => jest.advanceTimersByTime(299));
    expect(workoutCards()).toHaveLength(3);
    act(() => jest.advanceTimersByTime(1));
    expect(workoutCards()).toEqual(['Evening Flow', 'Core']);
    expect(screen.getByRole('tab', { name: 'My Workouts (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Exercise Templates (1)' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Exercise Templates (1)' }));
    expect(templateCards()).toEqual(['Plank']);
  });

  test('when keystrokes keep coming, then the search waits for a pause of 300 ms', async () => {
    const { user, box } = await searchOnFakeTimers();
    await user.type(box, 'c');
    act(() => jest.advanceTimersByTime(200));
    await user.type(box, 'o');
    act(() => jest.advanceTimersByTime(200));
    expect(workoutCards()).toHaveLength(3);
    act(() => jest.advanceTimersByTime(100));
    expect(workoutCards()).toEqual(['Core']);
  });

  test('when nothing matches, then each tab says so', async () => {
    lists();
    renderDashboard();
    await screen.findByRole('tab', { name: 'My Workouts (3)' });
    await user.type(screen.getByRole('searchbox', { name: 'Search workouts and templates' }), 'zumba');
    expect(await screen.findByRole('heading', { name: 'No workouts match your search' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms or filters')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Exercise Templates (0)' }));
    expect(await screen.findByRole('heading', { name: 'No templates match your search' })).toBeInTheDocument();
  });
});

describe('filters', () => {
  const lists = () =>
    mockApi({
      '/api/workouts': ok([
        workout({ id: 'a', name: 'Short Yoga', category: 'yoga', difficulty: 'beginner', totalDuration: 900, createdAt: '2025-01-03T00:00:00Z' }),
        workout({ id: 'b', name: 'Medium HIIT', category: 'HIIT', difficulty: 'advanced', totalDuration: 1800, createdAt: '2025-01-02T00:00:00Z' }),
        workout({ id: 'c', name: 'Long Boxing', category: 'boxing', difficulty: 'intermediate', totalDuration: 1801, createdAt: '2025-01-01T00:00:00Z' }),
      ]),
      '/api/exercise-templates': ok([
        template({ id: 't1', name: 'Squat', createdAt: '2025-01-01T00:00:00Z' }),
        template({ id: 't2', name: 'Plank', createdAt: '2025-01-02T00:00:00Z' }),
      ]),
      '/api/custom-categories': ok([{ id: 'k1', name: 'Boxing' }]),
    });
  const openFilters = async () => {
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    return screen.getByRole('group', { name: 'Filters' });
  };

  test('when the Filters toggle is pressed, then the four dropdowns show, and pressing again hides them', async () => {
    lists();
    renderDashboard();
    await screen.findByRole('tab', { name: 'My Workouts (3)' });
    const panel = await openFilters();
    for (const name of ['Category', 'Difficulty', 'Duration', 'Sort By']) expect(within(panel).getByRole('combobox', { name })).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByRole('option', { name: 'Boxing' })).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.queryByRole('group', { name: 'Filters' })).not.toBeInTheDocument();
  });

  test.each([
    ['Category', 'Boxing', ['Long Boxing'], 'Category: Boxing'],
    ['Category', 'HIIT', ['Medium HIIT'], 'Category: HIIT'],
    ['Difficulty', 'Beginner', ['Short Yoga'], 'Difficulty: Beginner'],
    ['Duration', 'Short (under 15 min)', ['Short Yoga'], 'Duration: Short (under 15 min)'],
    ['Duration', 'Medium (15-30 min)', ['Medium HIIT'], 'Duration: Medium (15-30 min)'],
    ['Duration', 'Long (over 30 min)', ['Long Boxing'], 'Duration: Long (over 30 min)'],
  ])('when %s is set to %s, then only %p show, with the chip %p', async (select, option, expected, chip) => {
    lists();
    renderDashboard();
    await screen.findByRole('tab', { name: 'My Workouts (3)' });
    const panel = await openFilters();
    await waitFor(() => expect(within(panel).getByRole('option', { name: 'Boxing' })).toBeInTheDocument());
    await user.selectOptions(within(panel).getByRole('combobox', { name: select }), option);
    expect(workoutCards()).toEqual(expected);
    expect(within(screen.getByRole('list', { name: 'Active filters' })).getByText(chip)).toBeInTheDocument();
  });

  test('when Sort By is used, then workouts follow it, "Short to Long" putting the longest first', async () => {
    lists();
    renderDashboard();
    await screen.findByRole('tab', { name: 'My Workouts (3)' });
    expect(workoutCards()).toEqual(['Short Yoga', 'Medium HIIT', 'Long Boxing']);
    const sort = within(await openFilters()).getByRole('combobox', { name: 'Sort By' });
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual(['Newest First', 'Oldest First', 'Name A-Z', 'Short to Long']);
    await user.selectOptions(sort, 'Oldest First');
    expect(workoutCards()).toEqual(['Long Boxing', 'Medium HIIT', 'Short Yoga']);
    await user.selectOptions(sort, 'Name A-Z');
    expect(workoutCards()).toEqual(['Long Boxing', 'Medium HIIT', 'Short Yoga']);
    await user.selectOptions(sort, 'Short to Long');
    expect(workoutCards()).toEqual(['Long Boxing', 'Medium HIIT', 'Short Yoga']);
    await user.selectOptions(sort, 'Newest First');
    expect(workoutCards()).toEqual(['Short Yoga', 'Medium HIIT', 'Long Boxing']);
  });

  test('when the templates tab is open, then Sort By offers and applies the template orders', async () => {
    lists();
    renderDashboard();
    await user.click(await screen.findByRole('tab', { name: 'Exercise Templates (2)' }));
    expect(templateCards()).toEqual(['Plank', 'Squat']);
    const sort = within(await openFilters()).getByRole('combobox', { name: 'Sort By' });
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual(['Newest First', 'Oldest First', 'Name A-Z']);
    await user.selectOptions(sort, 'Oldest First');
    expect(templateCards()).toEqual(['Squat', 'Plank']);
    await user.selectOptions(sort, 'Name A-Z');
    expect(templateCards()).toEqual(['Plank', 'Squat']);
  });

  test('when a chip is removed, then that filter alone is cleared; Clear All clears search and filters', async () => {
    lists();
    renderDashboard();
    await screen.findByRole('tab', { name: 'My Workouts (3)' });
    const panel = await openFilters();
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Difficulty' }), 'Advanced');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Duration' }), 'Medium (15-30 min)');
    await user.type(screen.getByRole('searchbox', { name: 'Search workouts and templates' }), 'hiit');
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(within(chips).getAllByRole('listitem').map((c) => c.textContent)).toEqual(['Search: hiit', 'Difficulty: Advanced', 'Duration: Medium (15-30 min)', 'Clear All']);
    await waitFor(() => expect(workoutCards()).toEqual(['Medium HIIT']));

    await user.click(within(chips).getByRole('button', { name: 'Remove filter Difficulty: Advanced' }));
    expect(within(panel).getByRole('combobox', { name: 'Difficulty' })).toHaveValue('all');
    expect(within(chips).queryByText('Difficulty: Advanced')).not.toBeInTheDocument();

    await user.click(within(chips).getByRole('button', { name: 'Clear All' }));
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search workouts and templates' })).toHaveValue('');
    expect(within(panel).getByRole('combobox', { name: 'Duration' })).toHaveValue('all');
    expect(workoutCards()).toHaveLength(3);
  });

  test('when the search chip is removed, then the search clears at once', async () => {
    lists();
    renderDashboard();
    await screen.findByRole('tab', { name: 'My Workouts (3)' });
    await user.type(screen.getByRole('searchbox', { name: 'Search workouts and templates' }), 'boxing');
    await waitFor(() => expect(workoutCards()).toEqual(['Long Boxing']));
    await user.click(screen.getByRole('button', { name: 'Remove filter Search: boxing' }));
    expect(workoutCards()).toHaveLength(3);
  });
});

describe('workout actions', () => {
  const lists = () => mockApi({ '/api/workouts': ok([workout()]), '/api/exercise-templates': ok([]), '/api/custom-categories': ok([]) });
  const openMenu = async (name = 'Morning HIIT') => {
    await user.click(await screen.findByRole('button', { name: `More actions for ${name}` }));
    return screen.findByRole('menu');
  };

  test('when the menu opens, then it offers Edit, Share, Export as PDF and Delete', async () => {
    lists();
    renderDashboard();
    const menu = await openMenu();
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Edit', 'Share', 'Export as PDF', 'Delete']);
  });

  test('when Edit is chosen in the menu, then the builder opens on that workout', async () => {
    lists();
    renderDashboard();
    await user.click(within(await openMenu()).getByRole('menuitem', { name: 'Edit' }));
    expect(await screen.findByText('builder screen w1')).toBeInTheDocument();
  });

  test('when Share is chosen on the card or in the menu, then the share dialog opens titled with the workout', async () => {
    lists();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Share Morning HIIT' }));
    expect(await screen.findByRole('dialog', { name: 'Share Morning HIIT' })).toBeInTheDocument();
  });

  test('when Export as PDF is chosen, then the PDF dialog opens', async () => {
    lists();
    renderDashboard();
    await user.click(within(await openMenu()).getByRole('menuitem', { name: 'Export as PDF' }));
    expect(await screen.findByRole('dialog', { name: 'Export Morning HIIT as PDF' })).toBeInTheDocument();
  });

  test('when Delete is not confirmed, then nothing is deleted', async () => {
    const api = lists();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderDashboard();
    await user.click(within(await openMenu()).getByRole('menuitem', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith(DELETE_CONFIRMATION);
    expect(DELETE_CONFIRMATION).toBe('Are you sure you want to delete this workout?');
    expect(api.callsTo('DELETE /api/workouts/w1')).toHaveLength(0);
  });

  test('when Delete is confirmed, then the workout is deleted, the list refreshes and a toast says so', async () => {
    const api = lists();
    api.set('DELETE /api/workouts/w1', () => {
      api.set('/api/workouts', ok([]));
      return { status: 204 };
    });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderDashboard();
    await user.click(within(await openMenu()).getByRole('menuitem', { name: 'Delete' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Success');
    expect(toast).toHaveTextContent('Workout deleted successfully');
    expect(await screen.findByRole('heading', { name: 'No workouts yet' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/workouts')).toHaveLength(2);
  });

  test('when the deletion fails, then a toast says it failed', async () => {
    const api = lists();
    api.set('DELETE /api/workouts/w1', { status: 500, body: { error: { code: 'internal', message: 'boom' } } });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderDashboard();
    await user.click(within(await openMenu()).getByRole('menuitem', { name: 'Delete' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Failed to delete workout');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByRole('heading', { name: 'Morning HIIT' })).toBeInTheDocument();
  });

  test('when the user was logged out, then the deletion says so and signs in again after 500 ms', async () => {
    const api = lists();
    api.set('DELETE /api/workouts/w1', { status: 401, body: { error: { code: 'unauthenticated', message: 'Unauthorized' } } });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const setTimeoutSpy = jest.spyOn(window, 'setTimeout');
    renderDashboard();
    await user.click(within(await openMenu()).getByRole('menuitem', { name: 'Delete' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Unauthorized');
    expect(toast).toHaveTextContent('You are logged out. Logging in again...');
    expect(setTimeoutSpy).toHaveBeenCalledWith(expect.any(Function), 500);
  });
});

describe('template cards', () => {
  const lists = () =>
    mockApi({ '/api/workouts': ok([]), '/api/exercise-templates': ok([template({ id: 't1', name: 'Plank', notes: 'Hips' })]), '/api/custom-categories': ok([]) });
  const card = async () => {
    await user.click(await screen.findByRole('tab', { name: 'Exercise Templates (1)' }));
    return screen.getByRole('article', { name: 'Plank' });
  };

  test('when a card is double-clicked (two clicks within 500 ms, under 10 px apart), then it opens for editing', async () => {
    lists();
    renderDashboard();
    const plank = await card();
    const now = jest.spyOn(performance, 'now');
    now.mockReturnValue(1000);
    fireEvent.click(within(plank).getByText('Hips'), { clientX: 50, clientY: 50 });
    now.mockReturnValue(1500);
    fireEvent.click(within(plank).getByText('Hips'), { clientX: 59, clientY: 50 });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Exercise Template' });
    expect(within(dialog).getByLabelText('Exercise Name')).toHaveValue('Plank');
  });

  test('when the clicks are too slow or too far apart, then nothing opens', async () => {
    lists();
    renderDashboard();
    const plank = await card();
    const now = jest.spyOn(performance, 'now');
    now.mockReturnValue(1000);
    fireEvent.click(plank, { clientX: 50, clientY: 50 });
    now.mockReturnValue(1501);
    fireEvent.click(plank, { clientX: 50, clientY: 50 });
    now.mockReturnValue(1700);
    fireEvent.click(plank, { clientX: 60, clientY: 50 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('when the two clicks land on a button, then they are not a double-click on the card', async () => {
    lists();
    renderDashboard();
    const plank = await card();
    const more = within(plank).getByRole('button', { name: 'More actions for Plank' });
    fireEvent.click(more, { clientX: 5, clientY: 5 });
    fireEvent.click(more, { clientX: 5, clientY: 5 });
    expect(screen.queryByRole('dialog', { name: 'Edit Exercise Template' })).not.toBeInTheDocument();
  });

  test('when Edit Template is chosen in the card menu, then it opens for editing', async () => {
    lists();
    renderDashboard();
    const plank = await card();
    await user.click(within(plank).getByRole('button', { name: 'More actions for Plank' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit Template' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Exercise Template' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Template' })).toBeInTheDocument();
  });
});
