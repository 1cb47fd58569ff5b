import type { LiveAction, LiveClassView, SharedWorkout } from '@blockbeat/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderTree, workoutFixture } from '../../test-setup/remote-harness';
import LiveClassPage from '../src/exposes/LiveClassPage';
import LiveJoinPage from '../src/exposes/LiveJoinPage';
import { PlayerEnvironmentProvider } from '../src/shared/player/audio/environment';
import { fakeEnvironment } from './fakeEnvironment';
import { FakeEventSource } from './fakeEventSource';

jest.setTimeout(30_000);

const signedOut = { 'GET /api/auth/user': { status: 401, body: 'Unauthorized' } };
const { createdAt: _c, updatedAt: _u, ...stored } = workoutFixture({
  name: 'Studio HIIT',
  exercises: [
    { name: 'Squats', duration: 30, restTime: 10, notes: 'Knees out' },
    { name: 'Lunges', duration: 30, restTime: 10 },
    { name: 'Plank', duration: 30, restTime: 10 },
  ],
});
const workout: SharedWorkout = { ...stored, shareToken: 'tok1' };
// The server's clock is far from the page's (fake clock at 10 000 ms): only the offset relates them.
const T0 = 1_800_000_000_000;
const LOCAL_START = 10_000;
const start: LiveAction = { seq: 1, type: 'start', atMs: T0 };
const view = (actions: LiveAction[], endedAt: string | null = null): LiveClassView => ({
  code: 'ABC234',
  workout,
  actions,
  allowFollowerAudio: false,
  startedAt: new Date(T0).toISOString(),
  endedAt,
});

/** The follower's page with the server's clock `serverAheadMs` past T0 when the page's clock reads LOCAL_START. */
function openClass(path: string, answer: LiveClassView | null, serverAheadMs: number, routes: Parameters<typeof mockApi>[0] = {}) {
  FakeEventSource.install();
  const fake = fakeEnvironment(LOCAL_START);
  const api = mockApi({
    ...signedOut,
    'GET /api/live/ABC234': answer ? { status: 200, body: answer } : { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } },
    'GET /api/live/time': () => ({ status: 200, body: { serverMs: fake.env.now() - LOCAL_START + T0 + serverAheadMs } }),
    'POST /api/live/ABC234/feedback': { status: 201, body: {} },
    ...routes,
  });
  render(<PlayerEnvironmentProvider value={fake.env}>{renderTree(<LiveClassPage />, { path, routes: ['/live/:code'] })}</PlayerEnvironmentProvider>);
  return { ...fake, ...api, user: userEvent.setup({ delay: null }) };
}

const timer = () => screen.getByRole('timer');
async function advance(fake: { advance: (ms: number) => void }, ms: number) {
  act(() => fake.advance(ms));
  await act(async () => {
    await new Promise((r) => requestAnimationFrame(() => r(undefined)));
  });
}

/** One uploaded track playing on through two blocks (rest 0); its grid is read through the class's share. */
const TRACK_ID = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';
const BEAT = `/api/shared/tok1/uploads/${TRACK_ID}/beat`;
const music = { musicType: 'upload' as const, musicUrl: `/api/uploads/${TRACK_ID}` };
const onTheBeat: SharedWorkout = { ...workout, exercises: [{ name: 'March', duration: 20, restTime: 0, ...music }, { name: 'Step touch', duration: 20, restTime: 0, ...music }] };
const grid128 = { status: 'found', bpm: 128, downbeatMs: 250, confidence: 0.9, source: 'analysis', analyserVersion: 1, message: null };
const beatReads = (fake: { calls: Array<{ path: string }> }) => fake.calls.filter((call) => call.path === BEAT).length;

