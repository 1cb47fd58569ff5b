import { act, screen, waitFor } from '@testing-library/react';
import { COMPLETION_QUEUE_KEY } from '@blockbeat/shell-sdk';
import { PREFERENCE_KEYS } from '../src/shared/player/hooks/usePlayerPreferences';
import { playerFor } from './structureHarness';

jest.setTimeout(30_000);

const IMAGE = (n: number) => `/api/uploads/0b6f3f5e-8d3c-4a55-9b0e-2b1c3d4e5f6${n}`;
const quiet = { cueProfile: 'standard' as const, halfwayCue: false, voice: false, flash: false };

beforeEach(() => localStorage.clear());

describe('player: demos', () => {
  test('when a block has a demo, then it shows large during the block and as "Next up" in the lead-in and the rest before it', async () => {
    const p = playerFor({
      name: 'Demos',
      exercises: [
        { name: 'Squat', duration: 10, restTime: 5, demo: { type: 'image', url: IMAGE(0) } },
        { name: 'Lunge', duration: 10, restTime: 0, demo: { type: 'image', url: IMAGE(1) } },
      ],
    });
    await screen.findByRole('heading', { name: 'Demos' });
    expect(screen.getByText('Next up: Squat')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Squat' })).toHaveAttribute('src', IMAGE(0));
    await p.user.click(screen.getByRole('button', { name: 'Play' }));
    await p.advance(5000);
    expect(screen.getByRole('img', { name: 'Squat' })).toBeInTheDocument();
    expect(screen.queryByText(/Next up/)).not.toBeInTheDocument();
    await p.advance(10_000);
    expect(screen.getByText('Next up: Lunge')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Lunge' })).toHaveAttribute('src', IMAGE(1));
    expect(screen.queryByRole('img', { name: 'Squat' })).not.toBeInTheDocument();
  });

  test('when a demo is a video link, then YouTube is embedded muted and looped, and a video file plays muted, looped and inline', async () => {
    const p = playerFor({
      name: 'Videos',
      exercises: [
        { name: 'Burpee', duration: 10, restTime: 0, demo: { type: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } },
        { name: 'Row', duration: 10, restTime: 0, demo: { type: 'video', url: 'https://cdn.example.com/row.mp4' } },
      ],
    });
    await screen.findByRole('heading', { name: 'Videos' });
    const frame = screen.getByTitle('Burpee: demo video');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ\?.*mute=1.*loop=1/);
    await p.user.click(screen.getByRole('button', { name: /^Jump to Row/ }));
    const video = screen.getByLabelText('Row: demo video') as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('src', 'https://cdn.example.com/row.mp4');
  });
});

describe('player: sound that suits the room', () => {
  const plank = (sound: object) => ({ name: 'Plank hold', exercises: [{ name: 'Plank', duration: 30, restTime: 0 }], sound: { ...quiet, ...sound } });

  async function playThrough(p: ReturnType<typeof playerFor>, seconds: number) {
    await p.user.click(screen.getByRole('button', { name: 'Play' }));
    for (let s = 0; s < seconds; s += 1) await p.advance(1000);
  }

  test('when the profile is gentle, standard or gym-loud, then the tones are softer and lower, as today, or louder, harsher and longer', async () => {
    const heard: Record<string, { frequencyHz: number; wave: string; peak: number }> = {};
    for (const cueProfile of ['gentle', 'standard', 'gymLoud'] as const) {
      localStorage.clear();
      const p = playerFor(plank({ cueProfile }));
      await screen.findByRole('heading', { name: 'Plank hold' });
      await playThrough(p, 4);
      heard[cueProfile] = p.audio.tones[0]!;
      p.utils.unmount();
    }
    expect(heard.standard).toMatchObject({ frequencyHz: 880, wave: 'sine', peak: 1 });
    expect(heard.gentle!.wave).toBe('sine');
    expect(heard.gentle!.peak).toBeLessThan(heard.standard!.peak);
    expect(heard.gentle!.frequencyHz).toBeLessThan(heard.standard!.frequencyHz);
    expect(heard.gymLoud!.wave).toBe('square');
    expect(heard.gymLoud!.peak).toBeGreaterThan(heard.standard!.peak);
  });

  test('when the device chooses a profile, then it overrides the workout\'s, and "Workout\'s" goes back to it', async () => {
    const p = playerFor(plank({ cueProfile: 'gentle' }));
    await screen.findByRole('heading', { name: 'Plank hold' });
    const select = screen.getByRole('combobox', { name: 'Cue sound' });
    expect(select).toHaveDisplayValue('Workout\'s (Gentle (stretching, yoga))');
    await p.user.selectOptions(select, 'Gym-loud');
    expect(localStorage.getItem(PREFERENCE_KEYS.cueProfile)).toBe('gymLoud');
    await playThrough(p, 4);
    expect(p.audio.tones[0]!.wave).toBe('square');

    await p.user.selectOptions(select, 'workout');
    expect(localStorage.getItem(PREFERENCE_KEYS.cueProfile)).toBe('workout');
    await p.user.click(screen.getByRole('button', { name: 'Restart block' }));
    for (let s = 0; s < 4; s += 1) await p.advance(1000);
    expect(p.audio.tones.at(-1)).toMatchObject({ wave: 'sine', peak: 0.35 });
  });

  test('when the halfway cue is on, then one short tone sounds halfway through a work phase of 20 s or more', async () => {
    const p = playerFor({ ...plank({ halfwayCue: true }), exercises: [{ name: 'Plank', duration: 30, restTime: 0 }, { name: 'Hop', duration: 10, restTime: 0 }] });
    await screen.findByRole('heading', { name: 'Plank hold' });
    await playThrough(p, 40);
    // Plank's work runs 5–35 s (audio clock 105–135 s): halfway at 120 s; Hop's 10 s has none.
    expect(p.audio.tones.filter((t) => t.frequencyHz === 990).map((t) => t.at)).toEqual([120]);
  });

  test('when the flash is on, then each phase change flashes the screen; asked for reduced motion, a steady phase border shows instead', async () => {
    const p = playerFor(plank({ flash: true }));
    await screen.findByRole('heading', { name: 'Plank hold' });
    await p.user.click(screen.getByRole('button', { name: 'Play' }));
    const first = screen.getByTestId('phase-flash');
    await p.advance(5000);
    expect(screen.getByTestId('phase-flash')).not.toBe(first);
    expect(screen.getByTestId('phase-flash')).toHaveAttribute('aria-hidden', 'true');
    p.utils.unmount();

    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('reduced-motion') })) as typeof window.matchMedia;
    try {
      const calm = playerFor(plank({ flash: true }));
      await screen.findByRole('heading', { name: 'Plank hold' });
      await calm.user.click(screen.getByRole('button', { name: 'Play' }));
      await calm.advance(5000);
      expect(screen.queryByTestId('phase-flash')).not.toBeInTheDocument();
      expect(document.querySelector('.player')).toHaveClass('is-steady-signal', 'phase-work');
    } finally {
      window.matchMedia = original;
    }
  });

  test('when Play is pressed, then the audio session is set to playback where the browser has one', async () => {
    const audioSession = { type: 'auto' };
    Object.defineProperty(navigator, 'audioSession', { configurable: true, value: audioSession });
    try {
      const p = playerFor(plank({}));
      await screen.findByRole('heading', { name: 'Plank hold' });
      await p.user.click(screen.getByRole('button', { name: 'Play' }));
      expect(audioSession.type).toBe('playback');
    } finally {
      delete (navigator as { audioSession?: unknown }).audioSession;
    }
  });

  test('when playing, then the lock screen shows the block with its round and the workout, its buttons drive the player, and leaving clears it', async () => {
    const handlers = new Map<string, (() => void) | null>();
    const session = { metadata: null as null | { title: string; artist: string }, playbackState: 'none', setActionHandler: (a: string, h: (() => void) | null) => handlers.set(a, h) };
    Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
    (globalThis as { MediaMetadata?: unknown }).MediaMetadata = class {
      title: string;
      artist: string;
      constructor(init: { title: string; artist: string }) {
        this.title = init.title;
        this.artist = init.artist;
      }
    };
    try {
      const p = playerFor({ name: 'Lock screen', exercises: [{ name: 'Squat', duration: 10, restTime: 0 }, { name: 'Plank', duration: 10, restTime: 0 }], groups: [{ start: 0, count: 2, rounds: 2 }] });
      await screen.findByRole('heading', { name: 'Lock screen' });
      expect(session.metadata).toMatchObject({ title: 'Squat · Round 1 of 2', artist: 'Lock screen' });
      act(() => handlers.get('play')!());
      await p.advance(0);
      expect(session.playbackState).toBe('playing');
      act(() => handlers.get('nexttrack')!());
      act(() => handlers.get('nexttrack')!());
      await p.advance(0);
      expect(session.metadata).toMatchObject({ title: 'Plank · Round 1 of 2' });
      act(() => handlers.get('pause')!());
      await p.advance(0);
      expect(session.playbackState).toBe('paused');
      act(() => handlers.get('previoustrack')!());
      await p.advance(0);
      expect(session.metadata).toMatchObject({ title: 'Squat · Round 1 of 2' });
      p.utils.unmount();
      expect(session.metadata).toBeNull();
      expect(session.playbackState).toBe('none');
      expect([...handlers.values()].every((h) => h === null)).toBe(true);
    } finally {
      delete (navigator as { mediaSession?: unknown }).mediaSession;
      delete (globalThis as { MediaMetadata?: unknown }).MediaMetadata;
    }
  });
});

