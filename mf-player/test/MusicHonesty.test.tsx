import { MUSIC_HONESTY, type Exercise, type SharedWorkout } from '@blockbeat/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderTree, workoutFixture } from '../../test-setup/remote-harness';
import PlayerPage from '../src/exposes/PlayerPage';
import SharedPlayerPage from '../src/exposes/SharedPlayerPage';
import { PlayerEnvironmentProvider } from '../src/shared/player/audio/environment';
import { SPOTIFY_NOTICE_DISMISSED_KEY } from '../src/features/visitor/components/SpotifyPreviewNotice';
import { fakeEnvironment } from './fakeEnvironment';

jest.setTimeout(30_000);

const SPOTIFY = 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC';
const YOUTUBE = 'https://youtu.be/dQw4w9WgXcQ';
const withSpotify: Exercise[] = [
  { name: 'Warm up', duration: 30, musicType: 'youtube', musicUrl: YOUTUBE },
  { name: 'Climb', duration: 60, musicType: 'spotify', musicUrl: SPOTIFY },
];
const withoutSpotify: Exercise[] = [
  { name: 'Warm up', duration: 30, musicType: 'youtube', musicUrl: YOUTUBE },
  // A Spotify source with no URL plays nothing.
  { name: 'Climb', duration: 60, musicType: 'spotify', musicUrl: '' },
];
const signedOut = { 'GET /api/auth/user': { status: 401, body: 'Unauthorized' } };

function renderShared(exercises: Exercise[]) {
  const { createdAt: _c, updatedAt: _u, ...stored } = workoutFixture({ name: 'Spin Class', exercises });
  const shared: SharedWorkout = { ...stored, shareToken: 'tok123' };
  mockApi({ ...signedOut, 'GET /api/shared/tok123': { status: 200, body: shared } });
  return render(
    <PlayerEnvironmentProvider value={fakeEnvironment().env}>
      {renderTree(<SharedPlayerPage />, { path: '/shared/tok123', routes: ['/shared/:shareToken'] })}
    </PlayerEnvironmentProvider>,
  );
}

function renderOwn(exercises: Exercise[]) {
  mockApi({ 'GET /api/workouts/w1': { status: 200, body: workoutFixture({ name: 'Spin Class', exercises }) } });
  render(<PlayerEnvironmentProvider value={fakeEnvironment().env}>{renderTree(<PlayerPage />, { path: '/player/w1', routes: ['/player/:id'] })}</PlayerEnvironmentProvider>);
}

const notice = () => screen.queryByRole('complementary', { name: MUSIC_HONESTY.sharedNoticeTitle });
const follows = (a: Element, b: Element) => Boolean(b.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING);

beforeEach(() => localStorage.clear());

describe('the shared player’s Spotify notice', () => {
  test('when a shared workout plays Spotify, then the page says once, under the transport, how to hear whole tracks, and Got it puts it away for this device', async () => {
    const first = renderShared(withSpotify);
    await screen.findByRole('heading', { name: 'Spin Class' });
    const shown = notice()!;
    expect(shown).toHaveTextContent(MUSIC_HONESTY.sharedNoticeText);
    expect(within(shown).getByRole('link', { name: 'Open Spotify in a new tab' })).toHaveAttribute('href', 'https://open.spotify.com');
    // In the page's flow after the transport and before the video: over neither the timer nor the video.
    expect(follows(shown, screen.getByRole('group', { name: 'Playback controls' }))).toBe(true);
    expect(follows(screen.getByRole('region', { name: 'Music and video guidance' }), shown)).toBe(true);
    expect(screen.getByRole('button', { name: 'Play' })).toBeEnabled();

    await userEvent.click(within(shown).getByRole('button', { name: MUSIC_HONESTY.sharedNoticeDismiss }));
    expect(notice()).not.toBeInTheDocument();
    expect(localStorage.getItem(SPOTIFY_NOTICE_DISMISSED_KEY)).toBe('true');

    first.unmount();
    renderShared(withSpotify);
    await screen.findByRole('heading', { name: 'Spin Class' });
    expect(notice()).not.toBeInTheDocument();
  });

  test('when a shared workout plays no Spotify, then there is no notice', async () => {
    renderShared(withoutSpotify);
    await screen.findByRole('heading', { name: 'Spin Class' });
    expect(notice()).not.toBeInTheDocument();
  });

  test('when the instructor plays their own workout, then the visitors’ notice is not shown', async () => {
    renderOwn(withSpotify);
    await screen.findByRole('heading', { name: 'Spin Class' });
    expect(notice()).not.toBeInTheDocument();
  });
});

describe('what the volume controls say about Spotify', () => {
  test.each([
    ['their own workout', renderOwn],
    ['a shared workout', renderShared],
  ])('when %s plays Spotify, then the music volume says Spotify cannot be lowered', async (_label, renderPlayer) => {
    renderPlayer(withSpotify);
    await screen.findByRole('heading', { name: 'Spin Class' });
    const slider = screen.getByRole('slider', { name: 'Music volume' });
    expect(slider).toHaveAccessibleDescription(MUSIC_HONESTY.spotifyCannotDuck);
    expect(within(screen.getByRole('group', { name: 'Playback settings' })).getByText(MUSIC_HONESTY.spotifyCannotDuck)).toBeVisible();
  });

  test('when a workout plays no Spotify, then nothing is said', async () => {
    renderOwn(withoutSpotify);
    await screen.findByRole('heading', { name: 'Spin Class' });
    await waitFor(() => expect(screen.getByRole('slider', { name: 'Music volume' })).not.toHaveAccessibleDescription());
    expect(screen.queryByText(MUSIC_HONESTY.spotifyCannotDuck)).not.toBeInTheDocument();
  });
});