describe('Live class page (/live/{code})', () => {
  test("when the class's music continues across a change and the track's tempo is known, then a follower changes block on the track's downbeat, where the instructor does, not where the seconds put it", async () => {
    // The track starts with the first block (5 s lead-in): its downbeats every 1.875 s from 5.25 s, so
    // the change planned at 25 s moves to 25.875 s. At 25.5 s the class is still in the first block.
    const fake = openClass('/live/ABC234', { ...view([start]), workout: onTheBeat }, 25_500, { [`GET ${BEAT}`]: { status: 200, body: grid128 } });
    await screen.findByRole('heading', { name: 'March' });
    await waitFor(() => expect(beatReads(fake)).toBe(1));
    await advance(fake, 100);
    expect(screen.getByRole('heading', { name: 'March' })).toBeInTheDocument();
    await advance(fake, 400);
    expect(await screen.findByRole('heading', { name: 'Step touch' })).toBeInTheDocument();
  });

  test('when the instructor taps a new tempo during the class, then a follower reads the grid again and its next change moves onto the new downbeat', async () => {
    const pending = { status: 'pending', bpm: null, downbeatMs: null, confidence: null, source: 'analysis', analyserVersion: 1, message: 'Finding the tempo…' };
    let grid: object = pending;
    // 24.5 s into the class: the change is planned at 25 s while no tempo is known.
    const fake = openClass('/live/ABC234', { ...view([start]), workout: onTheBeat }, 24_500, { [`GET ${BEAT}`]: () => ({ status: 200, body: grid }) });
    await screen.findByRole('heading', { name: 'March' });
    await waitFor(() => expect(beatReads(fake)).toBe(1));
    grid = { ...grid128, confidence: 1, source: 'tap' };
    FakeEventSource.latest().emit('beat', { uploadId: TRACK_ID });
    await waitFor(() => expect(beatReads(fake)).toBe(2));
    // At 25.5 s the tapped grid's downbeat (25.875 s) is still to come.
    await advance(fake, 1_000);
    expect(screen.getByRole('heading', { name: 'March' })).toBeInTheDocument();
    await advance(fake, 400);
    expect(await screen.findByRole('heading', { name: 'Step touch' })).toBeInTheDocument();
  });

  test('when the stream comes back after a drop (a tap may have been missed meanwhile), then the follower reads the grids again, once', async () => {
    const fake = openClass('/live/ABC234', { ...view([start]), workout: onTheBeat }, 5_000, { [`GET ${BEAT}`]: { status: 200, body: grid128 } });
    await screen.findByRole('heading', { name: 'March' });
    const stream = FakeEventSource.latest();
    stream.open();
    await waitFor(() => expect(beatReads(fake)).toBe(1));
    stream.drop();
    stream.open();
    await waitFor(() => expect(beatReads(fake)).toBe(2));
    await advance(fake, 1_000);
    expect(beatReads(fake)).toBe(2);
  });

  test('when a follower joins 50 s into the class, then it shows the second block with 25 s left, its next block, and follows the clock', async () => {
    const fake = openClass('/live/abc234', view([start]), 50_000);
    expect(await screen.findByRole('heading', { name: 'Lunges' })).toBeInTheDocument();
    await waitFor(() => expect(timer()).toHaveTextContent('0:25'));
    expect(screen.getByText('Next: Rest · 0:10')).toBeInTheDocument();
    await advance(fake, 26_000);
    expect(document.querySelector('.phase-badge')).toHaveTextContent('Rest');
    expect(screen.getByRole('heading', { name: 'Lunges' })).toBeInTheDocument();
  });

  test('when the instructor pauses, skips and resumes, then the follower shows each at once', async () => {
    const fake = openClass('/live/ABC234', view([start]), 12_000);
    await screen.findByRole('heading', { name: 'Squats' });
    await waitFor(() => expect(timer()).toHaveTextContent('0:23'));
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe('/api/live/ABC234/events');
    stream.open();
    stream.emit('action', { seq: 2, type: 'pause', atMs: T0 + 12_000 });
    await advance(fake, 5000);
    expect(timer()).toHaveTextContent('0:23');
    expect(screen.getByText('Paused')).toBeInTheDocument();
    stream.emit('action', { seq: 3, type: 'next', atMs: T0 + 17_000 });
    expect(screen.getByRole('heading', { name: 'Lunges' })).toBeInTheDocument();
    expect(timer()).toHaveTextContent('0:30');
    stream.emit('action', { seq: 4, type: 'resume', atMs: T0 + 17_000 });
    await advance(fake, 4000);
    expect(timer()).toHaveTextContent('0:26');
  });

  test('when the stream drops, then "Reconnecting…" shows quietly, and once back the position is right again', async () => {
    const fake = openClass('/live/ABC234', view([start]), 12_000);
    await screen.findByRole('heading', { name: 'Squats' });
    const stream = FakeEventSource.latest();
    stream.open();
    stream.drop();
    expect(screen.getByText('Reconnecting…')).toBeInTheDocument();
    // While away the instructor skipped twice; the resumed stream's snapshot carries the whole log.
    await advance(fake, 10_000);
    stream.open();
    stream.emit('snapshot', view([start, { seq: 2, type: 'next', atMs: T0 + 15_000 }, { seq: 3, type: 'next', atMs: T0 + 18_000 }]));
    await advance(fake, 0);
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Plank' })).toBeInTheDocument();
    // Now is T0 + 22 s: 4 s into Plank's 30 s.
    expect(timer()).toHaveTextContent('0:26');
  });

  test('when the class ends, then the follower reads "The class has ended" and can send feedback once', async () => {
    const fake = openClass('/live/ABC234', view([start]), 12_000);
    await screen.findByRole('heading', { name: 'Squats' });
    FakeEventSource.latest().emit('ended', { endedAt: new Date(T0 + 60_000).toISOString() });
    expect(screen.getByRole('heading', { name: 'The class has ended' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'How did it go?' });
    await fake.user.click(within(form).getByRole('radio', { name: '7' }));
    await fake.user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thanks! Your instructor will see it.')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', path: '/api/live/ABC234/feedback', body: { done: true, effort: 7 } }]);
    expect(within(form).getByRole('button', { name: 'Send feedback' })).toBeDisabled();
  });

  test('when opened with ?tv=1, then it is the TV layout: a huge countdown, the block, the next block and one Fullscreen button', async () => {
    openClass('/live/ABC234?tv=1', view([start]), 12_000);
    const tv = await screen.findByTestId('live-tv');
    await waitFor(() => expect(within(tv).getByRole('timer')).toHaveTextContent('0:23'));
    expect(within(tv).getByRole('heading', { name: 'Squats' })).toBeInTheDocument();
    expect(within(tv).getByText('Next: Lunges')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Fullscreen']);
  });

  test('when a follower switches to the TV layout, then the TV screen replaces the player and its sound buttons', async () => {
    const fake = openClass('/live/ABC234', view([start]), 12_000);
    await screen.findByRole('button', { name: 'Enable sound' });
    await fake.user.click(screen.getByRole('button', { name: 'TV layout' }));
    expect(await screen.findByTestId('live-tv')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enable sound' })).not.toBeInTheDocument();
  });

  test('when the class allows uploaded audio, then after "Enable sound" only the uploaded track plays, in step; Mute silences it', async () => {
    const SONG = '/api/uploads/0b6f3f5e-8d3c-4a55-9b0e-2b1c3d4e5f60';
    const withMusic: SharedWorkout = {
      ...workout,
      exercises: [
        { name: 'Squats', duration: 30, restTime: 10, musicUrl: SONG, musicType: 'upload' },
        { name: 'Lunges', duration: 30, restTime: 10, musicUrl: 'https://open.spotify.com/track/abc', musicType: 'spotify' },
      ],
    };
    const fake = openClass('/live/ABC234', { ...view([start]), workout: withMusic, allowFollowerAudio: true }, 12_000);
    await screen.findByRole('heading', { name: 'Squats' });
    expect(fake.adapters).toHaveLength(0);
    await fake.user.click(screen.getByRole('button', { name: 'Enable sound' }));
    await waitFor(() => expect(fake.adapters).toHaveLength(1));
    // 12 s into the class is 7 s into Squats' track, fetched through the workout's share.
    expect(fake.adapters[0]!.calls).toContain(`load /api/shared/tok1/uploads/0b6f3f5e-8d3c-4a55-9b0e-2b1c3d4e5f60 @7`);
    expect(fake.adapters[0]!.calls).toContain('play');
    await fake.user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(screen.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
    expect(fake.adapters[0]!.calls.at(-1)).toBe('volume 0.00');
    // The Spotify block stays silent here: music is never re-broadcast.
    await advance(fake, 35_000);
    await act(() => new Promise((r) => setTimeout(r, 250)));
    expect(screen.getByRole('heading', { name: 'Lunges' })).toBeInTheDocument();
    expect(fake.adapters.map((a) => a.type)).toEqual(['upload']);
  });

  test('when the class does not allow audio, then a follower who enables sound hears cues but no music', async () => {
    const SONG = '/api/uploads/0b6f3f5e-8d3c-4a55-9b0e-2b1c3d4e5f60';
    const withMusic: SharedWorkout = { ...workout, exercises: [{ name: 'Squats', duration: 30, restTime: 10, musicUrl: SONG, musicType: 'upload' }] };
    const fake = openClass('/live/ABC234', { ...view([start]), workout: withMusic }, 12_000);
    await fake.user.click(await screen.findByRole('button', { name: 'Enable sound' }));
    await act(() => new Promise((r) => setTimeout(r, 250)));
    expect(fake.adapters).toHaveLength(0);
    // The instructor allows it during the class: the track starts where the class is.
    FakeEventSource.latest().emit('settings', { allowFollowerAudio: true });
    await waitFor(() => expect(fake.adapters).toHaveLength(1));
  });

  test('when the code is unknown, then the page says so and links back to /live', async () => {
    openClass('/live/ZZZ999', null, 0);
    expect(await screen.findByText('There is no live class with the code ZZZ999. Check it with your instructor.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Type another code' })).toHaveAttribute('href', '/live');
  });
});

describe('Join page (/live)', () => {
  function openJoin() {
    mockApi({
      ...signedOut,
      'GET /api/live/ABC234': { status: 200, body: view([]) },
    });
    render(renderTree(<LiveJoinPage />, { path: '/live', routes: ['/live'] }));
    return userEvent.setup({ delay: null });
  }

  test('when a code is typed in lower case with a space, then Join opens its class', async () => {
    const user = openJoin();
    await user.type(screen.getByLabelText('Class code'), 'abc 234');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/live/ABC234'));
  });

  test('when the code is unknown or not a code at all, then a clear error says so', async () => {
    const user = openJoin();
    const input = screen.getByLabelText('Class code');
    await user.type(input, 'HJK789');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no live class with the code HJK789.');
    await user.clear(input);
    await user.type(input, 'ABC1O0');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A class code is 6 letters and digits, like ABC234.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