describe('player: completion', () => {
  const short = { name: 'Short', exercises: [{ name: 'Hop', duration: 5, restTime: 0 }] };
  const queued = () => JSON.parse(localStorage.getItem(`${COMPLETION_QUEUE_KEY}:u1`) ?? '[]') as Array<{ clientId: string; workoutId: string }>;

  test('when the workout ends, then it is logged once with a client id and its end time', async () => {
    const p = playerFor(short);
    await screen.findByRole('heading', { name: 'Short' });
    await p.user.click(screen.getByRole('button', { name: 'Play' }));
    await p.advance(11_000);
    await screen.findByRole('heading', { name: 'Workout complete!' });
    await waitFor(() => expect(p.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(p.calls.find((c) => c.method === 'POST')!.body).toEqual({
      workoutId: 'w1',
      elapsedSeconds: 10,
      clientId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      completedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    await p.advance(1000);
    expect(p.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  test('when the post fails with a 503, then the completion is queued on the device and sent with the same client id after the next completion', async () => {
    const failing = playerFor(short, { status: 503, body: 'Service Unavailable' });
    await screen.findByRole('heading', { name: 'Short' });
    await failing.user.click(screen.getByRole('button', { name: 'Play' }));
    await failing.advance(11_000);
    await waitFor(() => expect(queued()).toHaveLength(1));
    const { clientId } = queued()[0]!;
    failing.utils.unmount();

    const working = playerFor(short);
    await screen.findByRole('heading', { name: 'Short' });
    await working.user.click(screen.getByRole('button', { name: 'Play' }));
    await working.advance(11_000);
    await waitFor(() => expect(working.calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    const sentIds = working.calls.filter((c) => c.method === 'POST').map((c) => (c.body as { clientId: string }).clientId);
    expect(sentIds[1]).toBe(clientId);
    expect(new Set(sentIds).size).toBe(2);
    expect(queued()).toEqual([]);
  });
});
