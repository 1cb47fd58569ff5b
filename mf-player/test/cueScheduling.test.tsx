import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderTree, workoutFixture } from '../../test-setup/remote-harness';
import PlayerPage from '../src/exposes/PlayerPage';
import { PlayerEnvironmentProvider } from '../src/shared/player/audio/environment';
import { fakeAudioContext } from './fakeAudioContext';
import { fakeEnvironment } from './fakeEnvironment';

jest.setTimeout(30_000);

const workout = workoutFixture({
  name: 'Beeps',
  exercises: [{ name: 'Plank', duration: 10 }],
});

const tick = () => act(() => new Promise((r) => setTimeout(r, 250)));

test('when playing, then beeps go on the Web Audio clock ahead of time, and a pause cancels and reschedules them', async () => {
  localStorage.clear();
  const fake = fakeEnvironment();
  const audio = fakeAudioContext();
  fake.env.createAudioContext = () => audio.ctx;
  mockApi({ 'GET /api/workouts/w1': { status: 200, body: workout } });
  const user = userEvent.setup({ delay: null });
  render(<PlayerEnvironmentProvider value={fake.env}>{renderTree(<PlayerPage />, { path: '/player/w1', routes: ['/player/:id'] })}</PlayerEnvironmentProvider>);
  await screen.findByRole('heading', { name: 'Beeps' });
  const clock = audio.ctx as unknown as { currentTime: number };
  // Both clocks run on; the audio clock is in seconds.
  const advance = (ms: number) =>
    act(() => {
      fake.advance(ms);
      clock.currentTime += ms / 1000;
    });

  // Lead-in 5 s: beeps at 2, 3 and 4 s, the "go" tone at 5 s. The window looks 1.5 s ahead.
  await user.click(screen.getByRole('button', { name: 'Play' }));
  await tick();
  expect(audio.starts).toEqual([]);
  advance(1000);
  await tick();
  expect(audio.starts).toEqual([102]);
  advance(1000);
  await tick();
  expect(audio.starts).toEqual([102, 103]);

  // Pause at 2 s: everything scheduled is stopped; resuming 30 s later schedules from there.
  await user.click(screen.getByRole('button', { name: 'Pause' }));
  expect(audio.stops.length).toBeGreaterThan(0);
  advance(30_000);
  await user.click(screen.getByRole('button', { name: 'Play' }));
  await waitFor(() => expect(audio.starts.slice(2)).toEqual([132, 133]));
});
