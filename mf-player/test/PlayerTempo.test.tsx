import { BEAT_MESSAGES, type BeatGrid, type SharedWorkout } from '@blockbeat/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderTree, workoutFixture } from '../../test-setup/remote-harness';
import PlayerPage from '../src/exposes/PlayerPage';
import SharedPlayerPage from '../src/exposes/SharedPlayerPage';
import { PlayerEnvironmentProvider } from '../src/shared/player/audio/environment';
import { fakeEnvironment } from './fakeEnvironment';

jest.setTimeout(30_000);

const ID = '11111111-1111-4111-8111-111111111111';
const TRACK = `/api/uploads/${ID}`;
const grid = (fields: Partial<BeatGrid>): BeatGrid => ({ status: 'found', bpm: 128, downbeatMs: 120, confidence: 0.9, source: 'analysis', analyserVersion: 1, message: null, ...fields });
const workout = (musicUrl: string, musicType: 'upload' | 'youtube') => workoutFixture({ name: 'Tempo', exercises: [{ name: 'Step', duration: 30, musicUrl, musicType }] });

function openPlayer(routes: Parameters<typeof mockApi>[0]) {
  const fake = fakeEnvironment();
  const api = mockApi(routes);
  render(<PlayerEnvironmentProvider value={fake.env}>{renderTree(<PlayerPage />, { path: '/player/w1', routes: ['/player/:id'] })}</PlayerEnvironmentProvider>);
  return api;
}
const tempo = () => within(screen.getByLabelText('Tempo'));

test('when the block\'s uploaded track has a sure tempo, then the player shows "128 BPM"', async () => {
  openPlayer({ 'GET /api/workouts/w1': { status: 200, body: workout(TRACK, 'upload') }, [`GET ${TRACK}/beat`]: { status: 200, body: grid({}) } });
  expect(await screen.findByText('128 BPM')).toBeInTheDocument();
  expect(tempo().getByRole('button', { name: 'Correct the tempo' })).toBeInTheDocument();
});

test('when no steady beat was found, then it says so, and eight taps saved keep the tempo with the upload and show it', async () => {
  const saved = grid({ bpm: 120, downbeatMs: 0, confidence: 1, source: 'tap' });
  const api = openPlayer({
    'GET /api/workouts/w1': { status: 200, body: workout(TRACK, 'upload') },
    [`GET ${TRACK}/beat`]: { status: 200, body: grid({ status: 'none', bpm: null, downbeatMs: null, confidence: null, message: BEAT_MESSAGES.none }) },
    [`PUT ${TRACK}/beat`]: { status: 200, body: saved },
  });
  expect(await screen.findByText(BEAT_MESSAGES.none)).toBeInTheDocument();
  const user = userEvent.setup({ delay: null });
  await user.click(tempo().getByRole('button', { name: 'Tap the tempo' }));
  const spy = jest.spyOn(performance, 'now');
  for (let i = 0; i < 8; i += 1) {
    spy.mockReturnValue(5000 + i * 500);
    await user.click(tempo().getByRole('button', { name: 'Tap' }));
  }
  spy.mockRestore();
  await user.click(tempo().getByRole('button', { name: 'Save tempo' }));
  await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ bpm: 120, downbeatMs: 0 }));
  expect(await screen.findByText('120 BPM')).toBeInTheDocument();
  expect(screen.queryByText(BEAT_MESSAGES.none)).toBeNull();
});

test('when a block without music has its own click tempo, then the player shows the click track\'s tempo and asks for no beat', async () => {
  const api = openPlayer({ 'GET /api/workouts/w1': { status: 200, body: workoutFixture({ name: 'Counts', exercises: [{ name: 'March', duration: 30, clickBpm: 124 }] }) } });
  expect(await screen.findByRole('button', { name: 'Play' })).toBeInTheDocument();
  expect(tempo().getByText('Click track · 124 BPM')).toBeInTheDocument();
  expect(api.calls.filter((c) => c.path.endsWith('/beat'))).toEqual([]);
});

test('when the block plays a YouTube video, then the player shows no tempo line (its audio is out of reach: the builder says so) and asks for no beat', async () => {
  const api = openPlayer({ 'GET /api/workouts/w1': { status: 200, body: workout('https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube') } });
  expect(await screen.findByRole('button', { name: 'Play' })).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Tempo' })).toBeNull();
  expect(screen.queryByText(BEAT_MESSAGES.embed)).toBeNull();
  expect(api.calls.filter((c) => c.path.endsWith('/beat'))).toEqual([]);
});

test('when a visitor plays a shared workout, then the tempo is read through the share and cannot be changed there', async () => {
  const { createdAt: _c, updatedAt: _u, ...stored } = workout(TRACK, 'upload');
  const shared: SharedWorkout = { ...stored, shareToken: 'tok123' };
  const fake = fakeEnvironment();
  const api = mockApi({
    'GET /api/auth/user': { status: 401, body: 'Unauthorized' },
    'GET /api/shared/tok123': { status: 200, body: shared },
    [`GET /api/shared/tok123/uploads/${ID}/beat`]: { status: 200, body: grid({ bpm: 124 }) },
  });
  render(<PlayerEnvironmentProvider value={fake.env}>{renderTree(<SharedPlayerPage />, { path: '/shared/tok123', routes: ['/shared/:shareToken'] })}</PlayerEnvironmentProvider>);
  expect(await screen.findByText('124 BPM')).toBeInTheDocument();
  await userEvent.setup({ delay: null }).click(tempo().getByRole('button', { name: 'Correct the tempo' }));
  expect(tempo().queryByRole('button', { name: 'Save tempo' })).toBeNull();
  expect(api.calls.filter((c) => c.path.endsWith('/beat')).map((c) => c.path)).toEqual([`/api/shared/tok123/uploads/${ID}/beat`]);
});
