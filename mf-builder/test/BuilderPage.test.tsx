import type { ExerciseTemplate } from '@blockbeat/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import BuilderPage from '../src/exposes/BuilderPage';
import { mockApi, renderTree, type ApiCall, workoutFixture } from '../../test-setup/remote-harness';

// antd in jsdom is slow: a whole-screen render per keystroke.
jest.setTimeout(30_000);

// antd's modal measures the scrollbar through getComputedStyle(el, '::-webkit-scrollbar'), which
// jsdom does not implement; the pseudo-element is irrelevant here.
const { getComputedStyle } = window;
beforeAll(() => {
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
});
afterAll(() => {
  window.getComputedStyle = getComputedStyle;
});

const UPLOAD = '/api/uploads/0b6f3f5e-8d3c-4a55-9b0e-2b1c3d4e5f60';

const workout = workoutFixture({
  name: 'Core Blast',
  description: 'Abs',
  category: 'hiit',
  difficulty: 'beginner',
  exercises: [
    { name: 'Warm up', duration: 60, restTime: 0, musicUrl: UPLOAD, musicType: 'upload', blockColor: 'bg-gradient-to-br from-green-500 to-green-600' },
    { name: 'Plank', duration: 45, restTime: 15, musicUrl: UPLOAD, musicType: 'upload' },
    { name: 'Squat', duration: 30, restTime: 10 },
  ],
});

const template: ExerciseTemplate = {
  id: 't1',
  name: 'Burpee',
  duration: 40,
  restTime: 20,
  notes: 'Full body',
  musicUrl: '',
  musicType: 'youtube',
  blockColor: 'bg-gradient-to-br from-red-500 to-red-600',
  createdAt: '2025-01-01T00:00:00.000Z',
};

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/workouts/w1': { status: 200, body: workout },
    'GET /api/exercise-templates': { status: 200, body: [template] },
    'GET /api/custom-categories': { status: 200, body: [{ id: 'c1', name: 'Mobility' }] },
    'PUT /api/workouts/w1': ({ body }: ApiCall) => ({ status: 200, body: { ...workout, ...(body as object) } }),
    ...extra,
  });
}

function renderBuilder(path = '/builder/w1') {
  const user = userEvent.setup({ delay: null });
  render(
    renderTree(
      <>
        <Link to="/dashboard">Dashboard</Link>
        <BuilderPage />
      </>,
      { path, routes: ['/builder', '/builder/:id', '/builder-simple/:id'] },
    ),
  );
  return user;
}

const blockNames = () => within(screen.getByRole('list', { name: 'Blocks' })).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));
const currentPath = () => screen.getByRole('status', { name: 'Current path' }).textContent;

async function loaded() {
  await screen.findByDisplayValue('Core Blast');
}

