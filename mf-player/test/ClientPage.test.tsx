import { COACHING_MESSAGES, type ClientPage, type ClientPageDay, type CoachedWorkout } from '@blockbeat/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, workoutFixture } from '../../test-setup/remote-harness';
import { clientPageUrl } from '../src/features/client-page/api/clientPageApi';
import { ClientPageApp, FORGOTTEN_MESSAGE, OFFLINE_NOTE, offlineCopy, QUEUED_MESSAGE, SENT_MESSAGE } from '../src/features/client-page/components/ClientPageApp';
import { EFFORT_REQUIRED } from '../src/features/client-page/components/EffortForm';
import { FORGET_CONFIRM, FORGET_FAILED, FORGET_ME } from '../src/features/client-page/components/ForgetMe';
import { CLIENT_QUEUE_KEY } from '../src/features/client-page/model/completionQueue';
import { localDate, sundayOf } from '../src/features/client-page/model/localDate';
import { weekFilesOf } from '../src/features/client-page/model/offlineDocument';
import { PlayerEnvironmentProvider } from '../src/shared/player/audio/environment';
import { fakeEnvironment } from './fakeEnvironment';

jest.setTimeout(30_000);

const TOKEN = 'tok_abc';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const { createdAt: _c, updatedAt: _u, ...hiit } = workoutFixture({ id: 'w-hiit', name: 'Morning HIIT', exercises: [{ name: 'Squats', duration: 20, restTime: 0 }] });
const { createdAt: _c2, updatedAt: _u2, ...yoga } = workoutFixture({ id: 'w-yoga', name: 'Evening Yoga', exercises: [{ name: 'Breathe', duration: 30, restTime: 0 }] });
const workoutOf = (w: CoachedWorkout, done = false) => ({ workout: w, done, completion: done ? { id: 'c1', effort: 6, note: '', completedAt: '2026-11-23T08:00:00Z' } : null });

// This week from Monday 23 November 2026 and the next; "today" is Wednesday the 25th.
const TODAY = '2026-11-25';
function days(): ClientPageDay[] {
  return Array.from({ length: 14 }, (_, i) => {
    const date = `2026-${i < 8 ? '11' : '12'}-${String(i < 8 ? 23 + i : i - 7).padStart(2, '0')}`;
    if (i === 0) return { date, status: 'done', workouts: [workoutOf(hiit, true)] };
    if (i === 1) return { date, status: 'missed', workouts: [workoutOf(yoga)] };
    if (i === 2) return { date, status: 'planned', workouts: [workoutOf(hiit)] };
    if (i === 9) return { date, status: 'planned', workouts: [workoutOf(yoga)] };
    return { date, status: 'rest', workouts: [] };
  });
}
const page: ClientPage = { clientName: 'Ana', instructor: { name: 'Coach Kim', branding: null }, today: TODAY, days: days() };
const PAGE_URL = `GET ${clientPageUrl(TOKEN, localDate())}`;
const COMPLETIONS = `POST /api/c/${TOKEN}/completions`;

function renderPage(routes: Parameters<typeof mockApi>[0]) {
  const fake = fakeEnvironment();
  const api = mockApi(routes);
  render(
    <PlayerEnvironmentProvider value={fake.env}>
      <ClientPageApp token={TOKEN} />
    </PlayerEnvironmentProvider>,
  );
  return { ...fake, ...api, user: userEvent.setup({ delay: null }) };
}

async function playTodayToEnd(view: ReturnType<typeof renderPage>) {
  const today = await screen.findByRole('region', { name: 'Today' });
  await view.user.click(within(today).getByRole('button', { name: 'Start Morning HIIT' }));
  await view.user.click(screen.getByRole('button', { name: 'Play' }));
  act(() => view.advance(60_000));
  await screen.findByRole('heading', { name: 'Workout complete!' });
}

beforeEach(() => localStorage.clear());

