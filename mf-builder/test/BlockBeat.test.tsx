import { BEAT_MESSAGES, type BeatGrid, type Exercise, type ExerciseTemplate } from '@blockbeat/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderTree, workoutFixture } from '../../test-setup/remote-harness';
import BuilderPage from '../src/exposes/BuilderPage';
import { countsText, fitToPhrase } from '../src/features/block-fields/model/beatFit';

jest.setTimeout(30_000);

const { getComputedStyle } = window;
beforeAll(() => {
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
});
afterAll(() => {
  window.getComputedStyle = getComputedStyle;
});

const ID = '0b6f3f5e-8d3c-4a55-9b0e-2b1c3d4e5f60';
const UPLOAD = `/api/uploads/${ID}`;
const grid = (fields: Partial<BeatGrid>): BeatGrid => ({ status: 'found', bpm: 128, downbeatMs: 0, confidence: 0.9, source: 'analysis', analyserVersion: 1, message: null, ...fields });

const template: ExerciseTemplate = { id: 't1', name: 'Grapevine', duration: 15, restTime: 0, notes: '', musicUrl: UPLOAD, musicType: 'upload', blockColor: 'bg-gradient-to-br from-red-500 to-red-600', createdAt: '2025-01-01T00:00:00.000Z' };

function openBuilder(exercise: Exercise, beat?: BeatGrid) {
  const api = mockApi({
    'GET /api/workouts/w1': { status: 200, body: workoutFixture({ name: 'Step class', exercises: [exercise] }) },
    'GET /api/exercise-templates': { status: 200, body: [template] },
    'GET /api/custom-categories': { status: 200, body: [] },
    'PUT /api/workouts/w1': ({ body }) => ({ status: 200, body: { ...workoutFixture({ name: 'Step class', exercises: [exercise] }), ...(body as object) } }),
    ...(beat ? { [`GET ${UPLOAD}/beat`]: { status: 200, body: beat }, [`PUT ${UPLOAD}/beat`]: { status: 200, body: grid({ bpm: 120, source: 'tap', confidence: 1 }) } } : {}),
  });
  render(renderTree(<BuilderPage />, { path: '/builder/w1', routes: ['/builder/:id'] }));
  return { api, user: userEvent.setup({ delay: null }), beat: () => within(screen.getByRole('group', { name: 'Beat of Step' })) };
}

/** Eight taps half a second apart on the tap clock (performance.now): 120 BPM. */
async function tapEightAt120(user: ReturnType<typeof userEvent.setup>, tap: HTMLElement) {
  const spy = jest.spyOn(performance, 'now');
  for (let i = 0; i < 8; i += 1) {
    spy.mockReturnValue(1000 + i * 500);
    await user.click(tap);
  }
  spy.mockRestore();
}

const step = (duration: number, music: Partial<Exercise> = { musicUrl: UPLOAD, musicType: 'upload' }): Exercise => ({ name: 'Step', duration, restTime: 0, ...music });

test('when a block\'s track is 128 BPM, then the block shows the tempo and its length in counts, and Fit to the beat sets whole phrases', async () => {
  const { api, user, beat } = openBuilder(step(20), grid({}));
  await screen.findByRole('group', { name: 'Beat of Step' });
  expect(await beat().findByText('128 BPM')).toBeInTheDocument();
  expect(beat().getByText('≈ 43 counts · 20.0 s')).toBeInTheDocument();
  // The template with the same track says its tempo on its card; the grid was read once.
  expect(within(screen.getByRole('list', { name: 'Templates' })).getByText(/15s · 0s rest · ♫ upload · 128 BPM/)).toBeInTheDocument();
  expect(api.calls.filter((c) => c.path === `${UPLOAD}/beat`)).toHaveLength(1);
  await user.click(beat().getByRole('button', { name: 'Fit to the beat' }));
  // 32 counts at 128 BPM are exactly 15 s: one phrase is nearest 20 s.
  expect(screen.getByLabelText('Duration (s)')).toHaveValue('15');
  expect(beat().getByText('32 counts · 15.0 s')).toBeInTheDocument();
  await user.selectOptions(beat().getByRole('combobox', { name: 'Phrase length for Step' }), '8 counts');
  await user.clear(screen.getByLabelText('Duration (s)'));
  await user.type(screen.getByLabelText('Duration (s)'), '20');
  await user.click(beat().getByRole('button', { name: 'Fit to the beat' }));
  // Five 8-counts (18.75 s) are nearest 20 s: 19 whole seconds, said as about 40 counts.
  expect(screen.getByLabelText('Duration (s)')).toHaveValue('19');
  expect(beat().getByText('≈ 40 counts · 19.0 s')).toBeInTheDocument();
});

