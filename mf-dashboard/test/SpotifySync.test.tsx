import {
  SPOTIFY_MESSAGES,
  type SpotifyPage,
  type SpotifyPlaylist,
  type SpotifyStatus,
  type SpotifyTrack,
} from '@blockbeat/contracts';
import { EXERCISE_TEMPLATES_QUERY_KEY, ThemeProvider, ToastProvider, useToastState } from '@blockbeat/shell-sdk';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import SpotifySyncPage from '../src/exposes/SpotifySyncPage';
import { DISCONNECT_CONFIRMATION } from '../src/features/spotify-sync/components/SpotifyAccountBar';
import { assignLocation } from '../src/features/spotify-sync/model/navigation';
import { createTestQueryClient, mockApi, setupUser, template, workoutSummary, type Answer } from './helpers';

jest.mock('../src/features/spotify-sync/model/navigation', () => ({ assignLocation: jest.fn() }));
jest.setTimeout(30_000);
const user = setupUser();

const STATUS = '/api/spotify/status';
const PLAYLISTS = '/api/spotify/playlists?offset=0&limit=50';
const TRACKS = '/api/spotify/playlists/pl1/tracks?offset=0&limit=100';
const ok = (body: unknown): Answer => ({ status: 200, body });

const status = (over: Partial<SpotifyStatus> = {}): SpotifyStatus => ({
  configured: true,
  connected: true,
  needsReconnect: false,
  displayName: 'Coach Spotify',
  redirectUri: 'http://localhost:5000/api/spotify/callback',
  ...over,
});
const page = <T,>(items: T[], total = items.length, offset = 0, limit = 50): SpotifyPage<T> => ({ items, total, offset, limit });
const playlist = (n: number, over: Partial<SpotifyPlaylist> = {}): SpotifyPlaylist => ({
  id: `pl${n}`,
  name: `Playlist ${n}`,
  imageUrl: `https://i.scdn.co/image/cover${n}`,
  trackCount: 3,
  ...over,
});
const track = (n: number, over: Partial<SpotifyTrack> = {}): SpotifyTrack => ({
  id: `tr${n}`,
  title: `Song ${n}`,
  artists: [`Artist ${n}`],
  durationMs: 180_000 + n * 1000,
  url: `https://open.spotify.com/track/tr${n}`,
  ...over,
});
const spotifyError = (status: number, reason: string, message: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: { error: { code: status === 429 ? 'rate_limited' : status === 409 ? 'conflict' : 'bad_gateway', message, reason, ...extra } },
});