describe('Workout Builder', () => {
  test('when a workout loads, then the summary shows total m:ss, block count and proportional timeline segments', async () => {
    api();
    renderBuilder();
    await loaded();
    expect(screen.getByTestId('total-duration')).toHaveTextContent('2:40');
    expect(screen.getByTestId('block-count')).toHaveTextContent('3');
    const widths = screen.getAllByTestId('timeline-segment').map((s) => s.style.width);
    expect(widths).toEqual(['37.5%', '28.125%', '9.375%', '18.75%', '6.25%']);
    expect(screen.getByRole('img', { name: 'Timeline: 3 blocks, 2:40' })).toBeInTheDocument();
  });

  test('when a block with rest 0 is followed by the same music, then a continuous-music link joins them until the rest changes', async () => {
    api();
    const user = renderBuilder();
    await loaded();
    expect(screen.getByLabelText('Continuous music from Warm up into Plank')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Continuous music from Plank/)).not.toBeInTheDocument();
    const rest = within(screen.getByRole('listitem', { name: 'Block 1: Warm up' })).getByLabelText('Rest (s)');
    await user.clear(rest);
    await user.type(rest, '5');
    expect(screen.queryByLabelText(/Continuous music/)).not.toBeInTheDocument();
  });

  test('when move up / move down are pressed, then blocks reorder by keyboard and the ends are disabled', async () => {
    api();
    const user = renderBuilder();
    await loaded();
    expect(screen.getByRole('button', { name: 'Move Warm up up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Squat down' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move Plank up' }).focus();
    await user.keyboard('{Enter}');
    expect(blockNames()).toEqual(['Block 1: Plank', 'Block 2: Warm up', 'Block 3: Squat']);
    await user.click(screen.getByRole('button', { name: 'Move Warm up down' }));
    expect(blockNames()).toEqual(['Block 1: Plank', 'Block 2: Squat', 'Block 3: Warm up']);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  test('when a block is duplicated, then the copy follows it and the totals update', async () => {
    api();
    const user = renderBuilder();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Duplicate Squat' }));
    expect(blockNames()).toEqual(['Block 1: Warm up', 'Block 2: Plank', 'Block 3: Squat', 'Block 4: Squat']);
    expect(screen.getByTestId('total-duration')).toHaveTextContent('3:20');
    expect(screen.getByTestId('block-count')).toHaveTextContent('4');
  });

  test('when a block is deleted, then an undo toast offers to bring it back in place', async () => {
    api();
    const user = renderBuilder();
    await loaded();
    screen.getByRole('button', { name: 'Delete Plank' }).focus();
    await user.keyboard('{Enter}');
    expect(blockNames()).toEqual(['Block 1: Warm up', 'Block 2: Squat']);
    expect(screen.getByText('Deleted “Plank”.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(blockNames()).toEqual(['Block 1: Warm up', 'Block 2: Plank', 'Block 3: Squat']);
    expect(screen.queryByText('Deleted “Plank”.')).not.toBeInTheDocument();
  });

  test('when consecutive blocks are selected and made rounds, then one framed group of 3 rounds holds them and the total counts every round', async () => {
    api();
    const user = renderBuilder();
    await loaded();
    await user.click(screen.getByRole('checkbox', { name: 'Select Warm up' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Plank' }));
    expect(screen.getByText('2 blocks selected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Repeat/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make rounds' }));
    const group = within(screen.getByRole('list', { name: 'Blocks in Round group 1' }));
    expect(group.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['Block 1: Warm up', 'Block 2: Plank']);
    expect(screen.getByRole('heading', { name: 'Round group 1: ×3' })).toBeInTheDocument();
    expect(screen.getByTestId('block-count')).toHaveTextContent('3');
    // 3 × (60 + 45 + 15) + 30 + 10
    expect(screen.getByTestId('total-duration')).toHaveTextContent('6:40');
  });

  test('when durations are out of range or not numbers, then the form messages show and the fallbacks apply', async () => {
    api();
    const user = renderBuilder();
    await loaded();
    const squat = within(screen.getByRole('listitem', { name: 'Block 3: Squat' }));
    const duration = squat.getByLabelText('Duration (s)');
    await user.clear(duration);
    await user.type(duration, '700');
    await user.tab();
    expect(squat.getByText('Duration must be at most 600 seconds')).toBeInTheDocument();
    await user.clear(duration);
    await user.type(duration, 'abc');
    await user.tab();
    expect(duration).toHaveValue('30');
    const rest = squat.getByLabelText('Rest (s)');
    await user.clear(rest);
    await user.type(rest, '301');
    await user.tab();
    expect(squat.getByText('Rest time must be at most 300 seconds')).toBeInTheDocument();
    await user.clear(rest);
    await user.type(rest, 'x');
    await user.tab();
    expect(rest).toHaveValue('10');
    expect(squat.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('when a music URL does not fit its source, then the spec messages show', async () => {
    api();
    const user = renderBuilder();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Show details of Squat' }));
    const squat = within(screen.getByRole('listitem', { name: 'Block 3: Squat' }));
    await user.click(squat.getByLabelText('Music URL for Squat'));
    await user.paste('https://example.com/song');
    await user.tab();
    expect(squat.getByText('Invalid YouTube URL')).toBeInTheDocument();
    // antd's radio buttons take the click on their label.
    await user.click(squat.getByText('Spotify'));
    expect(squat.getByRole('radio', { name: 'Spotify' })).toBeChecked();
    await user.click(squat.getByLabelText('Music URL for Squat'));
    await user.paste('https://open.spotify.com/album/123');
    expect(squat.getByText('Invalid Spotify URL - must be a track URL')).toBeInTheDocument();
  });

  test('when an uploaded-music block has a URL that is no audio file, then it reads "Unsupported music type"', async () => {
    mockApi({
      'GET /api/workouts/w1': { status: 200, body: { ...workout, exercises: [{ name: 'Odd', duration: 30, musicType: 'upload', musicUrl: 'https://example.com/a.flac' }] } },
      'GET /api/exercise-templates': { status: 200, body: [] },
      'GET /api/custom-categories': { status: 200, body: [] },
    });
    const user = renderBuilder();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Unsupported music type')).toBeInTheDocument();
  });

  test('when Ctrl+S is pressed, then the workout is saved in full with PUT and the screen is clean', async () => {
    const { calls } = api();
    const user = renderBuilder();
    await loaded();
    await user.type(screen.getByLabelText(/Workout name/), ' 2');
    await user.keyboard('{Control>}s{/Control}');
    await screen.findByText('Workout saved: Core Blast 2 is saved.');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/workouts/w1');
    expect(put?.body).toMatchObject({
      name: 'Core Blast 2',
      category: 'hiit',
      difficulty: 'beginner',
      exercises: [
        { name: 'Warm up', duration: 60, restTime: 0, musicUrl: UPLOAD, musicType: 'upload' },
        { name: 'Plank', duration: 45, restTime: 15 },
        { name: 'Squat', duration: 30, restTime: 10 },
      ],
    });
    expect((put?.body as { exercises: object[] }).exercises[2]).not.toHaveProperty('musicUrl');
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  test('when a new workout is saved, then it is created with POST and the route moves to its id', async () => {
    const { calls } = api({
      'POST /api/workouts': ({ body }: ApiCall) => ({ status: 201, body: { ...workout, ...(body as object), id: 'new1' } }),
    });
    const user = renderBuilder('/builder');
    await user.type(await screen.findByLabelText(/Workout name/), 'Fresh');
    await user.click(screen.getByRole('button', { name: /^Add Burpee\b/ }));
    expect(blockNames()).toEqual(['Block 1: Burpee']);
    await user.click(screen.getByRole('button', { name: '+ Add block' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentPath()).toBe('/builder/new1'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Fresh',
      exercises: [
        { name: 'Burpee', duration: 40, restTime: 20, notes: 'Full body', blockColor: template.blockColor },
        { name: 'Exercise 2', duration: 30, restTime: 10 },
      ],
    });
    expect(blockNames()).toEqual(['Block 1: Burpee', 'Block 2: Exercise 2']);
  });

  test('when a new workout gets its first block, then nothing says "required" until the name is left or a save is tried', async () => {
    api();
    const user = renderBuilder('/builder');
    await user.click(await screen.findByRole('button', { name: '+ Add block' }));
    await user.clear(within(screen.getByRole('listitem', { name: 'Block 1: Exercise 1' })).getByLabelText('Exercise name'));
    expect(screen.queryByText('Workout name is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Exercise name is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Workout name is required')).toBeInTheDocument();
    expect(screen.getByText('Exercise name is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Workout name/)).toHaveAccessibleDescription('Workout name is required');
    await waitFor(() => expect(screen.getByLabelText(/Workout name/)).toHaveFocus());
  });

  test('when a block’s music preview plays, then it is the one preview of the screen and stops when another starts', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    api();
    const user = renderBuilder();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Play preview of Warm up' }));
    expect(screen.getByRole('region', { name: 'Music preview' })).toHaveTextContent('Previewing: Warm up');
    expect(play).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Play preview of Plank' }));
    expect(screen.getByRole('button', { name: 'Play preview of Warm up' })).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: 'Music preview' })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Music preview' })).toHaveTextContent('Previewing: Plank');
    await user.click(screen.getByRole('button', { name: 'Stop preview of Plank' }));
    expect(screen.queryByRole('region', { name: 'Music preview' })).not.toBeInTheDocument();
    jest.restoreAllMocks();
  });

  test('when a block’s YouTube URL is previewed, then it plays in the embed, like a template’s', async () => {
    api();
    const user = renderBuilder();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Show details of Squat' }));
    const squat = within(screen.getByRole('listitem', { name: 'Block 3: Squat' }));
    expect(squat.getByRole('button', { name: 'Play preview of Squat' })).toBeDisabled();
    await user.click(squat.getByLabelText('Music URL for Squat'));
    await user.paste('https://youtu.be/dQw4w9WgXcQ');
    await user.click(squat.getByRole('button', { name: 'Play preview of Squat' }));
    expect(screen.getByTitle('Music preview: Squat')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
  });

  test('when a block’s audio file is not audio, then it is refused before sending and says which formats work', async () => {
    const { calls } = api();
    const user = renderBuilder();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Show details of Warm up' }));
    const input = screen.getByLabelText('Upload Audio File for Warm up');
    await user.upload(input, new File(['<html>not a song</html>'], 'song.mp3', { type: 'audio/mpeg' }));
    expect(await screen.findByText('Upload Failed: The file is not an MP3, WAV, M4A or OGG file.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/uploads')).toBe(false);
  });

  test('when the server refuses a block’s audio with a reason, then the reason shows, not "Invalid request"', async () => {
    api({
      'POST /api/uploads': {
        status: 400,
        body: { error: { code: 'validation', message: 'Invalid request', fields: { file: 'Unsupported audio format. Supported formats: MP3, WAV, M4A, OGG' } } },
      },
    });
    const user = renderBuilder();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Show details of Warm up' }));
    const mp3 = new File([new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0, 0, 0])], 'beat.mp3', { type: 'audio/mpeg' });
    await user.upload(screen.getByLabelText('Upload Audio File for Warm up'), mp3);
    expect(await screen.findByText('Upload Failed: Unsupported audio format. Supported formats: MP3, WAV, M4A, OGG')).toBeInTheDocument();
  });

  test('when the workout is invalid, then Save sends nothing and says why', async () => {
    const { calls } = api();
    const user = renderBuilder();
    await loaded();
    await user.clear(screen.getByLabelText(/Workout name/));
    await user.tab();
    expect(screen.getByText('Workout name is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Cannot save yet: Please fix the highlighted fields.');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  test('when the server refuses with 400 fields, then each message shows on its block', async () => {
    api({
      'PUT /api/workouts/w1': {
        status: 400,
        body: { error: { code: 'validation', message: 'Invalid workout', fields: { 'exercises.1.duration': '"duration" must be less than or equal to 600' } } },
      },
    });
    const user = renderBuilder();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const plank = within(screen.getByRole('listitem', { name: 'Block 2: Plank' }));
    expect(await plank.findByText('"duration" must be less than or equal to 600')).toBeInTheDocument();
  });

  test('when the user has no access (402), then the paywall opens', async () => {
    api({ 'PUT /api/workouts/w1': { status: 402, body: { error: { code: 'payment_required', message: 'Subscription required' } } } });
    const user = renderBuilder();
    await loaded();
    await user.type(screen.getByLabelText(/Workout name/), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentPath()).toBe('/subscription-required'));
  });

  test('when Play is pressed with unsaved changes, then it saves first and opens the player', async () => {
    const { calls } = api();
    const user = renderBuilder();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Duplicate Squat' }));
    await user.click(screen.getByRole('button', { name: '▶ Play' }));
    await waitFor(() => expect(currentPath()).toBe('/player/w1'));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  test('when leaving with unsaved changes, then the guard asks, Stay keeps the page and Leave goes', async () => {
    api();
    const user = renderBuilder();
    await loaded();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Duplicate Squat' }));
    const dirtyUnload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirtyUnload);
    expect(dirtyUnload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(currentPath()).toBe('/builder/w1');
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });

  test('when a block is saved as a template, then it is posted with the form fields and the spec toast shows', async () => {
    const { calls } = api({ 'POST /api/exercise-templates': ({ body }: ApiCall) => ({ status: 201, body: { ...template, ...(body as object), id: 't2' } }) });
    const user = renderBuilder();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Show details of Plank' }));
    await user.click(screen.getByRole('button', { name: 'Save block as template' }));
    expect(await screen.findByText('Template Created: Plank saved to the template library')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Plank',
      duration: 45,
      restTime: 15,
      notes: '',
      musicType: 'upload',
      musicUrl: UPLOAD,
      blockColor: 'bg-gradient-to-br from-purple-500 to-purple-600',
    });
    expect(await screen.findByRole('button', { name: /^Add Plank\b/ })).toBeInTheDocument();
  });

  test('when a new category is created inline, then it is posted and chosen for the workout', async () => {
    const { calls } = api({ 'POST /api/custom-categories': { status: 201, body: { id: 'c2', name: 'Barre' } } });
    const user = renderBuilder();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Details and sound' }));
    await user.click(screen.getByRole('button', { name: 'New category' }));
    await user.type(screen.getByLabelText('New category name'), 'Barre');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Barre' }));
    expect(await screen.findByTitle('Barre')).toBeInTheDocument();
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ category: 'Barre' }));
  });

  test('when the template library is searched, then only matching templates are listed', async () => {
    api();
    const user = renderBuilder();
    await loaded();
    const library = within(screen.getByRole('region', { name: 'Template library' }));
    expect(await library.findByRole('button', { name: /^Add Burpee\b/ })).toBeInTheDocument();
    await user.type(library.getByLabelText('Search templates'), 'zzz');
    await act(async () => undefined);
    expect(library.queryByRole('button', { name: /^Add Burpee\b/ })).not.toBeInTheDocument();
    expect(library.getByText('No templates match your search')).toBeInTheDocument();
    await user.clear(library.getByLabelText('Search templates'));
    await user.type(library.getByLabelText('Search templates'), 'FULL');
    expect(await library.findByRole('button', { name: /^Add Burpee\b/ })).toBeInTheDocument();
  });
});