test('when the track is 125 BPM, then a 15 s block says "≈ 32 counts" (32 counts are 15.36 s) and fitting keeps it whole seconds', async () => {
  const { user, beat } = openBuilder(step(15), grid({ bpm: 125 }));
  expect(await screen.findByText('≈ 32 counts · 15.0 s')).toBeInTheDocument();
  await user.click(beat().getByRole('button', { name: 'Fit to the beat' }));
  expect(screen.getByLabelText('Duration (s)')).toHaveValue('15');
});

test('when no steady beat was found, then the block says so, shows no counts, and a tapped tempo is kept with the upload', async () => {
  const { api, user, beat } = openBuilder(step(30), grid({ status: 'none', bpm: null, confidence: null, message: BEAT_MESSAGES.none }));
  expect(await screen.findByText(BEAT_MESSAGES.none)).toBeInTheDocument();
  expect(beat().queryByRole('button', { name: 'Fit to the beat' })).toBeNull();
  await user.click(beat().getByRole('button', { name: 'Tap the tempo' }));
  await tapEightAt120(user, beat().getByRole('button', { name: 'Tap' }));
  await user.click(beat().getByRole('button', { name: 'Save tempo' }));
  await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({ path: `${UPLOAD}/beat`, body: { bpm: 120, downbeatMs: 0 } }));
  expect(await screen.findByText('120 BPM')).toBeInTheDocument();
  expect(beat().getByText('60 counts · 30.0 s')).toBeInTheDocument();
});

test('when the block plays a YouTube video, then it says its audio is out of reach, and a tapped tempo gives counts without saving anything', async () => {
  const { api, user, beat } = openBuilder(step(30, { musicUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', musicType: 'youtube' }));
  expect(await screen.findByText(BEAT_MESSAGES.embed)).toBeInTheDocument();
  await user.click(beat().getByRole('button', { name: 'Tap the tempo' }));
  await tapEightAt120(user, beat().getByRole('button', { name: 'Tap' }));
  expect(beat().getByText('60 counts · 30.0 s')).toBeInTheDocument();
  expect(beat().queryByRole('button', { name: 'Save tempo' })).toBeNull();
  expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
});

test('when "Count in on the beat" is switched on and the workout saved, then its sound carries it', async () => {
  const { api, user } = openBuilder(step(30), grid({}));
  await screen.findByDisplayValue('Step class');
  await user.click(screen.getByRole('button', { name: 'Details and sound' }));
  await user.click(screen.getByRole('switch', { name: 'Count in on the beat' }));
  await user.keyboard('{Control>}s{/Control}');
  await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT' && c.path === '/api/workouts/w1')?.body).toMatchObject({ sound: { beatCountIn: true } }));
});

describe('fitting and counting', () => {
  test.each([
    [20, 128, 32, 15],
    [25, 128, 32, 30],
    [5, 128, 32, 15],
    [20, 128, 8, 19],
    [15, 125, 32, 15],
    [60, 125, 32, 61],
  ])('when a %i s block at %i BPM is fitted to %i counts, then it lasts %i whole seconds', (duration, bpm, phrase, fitted) => {
    expect(fitToPhrase(duration, bpm, phrase)).toBe(fitted);
  });

  test('when the seconds are a whole number of counts, then the counts are exact; else they say "≈"', () => {
    expect(countsText(15, 128)).toBe('32 counts · 15.0 s');
    expect(countsText(61, 125)).toBe('≈ 128 counts · 61.0 s');
    expect(countsText(7, 100)).toBe('≈ 12 counts · 7.0 s');
  });
});
