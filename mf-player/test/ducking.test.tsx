import type { MusicType } from '@blockbeat/contracts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderTree, workoutFixture } from '../../test-setup/remote-harness';
import PlayerPage from '../src/exposes/PlayerPage';
import { PlayerEnvironmentProvider } from '../src/shared/player/audio/environment';
import { PREFERENCE_KEYS } from '../src/shared/player/hooks/usePlayerPreferences';
import { createMusicAdapter } from '../src/shared/player/music/createMusicAdapter';
import { fakeEnvironment } from './fakeEnvironment';

jest.setTimeout(30_000);

/**
 * The real adapters over fakes of what the browser would load: YouTube's and SoundCloud's player
 * APIs (recording the volumes they are given, 0–100) and an audio element (its volume, 0–1).
 * Each returns the volume the listener hears now, as a share of full volume.
 */
const sources: Record<'youtube' | 'soundcloud' | 'upload', { url: string; install: () => { heard: () => number; createAudio: () => HTMLAudioElement } }> = {
  youtube: {
    url: 'https://youtu.be/dQw4w9WgXcQ',
    install() {
      const volumes: number[] = [];
      window.YT = {
        Player: class {
          constructor(_el: HTMLElement, options: { events: { onReady: () => void } }) {
            setTimeout(options.events.onReady, 0);
          }
          playVideo = () => undefined;
          pauseVideo = () => undefined;
          seekTo = () => undefined;
          setVolume = (v: number) => volumes.push(v);
          destroy = () => undefined;
        },
      };
      return { heard: () => volumes.at(-1)! / 100, createAudio: () => document.createElement('audio') };
    },
  },
  soundcloud: {
    url: 'https://soundcloud.com/artist/track',
    install() {
      const volumes: number[] = [];
      const widget = {
        bind: (event: string, listener: () => void) => {
          if (event === 'ready') setTimeout(listener, 0);
        },
        play: () => undefined,
        pause: () => undefined,
        seekTo: () => undefined,
        setVolume: (v: number) => volumes.push(v),
      };
      window.SC = { Widget: Object.assign(() => widget, { Events: { READY: 'ready', ERROR: 'error' } }) };
      return { heard: () => volumes.at(-1)! / 100, createAudio: () => document.createElement('audio') };
    },
  },
  upload: {
    url: '/api/uploads/0b6f3f5e-8d3c-4a55-9b0e-2b1c3d4e5f60',
    install() {
      const audio = document.createElement('audio');
      // jsdom has no media playback.
      jest.spyOn(audio, 'load').mockImplementation(() => undefined);
      jest.spyOn(audio, 'play').mockImplementation(() => Promise.resolve());
      jest.spyOn(audio, 'pause').mockImplementation(() => undefined);
      return { heard: () => audio.volume, createAudio: () => audio };
    },
  },
};

afterEach(() => {
  delete window.YT;
  delete window.SC;
});

/** Lets the cue ticker (a real 200 ms interval) run. */
const nextTick = () => act(() => new Promise((r) => setTimeout(r, 250)));

test.each([
  ['YouTube', 'youtube'],
  ['SoundCloud', 'soundcloud'],
  ['an uploaded file', 'upload'],
] as const)(
  'when a block plays %s, then its music drops to 30 %% under each beep and comes back after it',
  async (_label, type) => {
    localStorage.clear();
    localStorage.setItem(PREFERENCE_KEYS.leadIn, 'false');
    localStorage.setItem(PREFERENCE_KEYS.musicVolume, '0.8');
    const source = sources[type];
    const { heard, createAudio } = source.install();
    const fake = fakeEnvironment();
    fake.env.createMusic = (musicType: MusicType, host) => createMusicAdapter(musicType, { ...host, loadScript: () => Promise.resolve(), createAudio });
    mockApi({ 'GET /api/workouts/w1': { status: 200, body: workoutFixture({ name: 'Ducks', exercises: [{ name: 'Plank', duration: 10, musicType: type, musicUrl: source.url }] }) } });
    render(<PlayerEnvironmentProvider value={fake.env}>{renderTree(<PlayerPage />, { path: '/player/w1', routes: ['/player/:id'] })}</PlayerEnvironmentProvider>);
    await screen.findByRole('heading', { name: 'Ducks' });

    // No lead-in: work begins at once, with its start tone.
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await nextTick();
    expect(heard()).toBeCloseTo(0.24);
    const at = async (ms: number) => {
      act(() => fake.advance(ms));
      await nextTick();
      return heard();
    };
    expect(await at(3000)).toBeCloseTo(0.8);
    // The 3-2-1 countdown: 7 s, 8 s and 9 s into the 10 s block.
    expect(await at(4050)).toBeCloseTo(0.24);
    expect(await at(650)).toBeCloseTo(0.8);
    expect(await at(1200)).toBeCloseTo(0.24);
  },
);
