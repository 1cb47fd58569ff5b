import { MUSIC_HONESTY, type ShareState } from '@blockbeat/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BuilderPage from '../src/exposes/BuilderPage';
import { mockApi, renderTree, workoutFixture } from '../../test-setup/remote-harness';

jest.setTimeout(30_000);

const SPOTIFY = 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC';
const workout = workoutFixture({
  name: 'Spin Class',
  exercises: [
    { name: 'Climb', duration: 60, restTime: 10, musicUrl: SPOTIFY, musicType: 'spotify' },
    { name: 'Sprint', duration: 30, restTime: 10, musicUrl: 'https://youtu.be/dQw4w9WgXcQ', musicType: 'youtube' },
    { name: 'Cool down', duration: 30, restTime: 0, musicUrl: '', musicType: 'spotify' },
  ],
});
const NOT_SHARED: ShareState = { shared: false, shareUrl: null };
const SHARED: ShareState = { shared: true, shareUrl: 'https://blockbeat.test/shared/abc' };

/** The builder at /builder/w1, with the share state the server answers now (`state.current`). */
function renderBuilder(state: { current: ShareState }) {
  const api = mockApi({
    'GET /api/workouts/w1': { status: 200, body: workout },
    'GET /api/workouts/w1/share': () => ({ status: 200, body: state.current }),
    'GET /api/exercise-templates': { status: 200, body: [] },
    'GET /api/custom-categories': { status: 200, body: [] },
  });
  render(renderTree(<BuilderPage />, { path: '/builder/w1', routes: ['/builder/:id'] }));
  return { ...api, user: userEvent.setup({ delay: null }) };
}

const block = (name: string) => screen.getByRole('listitem', { name: new RegExp(`^Block \\d: ${name}$`) });
const markIn = (name: string) => within(block(name)).queryByText(MUSIC_HONESTY.builderMark);
const shareCalls = (calls: Array<{ method: string; path: string }>) => calls.filter((c) => c.path === '/api/workouts/w1/share');

describe('Spotify blocks of a shared workout', () => {
  test('when the workout is shared, then its Spotify block is marked, collapsed and expanded, and the mark explains itself; other blocks are not', async () => {
    const { user } = renderBuilder({ current: SHARED });
    await screen.findByDisplayValue('Spin Class');
    await waitFor(() => expect(markIn('Climb')).toBeInTheDocument());
    expect(markIn('Sprint')).not.toBeInTheDocument();
    // A Spotify source with no URL plays nothing.
    expect(markIn('Cool down')).not.toBeInTheDocument();

    const help = within(block('Climb')).getByText(MUSIC_HONESTY.builderHelp);
    expect(help).not.toBeVisible();
    await user.click(markIn('Climb')!);
    expect(help).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Show details of Climb' }));
    const details = document.getElementById(screen.getByRole('button', { name: 'Hide details of Climb' }).getAttribute('aria-controls')!)!;
    expect(within(details).getByText(MUSIC_HONESTY.builderMark)).toBeInTheDocument();
    expect(within(block('Climb')).getAllByText(MUSIC_HONESTY.builderMark)).toHaveLength(1);
  });

  test('when the workout is not shared, then no block is marked, and asking created no share', async () => {
    const { calls } = renderBuilder({ current: NOT_SHARED });
    await screen.findByDisplayValue('Spin Class');
    await waitFor(() => expect(shareCalls(calls)).toHaveLength(1));
    expect(shareCalls(calls)[0]!.method).toBe('GET');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByText(MUSIC_HONESTY.builderMark)).not.toBeInTheDocument();
  });

  test('when a share is made elsewhere while the builder is open, then the marks appear when the window is back, without a reload', async () => {
    const state = { current: NOT_SHARED };
    const { calls } = renderBuilder(state);
    await screen.findByDisplayValue('Spin Class');
    await waitFor(() => expect(shareCalls(calls)).toHaveLength(1));
    expect(markIn('Climb')).not.toBeInTheDocument();

    state.current = SHARED;
    // The browser's signal that the tab is seen again (another tab made the share).
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await waitFor(() => expect(markIn('Climb')).toBeInTheDocument());
    expect(shareCalls(calls)).toHaveLength(2);
  });

});
