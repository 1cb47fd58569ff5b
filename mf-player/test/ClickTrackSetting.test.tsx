import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderTree, workoutFixture } from '../../test-setup/remote-harness';
import PlayerPage from '../src/exposes/PlayerPage';
import { PlayerEnvironmentProvider } from '../src/shared/player/audio/environment';
import { fakeAudioContext } from './fakeAudioContext';
import { fakeEnvironment } from './fakeEnvironment';

jest.setTimeout(30_000);

const TRACK = '/api/uploads/11111111-1111-4111-8111-111111111111';
const tick = () => act(() => new Promise((r) => setTimeout(r, 250)));

async function openPlayer(exercises: { name: string; duration: number; musicUrl?: string; musicType?: 'upload' }[]) {
  localStorage.clear();
  const fake = fakeEnvironment();
  const audio = fakeAudioContext();
  fake.env.createAudioContext = () => audio.ctx;
  mockApi({ 'GET /api/workouts/w1': { status: 200, body: workoutFixture({ name: 'Counts', exercises }) } });
  const { unmount } = render(<PlayerEnvironmentProvider value={fake.env}>{renderTree(<PlayerPage />, { path: '/player/w1', routes: ['/player/:id'] })}</PlayerEnvironmentProvider>);
  await screen.findByRole('heading', { name: 'Counts' });
  const advance = async (ms: number) => {
    act(() => {
      fake.advance(ms);
      audio.clock.currentTime += ms / 1000;
    });
    await tick();
  };
  return { audio, advance, unmount };
}

const clicks = (tones: { at: number; hz: number }[]) => tones.filter((t) => t.hz === 1760 || t.hz === 1175);

test('when the click track is turned on at 100 BPM, then the block without music clicks every 0.6 s on the audio clock, "the one" higher', async () => {
  const { audio, advance } = await openPlayer([{ name: 'Squats', duration: 10 }]);
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('checkbox', { name: 'Click track on blocks without music' }));
  const tempo = screen.getByRole('spinbutton', { name: 'Click tempo (BPM)' });
  await user.clear(tempo);
  await user.type(tempo, '100');
  await user.click(screen.getByRole('button', { name: 'Play' }));
  // The 5 s lead-in is silent; Squats starts at audio 105 s.
  for (let i = 0; i < 8; i += 1) await advance(1000);
  const heard = clicks(audio.tones).filter((t) => t.at < 108);
  expect(heard.map((t) => t.at)).toEqual([105, 105.6, 106.2, 106.8, 107.4].map((at) => expect.closeTo(at, 6)));
  expect(heard.map((t) => t.hz)).toEqual([1760, 1175, 1175, 1175, 1760]);
});

test('when the click track is off, or every block has music, then nothing clicks and the setting is not offered with music everywhere', async () => {
  const silent = await openPlayer([{ name: 'Squats', duration: 10 }]);
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Play' }));
  for (let i = 0; i < 8; i += 1) await silent.advance(1000);
  expect(clicks(silent.audio.tones)).toEqual([]);
  expect(screen.getByRole('checkbox', { name: 'Click track on blocks without music' })).not.toBeChecked();
  silent.unmount();

  await openPlayer([{ name: 'Step', duration: 10, musicUrl: TRACK, musicType: 'upload' }]);
  expect(screen.queryByRole('checkbox', { name: 'Click track on blocks without music' })).toBeNull();
});
