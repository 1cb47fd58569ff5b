import { STRUCTURE_LIMITS, type ExerciseTemplate } from '@blockbeat/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BuilderPage from '../src/exposes/BuilderPage';
import { mockApi, renderTree, type ApiCall, workoutFixture } from '../../test-setup/remote-harness';

// antd in jsdom is slow: a whole-screen render per keystroke.
jest.setTimeout(30_000);

// antd's modal measures the scrollbar through getComputedStyle(el, '::-webkit-scrollbar'), which jsdom lacks;
// antd's select opens on a macrotask posted through MessageChannel, which jsdom lacks too: a timer does.
class TimerChannel {
  port1: { onmessage: (() => void) | null } = { onmessage: null };
  port2 = { postMessage: () => void setTimeout(() => this.port1.onmessage?.(), 0) };
}
const { getComputedStyle } = window;
beforeAll(() => {
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
  (globalThis as { MessageChannel?: unknown }).MessageChannel ??= TimerChannel;
});
afterAll(() => {
  window.getComputedStyle = getComputedStyle;
});

const IMAGE = '/api/uploads/0b6f3f5e-8d3c-4a55-9b0e-2b1c3d4e5f61';

const workout = workoutFixture({
  name: 'Flow',
  exercises: [
    { name: 'Warm up', duration: 60, restTime: 0 },
    { name: 'Lunge', duration: 30, restTime: 10 },
    { name: 'Squat', duration: 30, restTime: 10 },
    { name: 'Stretch', duration: 40, restTime: 0 },
  ],
  groups: [{ start: 1, count: 2, rounds: 3, restBetweenRoundsSec: 20 }],
});

const template: ExerciseTemplate = {
  id: 't1',
  name: 'Pigeon',
  duration: 45,
  restTime: 5,
  notes: '',
  musicUrl: '',
  musicType: 'youtube',
  blockColor: 'bg-gradient-to-br from-blue-500 to-blue-600',
  demo: { type: 'image', url: IMAGE },
  createdAt: '2025-01-01T00:00:00.000Z',
};

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/workouts/w1': { status: 200, body: workout },
    'GET /api/exercise-templates': { status: 200, body: [template] },
    'GET /api/custom-categories': { status: 200, body: [] },
    'PUT /api/workouts/w1': ({ body }: ApiCall) => ({ status: 200, body: { ...workout, ...(body as object) } }),
    ...extra,
  });
}

async function openBuilder() {
  const user = userEvent.setup({ delay: null });
  render(renderTree(<BuilderPage />, { path: '/builder/w1', routes: ['/builder/:id'] }));
  await screen.findByDisplayValue('Flow');
  return user;
}

const total = () => screen.getByTestId('total-duration').textContent;
const groupBlocks = (n = 1) =>
  within(screen.getByRole('list', { name: `Blocks in Round group ${n}` }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));
const block = (label: string) => within(screen.getByRole('listitem', { name: label }));
// antd's radio buttons take the click on their label.
const radioLabel = (scope: ReturnType<typeof block>, name: string) => scope.getByRole('radio', { name }).closest('label')!;
const savedBody = async (calls: ApiCall[]) => {
  await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  return calls.find((c) => c.method === 'PUT')!.body as Record<string, unknown> & { exercises: Array<Record<string, unknown>> };
};

