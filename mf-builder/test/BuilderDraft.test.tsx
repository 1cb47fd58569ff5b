import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BuilderPage from '../src/exposes/BuilderPage';
import { mockApi, renderTree, workoutFixture, type ApiCall } from '../../test-setup/remote-harness';

jest.setTimeout(30_000);

// antd's modal measures the scrollbar through getComputedStyle(el, '::-webkit-scrollbar'), which jsdom lacks.
const { getComputedStyle } = window;
beforeAll(() => {
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
});
afterAll(() => {
  window.getComputedStyle = getComputedStyle;
});
beforeEach(() => localStorage.clear());

const workout = workoutFixture({ name: 'Core Blast', updatedAt: '2025-01-01T00:00:00.000Z', exercises: [{ name: 'Plank', duration: 45, restTime: 15 }] });
const user = (id: string) => ({ id, email: `${id}@example.com`, firstName: null, lastName: null, profileImageUrl: null, onboardingCompleted: true });

function api(userId = 'u1', extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/user': { status: 200, body: user(userId) },
    'GET /api/workouts/w1': { status: 200, body: workout },
    'GET /api/exercise-templates': { status: 200, body: [] },
    'GET /api/custom-categories': { status: 200, body: [] },
    'PUT /api/workouts/w1': ({ body }: ApiCall) => ({ status: 200, body: { ...workout, ...(body as object), updatedAt: '2025-01-02T00:00:00.000Z' } }),
    ...extra,
  });
}

/** Opens the builder at `path`, as a visit: a fresh screen, cache and router. */
function visit(path = '/builder/w1') {
  const session = userEvent.setup({ delay: null });
  const view = render(renderTree(<BuilderPage />, { path, routes: ['/builder', '/builder/:id'] }));
  return { user: session, leave: () => view.unmount() };
}

const nameField = () => screen.findByLabelText(/Workout name/);
const currentPath = () => screen.getByRole('status', { name: 'Current path' }).textContent;

async function typeUnsaved(text: string, path?: string) {
  const first = visit(path);
  await first.user.type(await nameField(), text);
  expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  return first;
}

