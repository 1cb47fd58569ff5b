import type { LiveClassStarted, SharedWorkout } from '@blockbeat/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderTree, workoutFixture, type ApiCall } from '../../test-setup/remote-harness';
import PlayerPage from '../src/exposes/PlayerPage';
import { PlayerEnvironmentProvider } from '../src/shared/player/audio/environment';
import { fakeEnvironment } from './fakeEnvironment';
import { FakeEventSource } from './fakeEventSource';

jest.setTimeout(30_000);

const workout = workoutFixture({
  id: '5b6f3f5e-8d3c-4a55-9b0e-2b1c3d4e5f61',
  name: 'Studio HIIT',
  exercises: [
    { name: 'Squats', duration: 30, restTime: 10 },
    { name: 'Lunges', duration: 30, restTime: 10 },
  ],
});
const LOCAL_START = 10_000;
// The server's clock reads this much more than the player's (the page's clock is performance.now()).
const OFFSET = 1_800_000_000_000;
const { createdAt: _c, updatedAt: _u, ...stored } = workout;
const started: LiveClassStarted = {
  code: 'ABC234',
  classUrl: 'https://blockbeat.example/live/ABC234',
  workout: { ...stored, shareToken: 'tok1' } as SharedWorkout,
  actions: [],
  allowFollowerAudio: false,
  startedAt: new Date(OFFSET).toISOString(),
  endedAt: null,
};

function setup({ failActions = 0 } = {}) {
  localStorage.clear();
  FakeEventSource.install();
  const fake = fakeEnvironment(LOCAL_START);
  let failuresLeft = failActions;
  const api = mockApi({
    'GET /api/workouts/w1': { status: 200, body: { ...workout, id: 'w1' } },
    'GET /api/live/time': () => ({ status: 200, body: { serverMs: fake.env.now() + OFFSET } }),
    'POST /api/live/classes': { status: 201, body: started },
    'POST /api/live/classes/ABC234/actions': () => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return { status: 503, body: 'Service Unavailable' };
      }
      return { status: 201, body: {} };
    },
    'PATCH /api/live/classes/ABC234': { status: 200, body: {} },
    'POST /api/live/classes/ABC234/end': { status: 200, body: {} },
  });
  render(<PlayerEnvironmentProvider value={fake.env}>{renderTree(<PlayerPage />, { path: '/player/w1', routes: ['/player/:id'] })}</PlayerEnvironmentProvider>);
  return { ...fake, ...api, user: userEvent.setup({ delay: null }) };
}

const posted = (calls: ApiCall[], path: string) => calls.filter((c) => c.method !== 'GET' && c.path === path).map((c) => c.body);

async function startClass(fake: ReturnType<typeof setup>) {
  await fake.user.click(await screen.findByRole('button', { name: 'Start live class' }));
  return screen.findByRole('region', { name: 'Live class' });
}