describe('Builder: rounds', () => {
  test('when a workout with a round group loads, then the group is one frame with its rounds, its length for all rounds, and the total counts every round', async () => {
    api();
    await openBuilder();
    expect(screen.getByRole('heading', { name: 'Round group 1: ×3' })).toBeInTheDocument();
    expect(groupBlocks()).toEqual(['Block 2: Lunge', 'Block 3: Squat']);
    // 3 × 80 + 2 × 20 = 280 s in the group; 60 + 280 + 40 in all.
    expect(screen.getByText('2 blocks · 4:40 for all rounds')).toBeInTheDocument();
    expect(total()).toBe('6:20');
    expect(screen.getByTestId('timeline-group')).toHaveTextContent('×3');
    expect(screen.getByTestId('timeline-group')).toHaveAttribute('title', '3 rounds of Lunge, Squat: 4:40');
    expect(screen.getByRole('img', { name: 'Timeline: 4 blocks, 3 rounds of Lunge, Squat: 4:40, 6:20' })).toBeInTheDocument();
  });

  test('when the rounds stepper and the rest between rounds change, then the totals follow; out of range says why', async () => {
    api();
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'More rounds in Round group 1' }));
    expect(screen.getByRole('heading', { name: 'Round group 1: ×4' })).toBeInTheDocument();
    expect(total()).toBe('8:00');
    const rest = screen.getByLabelText('Rest between rounds (s)');
    await user.clear(rest);
    await user.type(rest, '0');
    expect(total()).toBe('7:00');
    const rounds = screen.getByLabelText('Rounds');
    await user.clear(rounds);
    await user.type(rounds, '51');
    await user.tab();
    expect(screen.getByText('Rounds must be from 2 to 50')).toBeInTheDocument();
    await user.clear(rounds);
    await user.type(rounds, '2');
    expect(screen.getByRole('button', { name: 'Fewer rounds in Round group 1' })).toBeDisabled();
  });

  test('when the group is named, then its frame shows the name and the save sends it, trimmed', async () => {
    const { calls } = api();
    const user = await openBuilder();
    const name = screen.getByLabelText('Name (optional)');
    expect(name).toHaveAttribute('maxlength', String(STRUCTURE_LIMITS.groupNameMax));
    await user.type(name, '  Core circuit ');
    expect(screen.getByRole('heading', { name: 'Round group 1 · Core circuit: ×3' })).toBeInTheDocument();
    await user.keyboard('{Control>}s{/Control}');
    const body = await savedBody(calls);
    expect(body.groups).toEqual([{ start: 1, count: 2, rounds: 3, restBetweenRoundsSec: 20, name: 'Core circuit' }]);
  });

  test('when Ungroup is pressed, then the blocks stay in place, played once', async () => {
    api();
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Ungroup Round group 1' }));
    expect(screen.queryByRole('list', { name: 'Blocks in Round group 1' })).not.toBeInTheDocument();
    expect(total()).toBe('3:00');
    expect(screen.getByTestId('block-count')).toHaveTextContent('4');
  });

  test('when a block next to a group is moved by keyboard, then it steps into the frame, moves within it, and steps out again', async () => {
    api();
    const user = await openBuilder();
    screen.getByRole('button', { name: 'Move Stretch up' }).focus();
    await user.keyboard('{Enter}');
    expect(groupBlocks()).toEqual(['Block 2: Lunge', 'Block 3: Squat', 'Block 4: Stretch']);
    // The card now sits in the frame: the focus follows it, so Enter again moves it on.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Stretch up' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(groupBlocks()).toEqual(['Block 2: Lunge', 'Block 3: Stretch', 'Block 4: Squat']);
    await user.click(screen.getByRole('button', { name: 'Move Lunge up' }));
    expect(groupBlocks()).toEqual(['Block 3: Stretch', 'Block 4: Squat']);
    expect(screen.getByRole('listitem', { name: 'Block 2: Lunge' })).toBeInTheDocument();
  });

  test('when a block in a group is edited, duplicated or deleted, then it is one block for every round', async () => {
    api();
    const user = await openBuilder();
    const duration = block('Block 2: Lunge').getByLabelText('Duration (s)');
    await user.clear(duration);
    await user.type(duration, '40');
    // 3 × 90 + 40 = 310 s in the group.
    expect(screen.getByText('2 blocks · 5:10 for all rounds')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Duplicate Squat' }));
    expect(groupBlocks()).toEqual(['Block 2: Lunge', 'Block 3: Squat', 'Block 4: Squat']);
    await user.click(screen.getAllByRole('button', { name: 'Delete Squat' })[0]!);
    expect(groupBlocks()).toEqual(['Block 2: Lunge', 'Block 3: Squat']);
  });

  test('when the selection has a gap, then Make rounds is disabled and says why', async () => {
    api();
    const user = await openBuilder();
    await user.click(screen.getByRole('checkbox', { name: 'Select Warm up' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Stretch' }));
    expect(screen.getByRole('button', { name: 'Make rounds' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Make rounds' })).toHaveAccessibleDescription('Select blocks that follow each other to make rounds.');
  });
});

describe('Builder: sides, breaths, demos and sound', () => {
  test('when "Each side" is turned on, then a switch time shows and the total counts both sides and the switch', async () => {
    api();
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Show details of Stretch' }));
    const stretch = block('Block 4: Stretch');
    await user.click(stretch.getByRole('switch', { name: 'Each side (left, then right)' }));
    expect(stretch.getByLabelText('Switch time (s)')).toHaveValue('5');
    // 40 more seconds of work and 5 to switch.
    expect(total()).toBe('7:05');
    expect(stretch.getByText('Each side')).toBeInTheDocument();
    await user.clear(stretch.getByLabelText('Switch time (s)'));
    await user.type(stretch.getByLabelText('Switch time (s)'), '16');
    await user.tab();
    expect(stretch.getByText('Switch time must be from 0 to 15 seconds')).toBeInTheDocument();
  });

  test('when a block is timed by breaths, then presets and pattern fields set it and its length reads "12 breaths · 4-7-8 · 3:48"', async () => {
    api();
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Show details of Stretch' }));
    const stretch = block('Block 4: Stretch');
    await user.click(radioLabel(stretch, 'Breaths'));
    expect(stretch.queryByLabelText('Duration (s)')).not.toBeInTheDocument();
    await user.click(stretch.getByRole('button', { name: 'Relax 4-7-8' }));
    expect(stretch.getByRole('button', { name: 'Relax 4-7-8' })).toHaveAttribute('aria-pressed', 'true');
    const breaths = stretch.getByLabelText('Number of breaths');
    await user.clear(breaths);
    await user.type(breaths, '12');
    expect(stretch.getByLabelText('Length of Stretch', { selector: 'p' })).toHaveTextContent('12 breaths · 4-7-8 · 3:48');
    // 60 + 280 + 228
    expect(total()).toBe('9:28');
    const inhale = stretch.getByLabelText('Inhale (s)');
    await user.clear(inhale);
    await user.type(inhale, '25');
    await user.tab();
    expect(stretch.getByText('Inhale must be from 2 to 20 seconds')).toBeInTheDocument();
    await user.click(radioLabel(stretch, 'Time'));
    expect(stretch.getByLabelText('Duration (s)')).toHaveValue('40');
  });

  test('when a demo image is uploaded, then the card shows its thumbnail and Remove takes it away', async () => {
    const { calls } = api({
      'POST /api/uploads/images': { status: 201, body: { id: 'i1', url: IMAGE, originalName: 'lunge.gif', mimeType: 'image/gif', size: 20 } },
    });
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Show details of Lunge' }));
    const gif = new File([new TextEncoder().encode('GIF89a......')], 'lunge.gif', { type: 'image/gif' });
    await user.upload(screen.getByLabelText('Upload demo image for Lunge', { selector: 'input' }), gif);
    expect(await screen.findByText('lunge.gif')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/uploads/images')).toBe(true);
    expect(block('Block 2: Lunge').getAllByRole('img', { name: 'Demo of Lunge' })[0]).toHaveAttribute('src', IMAGE);
    await user.click(screen.getByRole('button', { name: 'Remove demo image from Lunge' }));
    expect(block('Block 2: Lunge').queryByRole('img', { name: 'Demo of Lunge' })).not.toBeInTheDocument();
  });

  test('when a demo file is not an image, then it is refused before sending', async () => {
    const { calls } = api();
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Show details of Lunge' }));
    await user.upload(screen.getByLabelText('Upload demo image for Lunge', { selector: 'input' }), new File(['<svg/>'], 'x.png', { type: 'image/png' }));
    expect(await screen.findByText('Upload Failed: The file is not a PNG, JPEG, GIF or WebP image.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/uploads/images')).toBe(false);
  });

  test('when a demo video link is pasted, then a wrong link says why and a YouTube link shows the video glyph on the card', async () => {
    api();
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Show details of Lunge' }));
    const link = screen.getByLabelText('Demo video link for Lunge');
    await user.click(link);
    await user.paste('https://example.com/clip.avi');
    await user.tab();
    expect(screen.getByText('The demo video must be a YouTube link or an https link to an .mp4 or .webm file')).toBeInTheDocument();
    await user.clear(link);
    await user.paste('https://youtu.be/dQw4w9WgXcQ');
    expect(screen.queryByText(/The demo video must be/)).not.toBeInTheDocument();
    expect(block('Block 2: Lunge').getByRole('img', { name: 'Demo video of Lunge' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove demo video from Lunge' }));
    expect(block('Block 2: Lunge').queryByRole('img', { name: 'Demo video of Lunge' })).not.toBeInTheDocument();
  });

  test('when a template with a demo is added, then the block carries the demo', async () => {
    api();
    const user = await openBuilder();
    await user.click(await screen.findByRole('button', { name: /^Add Pigeon\b/ }));
    expect(block('Block 5: Pigeon').getByRole('img', { name: 'Demo of Pigeon' })).toHaveAttribute('src', IMAGE);
  });

  test('when a crossfade of 4 s is chosen and the workout saved, then its sound carries it, and the hint says embeds still cut (issue 27)', async () => {
    const { calls } = api();
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Details and sound' }));
    expect(screen.getByText(/YouTube, Spotify and SoundCloud cannot be mixed: they still cut/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Crossfade between tracks'));
    await user.click(await screen.findByTitle('4 s'));
    await user.keyboard('{Control>}s{/Control}');
    expect((await savedBody(calls)).sound).toMatchObject({ crossfadeSeconds: 4 });
  });

  test('when a block without music gets its own click tempo, then it counts and fits the block and is saved with it; out of range says so (issue 27)', async () => {
    const { calls } = api();
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Show details of Stretch' }));
    const stretch = block('Block 4: Stretch');
    await user.click(stretch.getByRole('switch', { name: 'Click track at its own tempo for Stretch' }));
    const bpm = stretch.getByLabelText('Click tempo (BPM)');
    expect(bpm).toHaveValue('120');
    await user.clear(bpm);
    await user.type(bpm, '300');
    await user.tab();
    expect(await stretch.findByText('Click tempo must be from 40 to 240 BPM')).toBeInTheDocument();
    await user.clear(bpm);
    await user.type(bpm, '90');
    // The block's length in counts at its click tempo, and the fit to whole 32-count phrases, as with music.
    const beat = within(stretch.getByRole('group', { name: 'Beat of Stretch' }));
    expect(beat.getByText('60 counts · 40.0 s')).toBeInTheDocument();
    await user.click(beat.getByRole('button', { name: 'Fit to the beat' }));
    expect(beat.getByText('≈ 64 counts · 43.0 s')).toBeInTheDocument();
    await user.keyboard('{Control>}s{/Control}');
    const body = await savedBody(calls);
    expect(body.exercises[3]).toMatchObject({ name: 'Stretch', duration: 43, clickBpm: 90 });
    expect(body.exercises[0]).not.toHaveProperty('clickBpm');
  });

  test('when the workout is saved, then the groups, the sound and each block’s sides, breaths and demo are sent', async () => {
    const { calls } = api();
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Details and sound' }));
    await user.click(screen.getByRole('switch', { name: 'Halfway cue' }));
    await user.click(screen.getByRole('switch', { name: 'Flash the screen on each change' }));
    await user.click(screen.getByLabelText('Cue sound'));
    await user.click(await screen.findByTitle('Gentle (stretching, yoga)'));
    await user.click(screen.getByRole('button', { name: 'Show details of Stretch' }));
    const stretch = block('Block 4: Stretch');
    await user.click(stretch.getByRole('switch', { name: 'Each side (left, then right)' }));
    await user.click(radioLabel(stretch, 'Breaths'));
    await user.click(stretch.getByRole('button', { name: 'Box 4-4-4-4' }));
    await user.click(stretch.getByLabelText('Demo video link for Stretch'));
    await user.paste('https://example.com/stretch.mp4');
    await user.keyboard('{Control>}s{/Control}');
    const body = await savedBody(calls);
    expect(body.groups).toEqual([{ start: 1, count: 2, rounds: 3, restBetweenRoundsSec: 20 }]);
    expect(body.sound).toEqual({ cueProfile: 'gentle', halfwayCue: true, voice: false, flash: true });
    expect(body.exercises[3]).toEqual({
      name: 'Stretch',
      duration: 160,
      restTime: 0,
      notes: '',
      blockColor: 'bg-gradient-to-br from-purple-500 to-purple-600',
      eachSide: true,
      sideSwitchSec: 5,
      breathing: { breaths: 10, inhaleSec: 4, holdSec: 4, exhaleSec: 4, holdAfterSec: 4 },
      demo: { type: 'video', url: 'https://example.com/stretch.mp4' },
    });
    expect(body.exercises[0]).not.toHaveProperty('eachSide');
    expect(body.exercises[0]).not.toHaveProperty('breathing');
  });

  test('when a workout saved before (no groups, no sound) is saved again, then it is sent flat with the default sound', async () => {
    const old = workoutFixture({ name: 'Flow', exercises: [{ name: 'Plank', duration: 45, restTime: 15 }] });
    const { calls } = api({ 'GET /api/workouts/w1': { status: 200, body: old } });
    const user = await openBuilder();
    expect(total()).toBe('1:00');
    await user.click(screen.getByRole('button', { name: 'Details and sound' }));
    expect(screen.getByRole('switch', { name: 'Say the next exercise' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Duplicate Plank' }));
    await user.keyboard('{Control>}s{/Control}');
    const body = await savedBody(calls);
    expect(body.groups).toEqual([]);
    expect(body.sound).toEqual({ cueProfile: 'standard', halfwayCue: false, voice: false, flash: false });
    expect(body.exercises).toEqual([
      { name: 'Plank', duration: 45, restTime: 15, notes: '', blockColor: 'bg-gradient-to-br from-purple-500 to-purple-600' },
      { name: 'Plank', duration: 45, restTime: 15, notes: '', blockColor: 'bg-gradient-to-br from-purple-500 to-purple-600' },
    ]);
  });
});
