import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderTree, workoutFixture } from '../../test-setup/remote-harness';
import PlayerPage from '../src/exposes/PlayerPage';
import { PlayerEnvironmentProvider } from '../src/shared/player/audio/environment';
import { PREFERENCE_KEYS } from '../src/shared/player/hooks/usePlayerPreferences';
import { fakeEnvironment } from './fakeEnvironment';

jest.setTimeout(30_000);

const SONG = '/api/uploads/0b6f3f5e-8d3c-4a55-9b0e-2b1c3d4e5f60';

const workout = workoutFixture({
  name: 'Core Blast',
  exercises: [
    { name: 'Plank', duration: 45, restTime: 15, notes: 'Keep your back straight', musicUrl: SONG, musicType: 'upload' },
    { name: 'Squat', duration: 30, restTime: 0, musicUrl: SONG, musicType: 'upload' },
    { name: 'Lunge', duration: 10, restTime: 0, musicUrl: SONG, musicType: 'upload' },
  ],
});

function setup() {
  localStorage.clear();
  const fake = fakeEnvironment();
  const api = mockApi({
    'GET /api/workouts/w1': { status: 200, body: workout },
    'POST /api/completions': { status: 201, body: { id: 'c1' } },
  });
  const user = userEvent.setup({ delay: null });
  const utils = render(
    <PlayerEnvironmentProvider value={fake.env}>{renderTree(<PlayerPage />, { path: '/player/w1', routes: ['/player/:id'] })}</PlayerEnvironmentProvider>,
  );
  return { ...fake, ...api, user, utils };
}

const timer = () => screen.getByRole('timer');
const phase = () => document.querySelector('.phase-badge')?.textContent;
/** Lets the playback ticker (a real 200 ms interval) run once. */
const nextTick = () => act(() => new Promise((r) => setTimeout(r, 250)));

/** Moves the injected clock; the render loop (animation frames) picks it up. */
async function advance(fake: { advance: (ms: number) => void }, ms: number) {
  act(() => fake.advance(ms));
  await act(async () => {
    await new Promise((r) => requestAnimationFrame(() => r(undefined)));
  });
}