describe('local drafts', () => {
  test('when typed changes were never saved and the workout opens again, then Restore brings them back, still unsaved', async () => {
    api();
    (await typeUnsaved(' 2')).leave();
    const { user: second } = visit();
    const offer = await screen.findByRole('dialog', { name: 'Unsaved changes found' });
    expect(within(offer).getByRole('button', { name: 'Discard' })).toBeInTheDocument();
    await second.click(within(offer).getByRole('button', { name: 'Restore unsaved changes' }));
    expect(await nameField()).toHaveValue('Core Blast 2');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  test('when typing pauses, then the work is already on the device without leaving the page (a crash loses nothing)', async () => {
    api();
    await typeUnsaved(' 2');
    await act(() => new Promise((settled) => setTimeout(settled, 400)));
    const stored = Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? '');
    expect(stored.some((value) => value.includes('Core Blast 2'))).toBe(true);
  });

  test('when the draft is discarded, then the saved version stays and the next visit asks nothing', async () => {
    api();
    (await typeUnsaved(' 2')).leave();
    const second = visit();
    await second.user.click(within(await screen.findByRole('dialog', { name: 'Unsaved changes found' })).getByRole('button', { name: 'Discard' }));
    expect(await nameField()).toHaveValue('Core Blast');
    second.leave();
    visit();
    expect(await nameField()).toHaveValue('Core Blast');
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes found' })).not.toBeInTheDocument();
  });

  test('when the save is refused with 402, then the paywall opens and the typed work is offered on the next visit', async () => {
    api('u1', { 'PUT /api/workouts/w1': { status: 402, body: { error: { code: 'payment_required', message: 'Subscription required' } } } });
    const first = await typeUnsaved(' 2');
    await first.user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(currentPath()).toBe('/subscription-required'));
    first.leave();
    const { user: second } = visit();
    await second.click(within(await screen.findByRole('dialog', { name: 'Unsaved changes found' })).getByRole('button', { name: 'Restore unsaved changes' }));
    expect(await nameField()).toHaveValue('Core Blast 2');
  });

  test('when someone else signs in on the device, then they are not offered the first user’s draft', async () => {
    api('u1');
    (await typeUnsaved(' 2')).leave();
    api('u2');
    const other = visit();
    expect(await nameField()).toHaveValue('Core Blast');
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalledWith('/api/auth/user', expect.anything()));
    await act(() => new Promise((settled) => setTimeout(settled, 100)));
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes found' })).not.toBeInTheDocument();
    other.leave();
    api('u1');
    visit();
    expect(await screen.findByRole('dialog', { name: 'Unsaved changes found' })).toBeInTheDocument();
  });

  test('when the changes are saved, then the draft is gone and the next visit asks nothing', async () => {
    api();
    const first = await typeUnsaved(' 2');
    await first.user.keyboard('{Control>}s{/Control}');
    await screen.findByText('All changes saved');
    first.leave();
    visit();
    expect(await nameField()).toHaveValue('Core Blast');
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes found' })).not.toBeInTheDocument();
  });

  test('when a new workout was being built, then opening the builder again offers it back', async () => {
    api();
    (await typeUnsaved('Leg day', '/builder')).leave();
    const { user: second } = visit('/builder');
    await second.click(within(await screen.findByRole('dialog', { name: 'Unsaved changes found' })).getByRole('button', { name: 'Restore unsaved changes' }));
    expect(await nameField()).toHaveValue('Leg day');
  });

  test('when unsaved rounds, sides and sound are restored, then they come back and are saved with the workout', async () => {
    const { calls } = api();
    const first = visit();
    await first.user.click(await screen.findByRole('button', { name: 'Duplicate Plank' }));
    await first.user.click(screen.getAllByRole('checkbox', { name: 'Select Plank' })[0]!);
    await first.user.click(screen.getByRole('button', { name: 'Make rounds' }));
    await first.user.click(screen.getByRole('button', { name: 'Details and sound' }));
    await first.user.click(screen.getByRole('switch', { name: 'Say the next exercise' }));
    await first.user.click(screen.getAllByRole('button', { name: 'Show details of Plank' })[0]!);
    await first.user.click(screen.getByRole('switch', { name: 'Each side (left, then right)' }));
    await act(() => new Promise((settled) => setTimeout(settled, 400)));
    first.leave();
    const { user: second } = visit();
    await second.click(within(await screen.findByRole('dialog', { name: 'Unsaved changes found' })).getByRole('button', { name: 'Restore unsaved changes' }));
    expect(await screen.findByRole('heading', { name: 'Round group 1: ×3' })).toBeInTheDocument();
    await second.click(screen.getByRole('button', { name: 'Details and sound' }));
    expect(screen.getByRole('switch', { name: 'Say the next exercise' })).toBeChecked();
    await second.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      groups: [{ start: 0, count: 1, rounds: 3, restBetweenRoundsSec: 0 }],
      sound: { voice: true },
      exercises: [{ name: 'Plank', eachSide: true, sideSwitchSec: 5 }, { name: 'Plank' }],
    });
  });

  test('when a draft written before rounds and sound is found, then it restores as a flat workout with the default sound', async () => {
    api();
    const old = {
      version: 1,
      savedAt: new Date().toISOString(),
      baseUpdatedAt: '2025-01-01T00:00:00.000Z',
      details: { name: 'Core Blast old', description: '', notes: '', category: '', difficulty: '' },
      blocks: [{ key: 'k1', name: 'Plank', duration: 45, restTime: 15, notes: '', musicType: 'youtube', musicUrl: '', blockColor: 'bg-gradient-to-br from-purple-500 to-purple-600' }],
    };
    localStorage.setItem('blockbeat-builder-draft:u1:w1', JSON.stringify(old));
    const { user: second } = visit();
    await second.click(within(await screen.findByRole('dialog', { name: 'Unsaved changes found' })).getByRole('button', { name: 'Restore unsaved changes' }));
    expect(await nameField()).toHaveValue('Core Blast old');
    expect(screen.getByTestId('total-duration')).toHaveTextContent('1:00');
    await second.click(screen.getByRole('button', { name: 'Details and sound' }));
    expect(screen.getByRole('switch', { name: 'Halfway cue' })).not.toBeChecked();
    expect(screen.queryByRole('list', { name: /Round group/ })).not.toBeInTheDocument();
  });
});