function Toasts() {
  const { toasts } = useToastState();
  return (
    <ul aria-label="Toasts">
      {toasts
        .filter((t) => t.open)
        .map((t) => (
          <li key={t.id} data-variant={t.variant ?? 'default'}>
            {t.title}: {t.description}
          </li>
        ))}
    </ul>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function Builder() {
  return <p>builder screen {useParams().id}</p>;
}

function renderPage(path = '/spotify-playlist-sync') {
  const client = createTestQueryClient();
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/spotify-playlist-sync" element={<SpotifySyncPage />} />
              <Route path="/builder/:id" element={<Builder />} />
              <Route path="/subscription-required" element={<p>paywall screen</p>} />
            </Routes>
            <Where />
          </MemoryRouter>
          <Toasts />
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return client;
}

const toasts = () => within(screen.getByRole('list', { name: 'Toasts' }));

async function openPlaylist(name = 'Playlist 1') {
  await user.click(await screen.findByRole('button', { name: new RegExp(name) }));
  return screen.findByRole('heading', { level: 2, name });
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  jest.mocked(assignLocation).mockClear();
});

describe('not configured', () => {
  test('when the server has no Spotify client, then the page says so, how to set it up, and the redirect URI to register', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    mockApi({ [STATUS]: ok(status({ configured: false, connected: false, displayName: null })) });
    renderPage();
    expect(await screen.findByText(SPOTIFY_MESSAGES.notConfigured)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Spotify Playlist Sync' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Set up Spotify' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Spotify Developer Dashboard' })).toHaveAttribute('href', 'https://developer.spotify.com/dashboard');
    expect(screen.getByLabelText('Redirect URI')).toHaveValue('http://localhost:5000/api/spotify/callback');
    expect(screen.getByText('SPOTIFY_CLIENT_ID')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect Spotify' })).not.toBeInTheDocument();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(screen.getByRole('button', { name: 'Copy redirect URI' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost:5000/api/spotify/callback');
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  });
});

describe('connecting', () => {
  test('when Connect Spotify is pressed, then the browser goes to the connect route (a full navigation)', async () => {
    mockApi({ [STATUS]: ok(status({ connected: false, displayName: null })) });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Connect Spotify' }));
    expect(assignLocation).toHaveBeenCalledWith('/api/spotify/connect');
  });

  test('when the grant was withdrawn, then the page shows the reconnect message and a Reconnect button', async () => {
    mockApi({ [STATUS]: ok(status({ needsReconnect: true })) });
    renderPage();
    expect(await screen.findByText(SPOTIFY_MESSAGES.reconnect)).toBeInTheDocument();
    expect(screen.queryByText(/Connected as/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(assignLocation).toHaveBeenCalledWith('/api/spotify/connect');
  });

  test('when Spotify sends the browser back connected, then a success toast shows and the query is cleared', async () => {
    mockApi({ [STATUS]: ok(status()), [PLAYLISTS]: ok(page([])) });
    renderPage('/spotify-playlist-sync?spotify=connected');
    expect(await toasts().findByText(/Spotify connected/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/spotify-playlist-sync$/));
    expect(await screen.findByText('Coach Spotify')).toBeInTheDocument();
  });

  test.each(['denied', 'state', 'failed'] as const)('when the callback answers %s, then its message shows as an error and the query is cleared', async (reason) => {
    mockApi({ [STATUS]: ok(status({ connected: false })) });
    renderPage(`/spotify-playlist-sync?spotify=${reason}`);
    const toast = await toasts().findByText(new RegExp(SPOTIFY_MESSAGES[reason].slice(0, 30)));
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/spotify-playlist-sync$/));
  });
});

describe('connected', () => {
  test('when connected, then the account and the playlists show with cover, name and track count, and Load more asks for the next page', async () => {
    const first = Array.from({ length: 50 }, (_, i) => playlist(i + 1, { trackCount: i }));
    const api = mockApi({
      [STATUS]: ok(status()),
      [PLAYLISTS]: ok(page(first, 51)),
      '/api/spotify/playlists?offset=50&limit=50': ok(page([playlist(51, { imageUrl: null })], 51, 50)),
    });
    renderPage();
    expect(await screen.findByText('Coach Spotify')).toBeInTheDocument();
    expect(screen.getByText(/Connected as/)).toBeInTheDocument();
    expect(await screen.findByText('Showing 50 of 51 playlists')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: /Playlist 2\b/ });
    expect(within(button).getByText('1 track')).toBeInTheDocument();
    expect(button.querySelector('img')).toHaveAttribute('alt', '');
    expect(button.querySelector('img')).toHaveAttribute('src', 'https://i.scdn.co/image/cover2');
    // A cover that does not load gives way to the note symbol, not a broken image.
    fireEvent.error(button.querySelector('img')!);
    expect(button.querySelector('img')).toBeNull();
    expect(within(button).getByText('♪')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more playlists' }));
    expect(await screen.findByRole('button', { name: /Playlist 51/ })).toBeInTheDocument();
    expect(screen.getByText('Showing 51 of 51 playlists')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more playlists' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/spotify/playlists?offset=50&limit=50')).toHaveLength(1);
  });

  test('when a playlist is picked, then its tracks show with title, artists and m:ss, all chosen, and the heading takes the focus', async () => {
    mockApi({
      [STATUS]: ok(status()),
      [PLAYLISTS]: ok(page([playlist(1)])),
      [TRACKS]: ok(page([track(1, { artists: ['A', 'B'], durationMs: 65_400 }), track(2), track(3, { durationMs: 3_725_000 })], 3, 0, 100)),
    });
    renderPage();
    const heading = await openPlaylist();
    await waitFor(() => expect(heading).toHaveFocus());
    const first = await screen.findByRole('checkbox', { name: /Song 1/ });
    expect(first).toBeChecked();
    expect(first.closest('li')).toHaveTextContent('Song 1 A, B length 1:05');
    expect(screen.getByRole('checkbox', { name: /Song 3/ }).closest('li')).toHaveTextContent('1:02:05');
    expect(screen.getByRole('checkbox', { name: 'All tracks (3 of 3 chosen)' })).toBeChecked();
    expect(screen.getByText('3 tracks')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All playlists' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Playlist 1/ })).toHaveFocus());
  });

  test('when Spotify leaves items out of a page (local files, episodes), then the next page starts after the whole page and nothing shows twice', async () => {
    const api = mockApi({
      [STATUS]: ok(status()),
      [PLAYLISTS]: ok(page([playlist(1, { trackCount: 103 })])),
      [TRACKS]: ok(page(Array.from({ length: 98 }, (_, i) => track(i + 1)), 103, 0, 100)),
      '/api/spotify/playlists/pl1/tracks?offset=100&limit=100': ok(page([track(99), track(99)], 103, 100, 100)),
    });
    renderPage();
    await openPlaylist();
    expect(await screen.findByText('100 tracks (3 left out: local files, podcast episodes or removed tracks)')).toBeInTheDocument();
    expect(screen.getAllByText('Song 99')).toHaveLength(2);
    expect(screen.getAllByText('Song 98')).toHaveLength(1);
    expect(api.calls.filter((c) => c.url.includes('/tracks')).map((c) => c.url)).toEqual([TRACKS, '/api/spotify/playlists/pl1/tracks?offset=100&limit=100']);
  });
});

describe('templates', () => {
  test('when some tracks are unticked and Create templates is pressed, then only the chosen are sent, a toast counts them and the templates are read again', async () => {
    const api = mockApi({
      [STATUS]: ok(status()),
      [PLAYLISTS]: ok(page([playlist(1)])),
      [TRACKS]: ok(page([track(1), track(2), track(3)], 3, 0, 100)),
      'POST /api/spotify/playlists/pl1/templates': ok({ created: 1, skipped: 1 }),
    });
    const client = renderPage();
    client.setQueryData(EXERCISE_TEMPLATES_QUERY_KEY, [template()]);
    await openPlaylist();
    await user.click(await screen.findByRole('checkbox', { name: /Song 2/ }));
    expect(screen.getByRole('checkbox', { name: 'All tracks (2 of 3 chosen)' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create templates' }));
    expect(await toasts().findByText('Templates created: Created 1 template (1 already in your library)')).toBeInTheDocument();
    expect(api.callsTo('POST /api/spotify/playlists/pl1/templates').map((c) => c.body)).toEqual([{ trackIds: ['tr1', 'tr3'] }]);
    expect(client.getQueryState(EXERCISE_TEMPLATES_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  test('when every track is chosen, then the request names none (the whole playlist) and the toast counts the new ones', async () => {
    const api = mockApi({
      [STATUS]: ok(status()),
      [PLAYLISTS]: ok(page([playlist(1)])),
      [TRACKS]: ok(page([track(1), track(2)], 2, 0, 100)),
      'POST /api/spotify/playlists/pl1/templates': ok({ created: 2, skipped: 0 }),
    });
    renderPage();
    await openPlaylist();
    await user.click(await screen.findByRole('button', { name: 'Create templates' }));
    expect(await toasts().findByText('Templates created: Created 2 templates')).toBeInTheDocument();
    expect(api.callsTo('POST /api/spotify/playlists/pl1/templates')[0]!.body).toEqual({});
  });

  test('when no track is chosen, then Create templates cannot be pressed', async () => {
    mockApi({ [STATUS]: ok(status()), [PLAYLISTS]: ok(page([playlist(1)])), [TRACKS]: ok(page([track(1), track(2)], 2, 0, 100)) });
    renderPage();
    await openPlaylist();
    await user.click(await screen.findByRole('checkbox', { name: /All tracks/ }));
    expect(screen.getByRole('checkbox', { name: /Song 1/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Create templates' })).toBeDisabled();
  });

  test('when Spotify fails (502), then the service message shows with Try again, which asks again', async () => {
    let calls = 0;
    mockApi({
      [STATUS]: ok(status()),
      [PLAYLISTS]: ok(page([playlist(1)])),
      [TRACKS]: ok(page([track(1)], 1, 0, 100)),
      'POST /api/spotify/playlists/pl1/templates': () =>
        (calls += 1) === 1 ? spotifyError(502, 'unavailable', SPOTIFY_MESSAGES.unavailable) : ok({ created: 1, skipped: 0 }),
    });
    renderPage();
    await openPlaylist();
    await user.click(await screen.findByRole('button', { name: 'Create templates' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SPOTIFY_MESSAGES.unavailable);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await toasts().findByText('Templates created: Created 1 template')).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(screen.queryByText(SPOTIFY_MESSAGES.unavailable)).not.toBeInTheDocument();
  });

  test('when the user has no access to create (402), then the paywall opens and no Spotify message shows', async () => {
    mockApi({
      [STATUS]: ok(status()),
      [PLAYLISTS]: ok(page([playlist(1)])),
      [TRACKS]: ok(page([track(1)], 1, 0, 100)),
      'POST /api/spotify/playlists/pl1/templates': { status: 402, body: { error: { code: 'payment_required', message: 'Subscription required' } } },
    });
    renderPage();
    await openPlaylist();
    await user.click(await screen.findByRole('button', { name: 'Create templates' }));
    expect(await screen.findByText('paywall screen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('fill a workout', () => {
  function fillApi(fillAnswer: Answer = ok({ filled: 2, tracksLeft: 0, added: 1 })) {
    return mockApi({
      [STATUS]: ok(status()),
      [PLAYLISTS]: ok(page([playlist(1)])),
      [TRACKS]: ok(page([track(1), track(2), track(3)], 3, 0, 100)),
      '/api/workouts': ok([
        workoutSummary({ id: 'w1', name: 'Morning HIIT', exercises: [{ name: 'A', duration: 30 }, { name: 'B', duration: 30 }] }),
        workoutSummary({ id: 'w2', name: 'Long Ride' }),
      ]),
      'POST /api/spotify/playlists/pl1/fill-workout': fillAnswer,
    });
  }

  test('when the workout has fewer blocks than tracks, then adding blocks is offered, both options are sent, and the builder opens', async () => {
    const api = fillApi();
    renderPage();
    await openPlaylist();
    await user.click(await screen.findByRole('button', { name: 'Fill a workout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fill a workout with Playlist 1' });
    const select = await within(dialog).findByLabelText('Workout');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Morning HIIT', 'Long Ride']);
    expect(within(dialog).getByText(/Morning HIIT has 2 blocks; the playlist has 3 tracks/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Add 1 block for the remaining tracks' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Set each block’s duration to its track’s length (5–600 s)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Fill workout' }));
    expect(await within(dialog).findByText('Morning HIIT: 2 blocks got a track, 1 block added.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/spotify/playlists/pl1/fill-workout')[0]!.body).toEqual({ workoutId: 'w1', addBlocks: true, matchTrackLength: true });
    expect(await toasts().findByText(/Workout filled/)).toBeInTheDocument();
    const open = within(dialog).getByRole('button', { name: 'Open in builder' });
    await waitFor(() => expect(open).toHaveFocus());
    await user.click(open);
    expect(await screen.findByText('builder screen w1')).toBeInTheDocument();
  });

  test('when the workout has as many blocks or more, then no blocks are offered and the options are sent off', async () => {
    const api = fillApi(ok({ filled: 3, tracksLeft: 0, added: 0 }));
    renderPage();
    await openPlaylist();
    await user.click(await screen.findByRole('button', { name: 'Fill a workout' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(await within(dialog).findByLabelText('Workout'), 'Long Ride');
    expect(within(dialog).getByText(/The first 3 blocks get a track; the other 2 blocks keep their music/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: /Add/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fill workout' }));
    expect(await within(dialog).findByText('Long Ride: 3 blocks got a track.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/spotify/playlists/pl1/fill-workout')[0]!.body).toEqual({ workoutId: 'w2', addBlocks: false, matchTrackLength: false });
  });

  test('when the fill is refused (too many blocks), then the service message shows and nothing crashes', async () => {
    fillApi({ status: 400, body: { error: { code: 'validation', message: 'A workout has at most 500 blocks.' } } });
    renderPage();
    await openPlaylist();
    await user.click(await screen.findByRole('button', { name: 'Fill a workout' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('Workout');
    await user.click(within(dialog).getByRole('button', { name: 'Fill workout' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A workout has at most 500 blocks.');
    expect(within(dialog).getByRole('button', { name: 'Fill workout' })).toBeEnabled();
  });
});

describe('Spotify refusals', () => {
  test('when Spotify asks to slow down (429) while the tracks load, then a countdown shows with the progress and the next page is asked again by itself', async () => {
    let second = 0;
    const api = mockApi({
      [STATUS]: ok(status()),
      [PLAYLISTS]: ok(page([playlist(1, { trackCount: 101 })])),
      [TRACKS]: ok(page(Array.from({ length: 100 }, (_, i) => track(i + 1)), 101, 0, 100)),
      '/api/spotify/playlists/pl1/tracks?offset=100&limit=100': () =>
        (second += 1) === 1 ? spotifyError(429, 'rate_limited', SPOTIFY_MESSAGES.rateLimited, { retryAfterSeconds: 2 }) : ok(page([track(101)], 101, 100, 100)),
    });
    renderPage();
    await openPlaylist();
    expect(await screen.findByText('Spotify asked us to slow down. Trying again in 2 s…')).toBeInTheDocument();
    expect(screen.getAllByText('Loaded 100 of 101 tracks').length).toBeGreaterThan(0);
    expect(await screen.findByText('Spotify asked us to slow down. Trying again in 1 s…')).toBeInTheDocument();
    // Text queries: computing a hundred checkboxes' names on every poll would starve the countdown's timer.
    expect(await screen.findByText('101 tracks', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Song 101')).toBeInTheDocument();
    expect(screen.queryByText(/slow down/)).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/spotify/playlists/pl1/tracks?offset=100&limit=100')).toHaveLength(2);
  });

  test('when Spotify asks to slow down while creating templates, then it counts down and sends the same request again', async () => {
    let calls = 0;
    const api = mockApi({
      [STATUS]: ok(status()),
      [PLAYLISTS]: ok(page([playlist(1)])),
      [TRACKS]: ok(page([track(1), track(2)], 2, 0, 100)),
      'POST /api/spotify/playlists/pl1/templates': () =>
        (calls += 1) === 1 ? spotifyError(429, 'rate_limited', SPOTIFY_MESSAGES.rateLimited, { retryAfterSeconds: 1 }) : ok({ created: 1, skipped: 0 }),
    });
    renderPage();
    await openPlaylist();
    await user.click(await screen.findByRole('checkbox', { name: /Song 1/ }));
    await user.click(screen.getByRole('button', { name: 'Create templates' }));
    expect(await screen.findByText('Spotify asked us to slow down. Trying again in 1 s…')).toBeInTheDocument();
    expect(await toasts().findByText('Templates created: Created 1 template', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(api.callsTo('POST /api/spotify/playlists/pl1/templates').map((c) => c.body)).toEqual([{ trackIds: ['tr2'] }, { trackIds: ['tr2'] }]);
  });

  test('when Spotify no longer accepts the grant (409 reconnect), then the status is read again and the page offers Reconnect', async () => {
    let statusCalls = 0;
    mockApi({
      [STATUS]: () => ok(status({ needsReconnect: (statusCalls += 1) > 1 })),
      [PLAYLISTS]: spotifyError(409, 'reconnect', SPOTIFY_MESSAGES.reconnect),
    });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Reconnect' })).toBeInTheDocument();
    expect(screen.getByText(SPOTIFY_MESSAGES.reconnect)).toBeInTheDocument();
    expect(statusCalls).toBe(2);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reconnect' })).toHaveFocus());
  });

  test('when the server no longer has Spotify set up (409 not_configured), then the status is read again and the set-up steps show', async () => {
    let statusCalls = 0;
    mockApi({
      [STATUS]: () => ok(status({ configured: (statusCalls += 1) === 1 })),
      [PLAYLISTS]: spotifyError(409, 'not_configured', SPOTIFY_MESSAGES.notConfigured),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Set up Spotify' })).toBeInTheDocument();
    expect(statusCalls).toBe(2);
  });

  test('when the playlists time out (504), then the message shows with Try again, and trying again loads them', async () => {
    let calls = 0;
    mockApi({
      [STATUS]: ok(status()),
      [PLAYLISTS]: () => ((calls += 1) === 1 ? spotifyError(504, 'timeout', SPOTIFY_MESSAGES.timeout) : ok(page([playlist(1)]))),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(SPOTIFY_MESSAGES.timeout);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Playlist 1/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('disconnect', () => {
  test('when Disconnect is confirmed, then the connection is deleted, the page offers Connect again with the focus on it', async () => {
    let connected = true;
    const api = mockApi({
      [STATUS]: () => ok(status(connected ? {} : { connected: false, displayName: null })),
      [PLAYLISTS]: ok(page([playlist(1)])),
      'DELETE /api/spotify/connection': () => {
        connected = false;
        return { status: 204 };
      },
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    expect(confirm).toHaveBeenCalledWith(DISCONNECT_CONFIRMATION);
    const connect = await screen.findByRole('button', { name: 'Connect Spotify' });
    await waitFor(() => expect(connect).toHaveFocus());
    expect(api.callsTo('DELETE /api/spotify/connection')).toHaveLength(1);
    expect(await toasts().findByText(/Spotify disconnected/)).toBeInTheDocument();
  });

  test('when Disconnect is not confirmed, then nothing is deleted', async () => {
    const api = mockApi({ [STATUS]: ok(status()), [PLAYLISTS]: ok(page([playlist(1)])) });
    jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(api.callsTo('DELETE /api/spotify/connection')).toHaveLength(0);
    expect(screen.getByText(/Connected as/)).toBeInTheDocument();
  });
});
