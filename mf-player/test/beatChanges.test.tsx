import { DEFAULT_WORKOUT_SOUND, type BeatGrid, type WorkoutSound } from '@blockbeat/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderTree, workoutFixture } from '../../test-setup/remote-harness';
import PlayerPage from '../src/exposes/PlayerPage';
import { PlayerEnvironmentProvider } from '../src/shared/player/audio/environment';
import { fakeAudioContext } from './fakeAudioContext';
import { fakeEnvironment } from './fakeEnvironment';

jest.setTimeout(30_000);

const ID = '11111111-1111-4111-8111-111111111111';
const TRACK = `/api/uploads/${ID}`;
const grid = (fields: Partial<BeatGrid>): BeatGrid => ({
  status: 'found',
  bpm: 125,
  downbeatMs: 347,
  confidence: 0.9,
  source: 'analysis',
  analyserVersion: 1,
  message: null,
  ...fields,
});
const workout = (sound: WorkoutSound | null = null) => workoutFixture({
  name: 'On the one',
  sound,
  exercises: [
    { name: 'Step', duration: 15, restTime: 0, musicUrl: TRACK, musicType: 'upload' },
    { name: 'Knee', duration: 15, restTime: 0, musicUrl: TRACK, musicType: 'upload' },
  ],
});
const tick = () => act(() => new Promise((r) => setTimeout(r, 250)));

/** Plays the workout on a fake audio clock (starting at 100 s) to 22 s in; returns the audio times of the tones. */
async function playThroughTheChange(beat: BeatGrid, sound: WorkoutSound | null = null) {
  localStorage.clear();
  const fake = fakeEnvironment();
  const audio = fakeAudioContext();
  fake.env.createAudioContext = () => audio.ctx;
  const api = mockApi({ 'GET /api/workouts/w1': { status: 200, body: workout(sound) }, [`GET ${TRACK}/beat`]: { status: 200, body: beat } });
  const user = userEvent.setup({ delay: null });
  render(<PlayerEnvironmentProvider value={fake.env}>{renderTree(<PlayerPage />, { path: '/player/w1', routes: ['/player/:id'] })}</PlayerEnvironmentProvider>);
  await screen.findByRole('heading', { name: 'On the one' });
  await waitFor(() => expect(api.calls.map((c) => c.path)).toContain(`${TRACK}/beat`));
  await tick();
  await user.click(screen.getByRole('button', { name: 'Play' }));
  // Both clocks run on together (the audio clock in seconds); a tick lets the store sample them.
  for (const ms of [10_000, ...Array<number>(12).fill(1000)]) {
    act(() => {
      fake.advance(ms);
      audio.clock.currentTime += ms / 1000;
    });
    await tick();
  }
  return { tones: audio.tones, calls: api.calls };
}

test('when two blocks continue one track of known tempo, then the change and its 3-2-1 land on the next "one" of the track, read once', async () => {
  const { tones, calls } = await playThroughTheChange(grid({}));
  // The track starts with block 1 after the 5 s lead-in (audio 105 s); its first "one" after 15 s
  // of it is 347 ms + 8 bars of 1.92 s = 15.707 s: the new block's tone at 120.707 s.
  const changeTone = tones.find((t) => t.hz === 1320 && t.at > 110);
  expect(changeTone?.at).toBeCloseTo(120.707, 6);
  expect(tones.filter((t) => t.hz === 880 && t.at > 110).map((t) => t.at)).toEqual([117.707, 118.707, 119.707].map((at) => expect.closeTo(at, 6)));
  expect(calls.filter((c) => c.path === `${TRACK}/beat`)).toHaveLength(1);
});

test('when the tempo is uncertain, then the change stays on the second hand', async () => {
  const { tones } = await playThroughTheChange(grid({ confidence: 0.2, message: 'Tempo uncertain: tap to confirm' }));
  expect(tones.find((t) => t.hz === 1320 && t.at > 110)?.at).toBeCloseTo(120, 6);
});

test('when the workout counts in on the beat, then the 3-2-1 before a change on the beat becomes its last 4 beats', async () => {
  const { tones } = await playThroughTheChange(grid({}), { ...DEFAULT_WORKOUT_SOUND, beatCountIn: true });
  // Beats of 480 ms before the change at 120.707 s.
  const countIn = tones.filter((t) => t.hz === 880 && t.at > 110).map((t) => t.at);
  expect(countIn).toEqual([118.787, 119.267, 119.747, 120.227].map((at) => expect.closeTo(at, 6)));
  expect(tones.find((t) => t.hz === 1320 && t.at > 110)?.at).toBeCloseTo(120.707, 6);
});