describe('Instructor: live class from the player', () => {
  test('when the instructor starts a live class, then the panel shows the code, the join line, the link, a QR code and the followers', async () => {
    const fake = setup();
    const panel = await startClass(fake);
    expect(posted(fake.calls, '/api/live/classes')).toEqual([{ workoutId: 'w1', allowFollowerAudio: false }]);
    expect(within(panel).getByLabelText('Class code ABC234')).toHaveTextContent('ABC234');
    expect(within(panel).getByText('Join at blockbeat.example/live with code ABC234')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: started.classUrl })).toHaveAttribute('href', started.classUrl);
    const qr = await within(panel).findByRole('img', { name: `QR code for ${started.classUrl}` });
    expect(qr.querySelector('svg')).not.toBeNull();
    expect(within(panel).getByText('Followers: 0')).toBeInTheDocument();
    const stream = FakeEventSource.latest();
    // The panel follows as the instructor: the service does not count it among the followers.
    expect(stream.url).toBe('/api/live/ABC234/events?role=instructor');
    stream.emit('followers', { count: 4 });
    expect(within(panel).getByText('Followers: 4')).toBeInTheDocument();
  });

  test('when the instructor plays, pauses, skips and resumes, then each is sent with the server-clock instant it happened at', async () => {
    const fake = setup();
    await startClass(fake);
    await fake.user.click(screen.getByRole('button', { name: 'Play' }));
    act(() => fake.advance(7000));
    await fake.user.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => fake.advance(3000));
    await fake.user.click(screen.getByRole('button', { name: 'Next block' }));
    await fake.user.click(screen.getByRole('button', { name: 'Play' }));
    await fake.user.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(posted(fake.calls, '/api/live/classes/ABC234/actions')).toHaveLength(5));
    expect(posted(fake.calls, '/api/live/classes/ABC234/actions')).toEqual([
      { type: 'start', atMs: OFFSET + LOCAL_START },
      { type: 'pause', atMs: OFFSET + LOCAL_START + 7000 },
      { type: 'next', atMs: OFFSET + LOCAL_START + 10_000 },
      { type: 'resume', atMs: OFFSET + LOCAL_START + 10_000 },
      { type: 'stop', atMs: OFFSET + LOCAL_START + 10_000 },
    ]);
  });

  test('when a send fails, then "Class link lost — retrying" shows, the timer keeps going, and the retry clears it', async () => {
    const fake = setup({ failActions: 1 });
    await startClass(fake);
    await fake.user.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByText('Class link lost — retrying')).toBeInTheDocument();
    act(() => fake.advance(2000));
    await act(async () => {
      await new Promise((r) => requestAnimationFrame(() => r(undefined)));
    });
    expect(screen.getByRole('timer')).toHaveTextContent('0:03');
    await waitFor(() => expect(screen.queryByText('Class link lost — retrying')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(posted(fake.calls, '/api/live/classes/ABC234/actions')).toEqual([
      { type: 'start', atMs: OFFSET + LOCAL_START },
      { type: 'start', atMs: OFFSET + LOCAL_START },
    ]);
  });

  test('when sends keep failing, then each action is resent until taken, in order, and nothing behind it overtakes it', async () => {
    const fake = setup({ failActions: 2 });
    await startClass(fake);
    await fake.user.click(screen.getByRole('button', { name: 'Play' }));
    act(() => fake.advance(1000));
    await fake.user.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(posted(fake.calls, '/api/live/classes/ABC234/actions')).toHaveLength(4), { timeout: 6000 });
    expect(posted(fake.calls, '/api/live/classes/ABC234/actions').map((a) => (a as { type: string }).type)).toEqual(['start', 'start', 'start', 'pause']);
    await waitFor(() => expect(screen.queryByText('Class link lost — retrying')).not.toBeInTheDocument());
  }, 10_000);

  test('when the instructor lets followers play the uploaded music and ends the class, then both are sent', async () => {
    const fake = setup();
    const panel = await startClass(fake);
    await fake.user.click(within(panel).getByRole('switch', { name: 'Let followers play the uploaded music' }));
    expect(within(panel).getByRole('switch', { name: 'Let followers play the uploaded music' })).toBeChecked();
    await fake.user.click(within(panel).getByRole('button', { name: 'End class' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Live class' })).not.toBeInTheDocument());
    expect(posted(fake.calls, '/api/live/classes/ABC234')).toEqual([{ allowFollowerAudio: true }]);
    expect(posted(fake.calls, '/api/live/classes/ABC234/end')).toEqual([undefined]);
    expect(screen.getByRole('button', { name: 'Start live class' })).toBeEnabled();
  });

  test('when the timer is running, then a live class cannot be started until it is stopped', async () => {
    const fake = setup();
    await fake.user.click(await screen.findByRole('button', { name: 'Play' }));
    expect(screen.getByRole('button', { name: 'Start live class' })).toBeDisabled();
    expect(screen.getByText('Stop the timer to start a live class.')).toBeInTheDocument();
    await fake.user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.getByRole('button', { name: 'Start live class' })).toBeEnabled();
  });
});
