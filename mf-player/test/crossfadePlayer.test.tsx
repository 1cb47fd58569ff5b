import type { BeatGrid, Exercise, WorkoutSound } from '@blockbeat/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderTree, workoutFixture } from '../../test-setup/remote-harness';
import PlayerPage from '../src/exposes/PlayerPage';
import { PlayerEnvironmentProvider } from '../src/shared/player/audio/environment';
import { DUCK_LEVEL } from '../src/shared/player/model/ducking';
import { fakeEnvironment, type FakeAdapter } from './fakeEnvironment';

jest.setTimeout(30_000);

const A = '/api/uploads/11111111-1111-4111-8111-111111111111';
const B = '/api/uploads/22222222-2222-4222-8222-222222222222';
const SOUND: WorkoutSound = { cueProfile: 'standard', halfwayCue: false, voice: false, flash: false, crossfadeSeconds: 4 };
// Tempos 30% apart: a plain crossfade, the change stays at 25 s (5 s lead-in + 20 s).
const grid = (bpm: number): BeatGrid => ({ status: 'found', bpm, downbeatMs: 0, confidence: 0.9, source: 'analysis', analyserVersion: 1, message: null });
const tick = () => act(() => new Promise((r) => setTimeout(r, 120)));

const volumeOf = (adapter: FakeAdapter | undefined) => Number(adapter?.calls.filter((c) => c.startsWith('volume')).at(-1)?.split(' ')[1]);
const last = (adapter: FakeAdapter | undefined, ...calls: string[]) => adapter?.calls.filter((c) => calls.includes(c)).at(-1);

/** The player on a fake clock with two blocks of music; `to(ms)` moves the run to that offset. */
async function playTwoBlocks(exercises: Exercise[], sound: WorkoutSound = SOUND) {
  localStorage.clear();
  const fake = fakeEnvironment();
  mockApi({
    'GET /api/workouts/w1': { status: 200, body: workoutFixture({ name: 'Mix', sound, exercises }) },
    [`GET ${A}/beat`]: { status: 200, body: grid(125) },
    [`GET ${B}/beat`]: { status: 200, body: grid(90) },
  });
  const user = userEvent.setup({ delay: null });
  render(<PlayerEnvironmentProvider value={fake.env}>{renderTree(<PlayerPage />, { path: '/player/w1', routes: ['/player/:id'] })}</PlayerEnvironmentProvider>);
  await screen.findByRole('heading', { name: 'Mix' });
  await tick();
  await user.click(screen.getByRole('button', { name: 'Play' }));
  let at = 0;
  const to = async (offsetMs: number) => {
    while (at < offsetMs) {
      const step = Math.min(offsetMs - at > 3000 ? 3000 : 500, offsetMs - at);
      act(() => fake.advance(step));
      at += step;
      await tick();
    }
  };
  return { fake, user, to };
}

const twoUploads: Exercise[] = [
  { name: 'Step', duration: 20, restTime: 0, musicUrl: A, musicType: 'upload' },
  { name: 'Knee', duration: 20, restTime: 0, musicUrl: B, musicType: 'upload' },
];

test('when the block changes from one upload to another, then both play across the change, the old fading out, ducked under the change tone, and it stops when the fade ends', async () => {
  const { fake, to } = await playTwoBlocks(twoUploads);
  await to(20_000);
  const [outgoing, incoming] = fake.adapters;
  expect(incoming).toBeUndefined();
  const full = volumeOf(outgoing);
  expect(full).toBeGreaterThan(0);
  await to(25_500);
  // Under the new block's tone both tracks duck: the outgoing near its ducked full, the incoming near silent.
  expect(volumeOf(outgoing)).toBeLessThanOrEqual(full * DUCK_LEVEL + 0.01);
  expect(volumeOf(outgoing)).toBeGreaterThan(full * DUCK_LEVEL * 0.9);
  expect(volumeOf(fake.adapters[1])).toBeLessThan(full * DUCK_LEVEL * 0.5);
  await to(27_000);
  expect(fake.adapters[1]?.calls[1]).toMatch(new RegExp(`^load ${B} @`));
  expect(last(outgoing, 'stop', 'play')).toBe('play');
  expect(last(fake.adapters[1], 'play')).toBe('play');
  // Halfway: equal power, each at about 71% of the set volume.
  expect(volumeOf(outgoing)).toBeCloseTo(full * Math.SQRT1_2, 1);
  expect(volumeOf(fake.adapters[1])).toBeCloseTo(full * Math.SQRT1_2, 1);
  await to(29_500);
  expect(last(outgoing, 'stop', 'play')).toBe('stop');
  expect(volumeOf(fake.adapters[1])).toBeCloseTo(full, 2);
  expect(fake.adapters).toHaveLength(2);
});

test('when the run is paused during a fade, then both tracks pause; on resume both play on and the fade finishes', async () => {
  const { fake, user, to } = await playTwoBlocks(twoUploads);
  await to(26_000);
  const [outgoing, incoming] = fake.adapters;
  const states = () => [outgoing, incoming].map((adapter) => last(adapter, 'play', 'pause', 'stop'));
  await user.click(screen.getByRole('button', { name: 'Pause' }));
  await tick();
  expect(states()).toEqual(['pause', 'pause']);
  // Paused time does not count: the fade is where it was when the run resumes.
  act(() => fake.advance(60_000));
  await tick();
  expect(states()).toEqual(['pause', 'pause']);
  await user.click(screen.getByRole('button', { name: 'Play' }));
  await tick();
  expect(states()).toEqual(['play', 'play']);
  act(() => fake.advance(3500));
  await tick();
  expect(states()).toEqual(['stop', 'play']);
});

test('when the instructor skips during a fade, then the outgoing track stops at once and only the new block plays', async () => {
  const three: Exercise[] = [...twoUploads, { name: 'Jack', duration: 20, restTime: 0, musicUrl: A, musicType: 'upload' }];
  const { fake, user, to } = await playTwoBlocks(three);
  await to(26_000);
  await user.click(screen.getByRole('button', { name: 'Next block' }));
  await tick();
  const [first, second, third] = fake.adapters;
  expect(last(first, 'play', 'stop')).toBe('stop');
  expect(last(second, 'play', 'stop')).toBe('stop');
  expect(last(third, 'play', 'stop')).toBe('play');
  expect(volumeOf(third)).toBeGreaterThan(0);
});

test('when the outgoing music is a YouTube embed, then the change cuts as before even with a crossfade set', async () => {
  const youtube: Exercise[] = [{ ...twoUploads[0]!, musicUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', musicType: 'youtube' }, twoUploads[1]!];
  const { fake, to } = await playTwoBlocks(youtube);
  await to(25_500);
  await waitFor(() => expect(fake.adapters).toHaveLength(2));
  expect(last(fake.adapters[0], 'play', 'stop')).toBe('stop');
});

test('when no crossfade is set, then the change between two uploads cuts as before', async () => {
  const { fake, to } = await playTwoBlocks(twoUploads, { ...SOUND, crossfadeSeconds: 0 });
  await to(25_500);
  expect(last(fake.adapters[0], 'play', 'stop')).toBe('stop');
});