describe('the client page', () => {
  test('when the link is live, then Today, This week and Next week show their workouts, a missed day reads Missed, and the browser’s own date is sent', async () => {
    const view = renderPage({ [PAGE_URL]: { status: 200, body: page } });
    expect(await screen.findByRole('heading', { name: 'Hi Ana' })).toBeInTheDocument();
    expect(screen.getByText('Your plan from Coach Kim')).toBeInTheDocument();
    expect(view.calls[0]!.path).toBe(`/api/c/${TOKEN}?today=${localDate()}`);
    const today = screen.getByRole('region', { name: 'Today' });
    expect(within(today).getByRole('button', { name: 'Start Morning HIIT' })).toBeInTheDocument();
    const week = screen.getByRole('region', { name: 'This week' });
    const monday = within(week).getAllByRole('article')[0]!;
    expect(monday).toHaveTextContent(/Done.*Morning HIIT.*effort 6\/10/);
    expect(within(monday).queryByRole('button')).toBeNull();
    const tuesday = within(week).getAllByRole('article')[1]!;
    expect(tuesday).toHaveTextContent(/Missed.*Evening Yoga/);
    expect(within(week).getAllByRole('article')).toHaveLength(6);
    expect(within(screen.getByRole('region', { name: 'Next week' })).getAllByRole('article')).toHaveLength(7);
  });

  test('when the client plays today’s workout to the end and logs effort 7 with a note, then one completion with a device-made id is sent for that day and workout', async () => {
    const view = renderPage({ [PAGE_URL]: { status: 200, body: page }, [COMPLETIONS]: (call) => ({ status: 201, body: call.body }) });
    await playTodayToEnd(view);
    await view.user.click(screen.getByRole('radio', { name: '7' }));
    await view.user.type(screen.getByLabelText('Note for your instructor (optional)'), 'Legs burned');
    await view.user.click(screen.getByRole('button', { name: 'Log this workout' }));
    expect(await screen.findByText(SENT_MESSAGE)).toBeInTheDocument();
    const posts = view.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ id: expect.stringMatching(UUID), workoutId: 'w-hiit', date: TODAY, effort: 7, note: 'Legs burned' });
    expect(localStorage.getItem(`${CLIENT_QUEUE_KEY}:${TOKEN}`)).toBeNull();
  });

  test('when the client logs without picking an effort, then the form says to pick one and nothing is sent', async () => {
    const view = renderPage({ [PAGE_URL]: { status: 200, body: page }, [COMPLETIONS]: { status: 201, body: {} } });
    await playTodayToEnd(view);
    await view.user.click(screen.getByRole('button', { name: 'Log this workout' }));
    expect(screen.getByRole('alert')).toHaveTextContent(EFFORT_REQUIRED);
    expect(view.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  test('when the server refuses the completion, then its message shows and the form can be sent again', async () => {
    const view = renderPage({
      [PAGE_URL]: { status: 200, body: page },
      [COMPLETIONS]: { status: 400, body: { error: { code: 'validation', message: COACHING_MESSAGES.workoutNotPlanned } } },
    });
    await playTodayToEnd(view);
    await view.user.click(screen.getByRole('radio', { name: '5' }));
    await view.user.click(screen.getByRole('button', { name: 'Log this workout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COACHING_MESSAGES.workoutNotPlanned);
    expect(screen.getByRole('button', { name: 'Log this workout' })).toBeEnabled();
  });

  test('when the phone is offline at the end, then the completion waits on the device and is sent once, with the same id, when it is back online', async () => {
    let online = false;
    const view = renderPage({
      [PAGE_URL]: { status: 200, body: page },
      [COMPLETIONS]: (call) => {
        if (!online) throw new TypeError('Failed to fetch');
        return { status: 201, body: call.body };
      },
    });
    await playTodayToEnd(view);
    await view.user.click(screen.getByRole('radio', { name: '8' }));
    await view.user.click(screen.getByRole('button', { name: 'Log this workout' }));
    expect(await screen.findByText(QUEUED_MESSAGE)).toBeInTheDocument();
    const queued = JSON.parse(localStorage.getItem(`${CLIENT_QUEUE_KEY}:${TOKEN}`)!) as Array<{ id: string }>;
    expect(queued).toHaveLength(1);

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(localStorage.getItem(`${CLIENT_QUEUE_KEY}:${TOKEN}`)).toBeNull());
    const posts = view.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect((posts[1]!.body as { id: string }).id).toBe(queued[0]!.id);
    act(() => void window.dispatchEvent(new Event('online')));
    await new Promise((r) => setTimeout(r, 20));
    expect(view.calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  test('when the page cannot be reached but was loaded before, then the last plan shows with the offline note', async () => {
    renderPage({ [PAGE_URL]: { status: 200, body: page } });
    expect(await screen.findByRole('heading', { name: 'Hi Ana' })).toBeInTheDocument();
    const { unmount } = render(<div />);
    unmount();
    document.body.innerHTML = '';
    renderPage({
      [PAGE_URL]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await screen.findByText(OFFLINE_NOTE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Morning HIIT' })).toBeInTheDocument();
  });

  test('when the plan kept on the device is opened offline on a later day, then that day is today while the plan holds it', () => {
    expect(offlineCopy(page, '2026-11-27').today).toBe('2026-11-27');
    expect(offlineCopy(page, '2026-12-06').today).toBe('2026-12-06');
    // Past the plan's last day nothing is known about "today": the plan stays as it was loaded.
    expect(offlineCopy(page, '2026-12-07').today).toBe(TODAY);
  });

  test('when the link was revoked, then the page says it is not available', async () => {
    renderPage({ [PAGE_URL]: { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(COACHING_MESSAGES.linkNotAvailable);
    expect(screen.queryByRole('heading', { name: 'Hi Ana' })).toBeNull();
  });

  describe('forget me', () => {
    const FORGET = `POST /api/c/${TOKEN}/forget`;

    test('when the client taps Forget me and then cancels, then nothing is sent and the plan stays', async () => {
      const view = renderPage({ [PAGE_URL]: { status: 200, body: page }, [FORGET]: { status: 204, body: '' } });
      await view.user.click(await screen.findByRole('button', { name: FORGET_ME }));
      const ask = screen.getByRole('group', { name: 'Forget me?' });
      expect(ask).toHaveTextContent('everything you logged are deleted, and Coach Kim is told');
      await view.user.click(within(ask).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('group', { name: 'Forget me?' })).toBeNull();
      expect(view.calls.some((c) => c.method === 'POST')).toBe(false);
      expect(screen.getByRole('heading', { name: 'Hi Ana' })).toBeInTheDocument();
    });

    test('when the client confirms, then one forget is sent, the page says they are forgotten and nothing of theirs stays on the device', async () => {
      localStorage.setItem(`${CLIENT_QUEUE_KEY}:${TOKEN}`, JSON.stringify([{ id: 'q1', workoutId: 'w-hiit', date: TODAY, effort: 5 }]));
      const view = renderPage({
        [PAGE_URL]: { status: 200, body: page },
        [FORGET]: { status: 204, body: '' },
        [COMPLETIONS]: () => {
          throw new TypeError('Failed to fetch');
        },
      });
      await view.user.click(await screen.findByRole('button', { name: FORGET_ME }));
      await view.user.click(screen.getByRole('button', { name: FORGET_CONFIRM }));
      expect(await screen.findByText(FORGOTTEN_MESSAGE)).toBeInTheDocument();
      expect(view.calls.filter((c) => c.method === 'POST' && c.path === `/api/c/${TOKEN}/forget`)).toHaveLength(1);
      expect(screen.queryByRole('heading', { name: 'Hi Ana' })).toBeNull();
      expect(localStorage.getItem(`${CLIENT_QUEUE_KEY}:${TOKEN}`)).toBeNull();
      expect(Object.keys(localStorage).filter((k) => k.endsWith(`:${TOKEN}`))).toEqual([]);
    });

    test('when forgetting fails (offline), then the page says so and the client can try again', async () => {
      const view = renderPage({
        [PAGE_URL]: { status: 200, body: page },
        [FORGET]: () => {
          throw new TypeError('Failed to fetch');
        },
      });
      await view.user.click(await screen.findByRole('button', { name: FORGET_ME }));
      await view.user.click(screen.getByRole('button', { name: FORGET_CONFIRM }));
      expect(await screen.findByRole('alert')).toHaveTextContent(FORGET_FAILED);
      expect(screen.getByRole('button', { name: FORGET_CONFIRM })).toBeEnabled();
      expect(screen.getByRole('heading', { name: 'Hi Ana' })).toBeInTheDocument();
    });
  });
});

describe('files kept for offline use', () => {
  const withTrack = (w: CoachedWorkout, n: number): CoachedWorkout => ({
    ...w,
    exercises: w.exercises.map((e) => ({ ...e, musicType: 'upload', musicUrl: `/api/c/${TOKEN}/uploads/00000000-0000-4000-8000-00000000000${n}`, demo: { type: 'image', url: `/api/c/${TOKEN}/uploads/00000000-0000-4000-8000-00000000010${n}` } })),
  });

  test('when the plan is loaded, then the tracks and demo images of the workouts still to come this week are kept, once each, and nothing done, past or next week', () => {
    const planned = days().map((day, i) => ({ ...day, workouts: day.workouts.map((w) => ({ ...w, workout: withTrack(w.workout, i % 10) })) }));
    const urls = weekFilesOf({ ...page, days: planned }, sundayOf(TODAY));
    // Only Wednesday's (today's) planned workout: Monday's is done, Tuesday's is past, day 9 is next week.
    expect(urls).toEqual([`/api/c/${TOKEN}/uploads/00000000-0000-4000-8000-000000000002`, `/api/c/${TOKEN}/uploads/00000000-0000-4000-8000-000000000102`]);
    expect(sundayOf(TODAY)).toBe('2026-11-29');
    expect(sundayOf('2026-11-29')).toBe('2026-11-29');
  });
});
