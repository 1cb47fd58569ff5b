import type { Workout } from '@blockbeat/contracts';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderTree, workoutFixture } from '../../test-setup/remote-harness';
import PlayerPage from '../src/exposes/PlayerPage';
import { PlayerEnvironmentProvider } from '../src/shared/player/audio/environment';
import { fakeEnvironment } from './fakeEnvironment';

/** One tone the player put on the (fake) Web Audio clock. */
export interface Tone {
  at: number;
  frequencyHz: number;
  wave: string;
  peak: number;
}

/** Just enough of Web Audio to see each tone: when it starts, its pitch, wave and loudness. */
export function recordingAudioContext() {
  const tones: Tone[] = [];
  const param = () => ({ value: 0, setValueAtTime: jest.fn(), linearRampToValueAtTime: jest.fn() });
  const ctx = {
    currentTime: 100,
    state: 'running',
    destination: {},
    resume: jest.fn(),
    close: jest.fn(() => Promise.resolve()),
    createGain: () => ({ connect: jest.fn(), disconnect: jest.fn(), gain: param() }),
    createOscillator() {
      const osc = {
        connect: (envelope: { gain: ReturnType<typeof param> }) => void (osc.envelope = envelope),
        disconnect: jest.fn(),
        envelope: null as null | { gain: ReturnType<typeof param> },
        type: 'sine',
        frequency: param(),
        onended: null,
        start: (at: number) =>
          tones.push({ at, frequencyHz: osc.frequency.value, wave: osc.type, peak: osc.envelope!.gain.linearRampToValueAtTime.mock.calls[0]?.[0] as number }),
        stop: jest.fn(),
      };
      return osc;
    },
  };
  return { ctx: ctx as unknown as AudioContext & { currentTime: number }, tones };
}

/** The player page for `fields`, with a clock the test moves, recorded tones, speech and calls. */
export function playerFor(fields: Partial<Workout> & Pick<Workout, 'name' | 'exercises'>, postAnswer: { status: number; body: unknown } = { status: 201, body: { id: 'c1' } }) {
  const fake = fakeEnvironment();
  const audio = recordingAudioContext();
  fake.env.createAudioContext = () => audio.ctx;
  const workout = workoutFixture(fields);
  const api = mockApi({
    'GET /api/auth/user': { status: 200, body: { id: 'u1', email: 'a@example.com', firstName: 'A', lastName: null, profileImageUrl: null, onboardingCompleted: true } },
    'GET /api/workouts/w1': { status: 200, body: workout },
    'POST /api/completions': postAnswer,
  });
  const user = userEvent.setup({ delay: null });
  const utils = render(<PlayerEnvironmentProvider value={fake.env}>{renderTree(<PlayerPage />, { path: '/player/w1', routes: ['/player/:id'] })}</PlayerEnvironmentProvider>);
  /** Moves both clocks and lets a frame and a playback tick run. */
  const advance = async (ms: number) => {
    act(() => {
      fake.advance(ms);
      audio.ctx.currentTime += ms / 1000;
    });
    await act(() => new Promise((r) => setTimeout(r, 220)));
  };
  return { ...fake, ...api, audio, user, utils, advance };
}

export const badge = () => document.querySelector('.phase-badge')?.textContent;