describe('Workout Player', () => {
  test('when played, then the phase, countdown, block, notes and next preview follow the injected clock', async () => {
    const fake = setup();
    await screen.findByRole('heading', { name: 'Core Blast' });
    expect(phase()).toBe('Get ready');
    expect(timer()).toHaveTextContent('0:05');
    expect(screen.getByText('Press Play or Space to start')).toBeInTheDocument();

    await fake.user.click(screen.getByRole('checkbox', { name: 'Voice announcements' }));
    await fake.user.click(screen.getByRole('button', { name: 'Play' }));
    await advance(fake, 2000);
    expect(timer()).toHaveTextContent('0:03');
    expect(screen.getByText('Up first')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Plank' })).toBeInTheDocument();
    expect(fake.spoken).toEqual(['Next: Plank, 45 seconds']);

    await advance(fake, 3500);
    expect(phase()).toBe('Work');
    expect(timer()).toHaveTextContent('0:45');
    expect(screen.getByRole('heading', { name: 'Plank' })).toBeInTheDocument();
    expect(screen.getByText('Keep your back straight')).toBeInTheDocument();
    expect(screen.getByText('Next: Rest · 0:15')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Jump to Plank\b/ })).toHaveAttribute('aria-current', 'step');

    await advance(fake, 45_000);
    expect(phase()).toBe('Rest');
    expect(timer()).toHaveTextContent('0:15');
    expect(screen.getByText('Next: Squat · 0:30')).toBeInTheDocument();
    expect(screen.getByTestId('elapsed')).toHaveTextContent('0:50');
    expect(screen.getByTestId('remaining')).toHaveTextContent('0:55');
  });

  test('when Space, →, ←, M and F are pressed, then they pause/resume, skip, go back, mute and go fullscreen', async () => {
    const fake = setup();
    await screen.findByRole('heading', { name: 'Core Blast' });
    const requestFullscreen = jest.fn(() => Promise.resolve());
    document.querySelector<HTMLElement>('.player')!.requestFullscreen = requestFullscreen;

    await fake.user.keyboard(' ');
    await advance(fake, 1000);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await fake.user.keyboard('{ArrowRight}');
    await advance(fake, 0);
    expect(phase()).toBe('Work');
    expect(screen.getByRole('heading', { name: 'Plank' })).toBeInTheDocument();
    await fake.user.keyboard('{ArrowRight}');
    await advance(fake, 1000);
    expect(screen.getByRole('heading', { name: 'Squat' })).toBeInTheDocument();
    await fake.user.keyboard('{ArrowLeft}');
    await advance(fake, 0);
    expect(screen.getByRole('heading', { name: 'Plank' })).toBeInTheDocument();

    await fake.user.keyboard(' ');
    await advance(fake, 10_000);
    expect(screen.getByText('Paused')).toBeInTheDocument();
    expect(timer()).toHaveTextContent('0:45');
    await fake.user.keyboard(' ');
    await advance(fake, 5000);
    expect(timer()).toHaveTextContent('0:40');

    await fake.user.keyboard('m');
    expect(screen.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
    await fake.user.keyboard('M');
    expect(screen.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'false');
    await fake.user.keyboard('f');
    expect(requestFullscreen).toHaveBeenCalled();
  });

  test('when the workout reaches its end, then the completion screen shows the total time and the run is logged', async () => {
    const fake = setup();
    await screen.findByRole('heading', { name: 'Core Blast' });
    await fake.user.click(screen.getByRole('button', { name: 'Play' }));
    await advance(fake, 20_000);
    await fake.user.click(screen.getByRole('button', { name: 'Pause' }));
    await advance(fake, 60_000);
    await fake.user.click(screen.getByRole('button', { name: 'Play' }));
    await advance(fake, 200_000);
    expect(await screen.findByRole('heading', { name: 'Workout complete!' })).toBeInTheDocument();
    const figures = within(screen.getByRole('region', { name: 'Workout complete!' }));
    expect(figures.getByText('1:45')).toBeInTheDocument();
    await waitFor(() => expect(fake.calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/completions', body: { workoutId: 'w1', elapsedSeconds: 105 } }));
    expect(screen.getByRole('button', { name: 'Play again' })).toBeInTheDocument();
  });

  test('when the lead-in is turned off, then play starts straight at work and the choice is remembered', async () => {
    const fake = setup();
    await screen.findByRole('heading', { name: 'Core Blast' });
    await fake.user.click(screen.getByRole('checkbox', { name: /Get ready” lead-in/ }));
    expect(localStorage.getItem(PREFERENCE_KEYS.leadIn)).toBe('false');
    expect(phase()).toBe('Work');
    expect(timer()).toHaveTextContent('0:45');
    fake.utils.unmount();

    const again = fakeEnvironment();
    render(<PlayerEnvironmentProvider value={again.env}>{renderTree(<PlayerPage />, { path: '/player/w1', routes: ['/player/:id'] })}</PlayerEnvironmentProvider>);
    await screen.findByRole('heading', { name: 'Core Blast' });
    expect(screen.getByRole('checkbox', { name: /Get ready” lead-in/ })).not.toBeChecked();
    expect(phase()).toBe('Work');
  });

  test('when blocks share music with rest 0, then one track plays on; a rest restarts it; a failing track toasts and the timer runs on', async () => {
    const fake = setup();
    await screen.findByRole('heading', { name: 'Core Blast' });
    await fake.user.click(screen.getByRole('button', { name: 'Play' }));
    await advance(fake, 5500);
    await waitFor(() => expect(fake.adapters).toHaveLength(1));
    expect(fake.adapters[0]!.calls).toEqual(expect.arrayContaining([`load ${SONG} @0.5`, 'play']));

    await advance(fake, 60_000);
    expect(screen.getByRole('heading', { name: 'Squat' })).toBeInTheDocument();
    await waitFor(() => expect(fake.adapters).toHaveLength(2));
    expect(fake.adapters[0]!.calls.at(-1)).toBe('stop');

    await advance(fake, 31_000);
    expect(screen.getByRole('heading', { name: 'Lunge' })).toBeInTheDocument();
    await nextTick();
    expect(fake.adapters).toHaveLength(2);
    expect(fake.adapters[1]!.calls).not.toContain('stop');

    await fake.user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(fake.adapters[1]!.calls.at(-1)).toBe('pause');
    await fake.user.click(screen.getByRole('button', { name: 'Play' }));
    expect(fake.adapters[1]!.calls.at(-1)).toBe('play');

    act(() => fake.adapters[1]!.fail());
    expect(await screen.findByText('Playback Error: Unable to play this track. Please check the URL and try again.')).toBeInTheDocument();
    expect(fake.adapters[1]!.calls.at(-1)).toBe('stop');
    await advance(fake, 2000);
    expect(timer()).toHaveTextContent('0:07');
  });

  test('when playing, then the screen wake lock is held, asked again on return to the tab, and released on pause', async () => {
    const fake = setup();
    const sentinels: Array<{ released: boolean; release: jest.Mock }> = [];
    const request = jest.fn(async () => {
      const sentinel = { released: false, release: jest.fn(async () => void (sentinel.released = true)) };
      sentinels.push(sentinel);
      return sentinel;
    });
    Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
    await screen.findByRole('heading', { name: 'Core Blast' });
    await fake.user.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
    // The browser drops the lock while the page is hidden; coming back asks for a new one.
    sentinels[0]!.released = true;
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    await fake.user.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(sentinels[1]!.release).toHaveBeenCalled());
    delete (navigator as { wakeLock?: unknown }).wakeLock;
  });

  test('when a block in the strip is pressed, then the player jumps to it', async () => {
    const fake = setup();
    await screen.findByRole('heading', { name: 'Core Blast' });
    await fake.user.click(screen.getByRole('button', { name: /^Jump to Lunge\b/ }));
    await advance(fake, 1000);
    expect(screen.getByRole('heading', { name: 'Lunge' })).toBeInTheDocument();
    expect(timer()).toHaveTextContent('0:09');
    expect(screen.getByText('Next: Finish')).toBeInTheDocument();
  });
});
