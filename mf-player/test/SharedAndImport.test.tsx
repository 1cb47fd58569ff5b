import { jsonForHtml, type ImportSummary, type SharedWorkout } from '@blockbeat/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { putPageData } from '../../test-setup/page-data';
import { mockApi, renderTree, workoutFixture } from '../../test-setup/remote-harness';
import ImportPage from '../src/exposes/ImportPage';
import SharedPlayerPage from '../src/exposes/SharedPlayerPage';
import { PlayerEnvironmentProvider } from '../src/shared/player/audio/environment';
import { fakeEnvironment } from './fakeEnvironment';

jest.setTimeout(30_000);

const UPLOAD_ID = '0b6f3f5e-8d3c-4a55-9b0e-2b1c3d4e5f60';
// What GET /api/shared/{token} answers: the stored workout without its dates, plus the token.
const { createdAt: _c, updatedAt: _u, ...stored } = workoutFixture({
  id: 'w9',
  name: 'Shared Flow',
  description: 'Gentle',
  category: 'yoga',
  exercises: [{ name: 'Breathe', duration: 20, musicUrl: `/api/uploads/${UPLOAD_ID}`, musicType: 'upload' }],
});
const shared: SharedWorkout = { ...stored, shareToken: 'tok123' };
const summary: ImportSummary = { id: 'w9', name: 'Shared Flow', description: 'Gentle', blockCount: 1, totalDuration: 20 };
const signedOut = { 'GET /api/auth/user': { status: 401, body: 'Unauthorized' } };
const signedIn = { 'GET /api/auth/user': { status: 200, body: { id: 'u2', email: 'b@example.com', firstName: 'B', lastName: null, profileImageUrl: null, onboardingCompleted: true } } };
const currentPath = () => screen.getByRole('status', { name: 'Current path' }).textContent;

function renderShared(auth: object) {
  const fake = fakeEnvironment();
  const api = mockApi({ ...auth, 'GET /api/shared/tok123': { status: 200, body: shared }, 'POST /api/completions': { status: 201, body: {} } });
  render(
    <PlayerEnvironmentProvider value={fake.env}>
      {renderTree(<SharedPlayerPage />, { path: '/shared/tok123', routes: ['/shared/:shareToken'] })}
    </PlayerEnvironmentProvider>,
  );
  return { ...fake, ...api, user: userEvent.setup({ delay: null }) };
}

async function playToEnd(fake: ReturnType<typeof renderShared>) {
  await fake.user.click(screen.getByRole('button', { name: 'Play' }));
  act(() => fake.advance(60_000));
  await screen.findByRole('heading', { name: 'Workout complete!' });
}

describe('Shared player', () => {
  test('when a visitor opens a shared link, then it plays with no sign-in, offers "Save to my library" and logs nothing', async () => {
    localStorage.clear();
    const fake = renderShared(signedOut);
    expect(await screen.findByRole('heading', { name: 'Shared Flow' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shared Workout' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Save to my library' })).toHaveAttribute('href', '/import/w9');
    await fake.user.click(screen.getByRole('button', { name: 'Play' }));
    act(() => fake.advance(6000));
    await waitFor(() => expect(fake.adapters).toHaveLength(1));
    expect(fake.adapters[0]!.calls[1]).toBe(`load /api/shared/tok123/uploads/${UPLOAD_ID} @1`);
    act(() => fake.advance(60_000));
    await screen.findByRole('heading', { name: 'Workout complete!' });
    await new Promise((r) => setTimeout(r, 50));
    expect(fake.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  test('when a signed-in user finishes a shared workout, then the completion is logged by share token, with its client id and end time', async () => {
    const fake = renderShared(signedIn);
    await screen.findByRole('heading', { name: 'Shared Flow' });
    await playToEnd(fake);
    await waitFor(() =>
      expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({
        shareToken: 'tok123',
        elapsedSeconds: 25,
        clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        completedAt: expect.any(String),
      }),
    );
  });

  test('when the page already holds the workout (page data), then the player draws it without asking for it', async () => {
    const script = putPageData('/api/shared/tok123', jsonForHtml({ ...shared, name: 'Shared Flow (from the page)' }));
    try {
      const fake = renderShared(signedOut);
      expect(screen.getByRole('heading', { name: 'Shared Flow (from the page)' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
      await new Promise((r) => setTimeout(r, 50));
      // The track's beat grid is read through the share (issue 27); the workout itself is not asked for.
      expect(fake.calls.filter((c) => c.path.startsWith('/api/shared/') && !c.path.endsWith('/beat'))).toEqual([]);
    } finally {
      script.remove();
    }
  });

  test('when the share is unknown, then a clear not-found shows', async () => {
    mockApi({ ...signedOut, 'GET /api/shared/gone': { status: 404, body: { error: { code: 'not_found', message: 'Shared workout not found' } } } });
    render(renderTree(<SharedPlayerPage />, { path: '/shared/gone', routes: ['/shared/:shareToken'] }));
    expect(await screen.findByText('This workout is not available. It may have been unshared or deleted.')).toBeInTheDocument();
  });

  test('when the share is unknown, then the page carries BlockBeat’s brand and a way home', async () => {
    mockApi({ ...signedOut, 'GET /api/shared/gone': { status: 404, body: { error: { code: 'not_found', message: 'Shared workout not found' } } } });
    render(renderTree(<SharedPlayerPage />, { path: '/shared/gone', routes: ['/shared/:shareToken'] }));
    await screen.findByText('This workout is not available. It may have been unshared or deleted.');
    expect(screen.getByRole('link', { name: 'BlockBeat' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

describe('Import', () => {
  const renderImport = (routes: Parameters<typeof mockApi>[0]) => {
    const api = mockApi({ 'GET /api/imports/w9': { status: 200, body: summary }, ...routes });
    render(renderTree(<ImportPage />, { path: '/import/w9', routes: ['/import/:id'] }));
    return { ...api, user: userEvent.setup({ delay: null }) };
  };

  test('when a visitor opens it, then the summary shows with "Sign in to import" that returns here', async () => {
    renderImport(signedOut);
    expect(await screen.findByRole('heading', { name: 'Shared Flow' })).toBeInTheDocument();
    expect(screen.getByText('Gentle')).toBeInTheDocument();
    expect(screen.getByText('0:20')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign in to import' })).toHaveAttribute('href', '/api/login?returnTo=/import/w9');
  });

  test('when a signed-in user imports, then the copy is made and the builder opens on it', async () => {
    const { user, calls } = renderImport({ ...signedIn, 'POST /api/imports/w9': { status: 201, body: { ...shared, id: 'copy1' } } });
    await user.click(await screen.findByRole('button', { name: 'Import to my library' }));
    await waitFor(() => expect(currentPath()).toBe('/builder/copy1'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/imports/w9')).toBe(true);
  });

  test('when the user has no access, then the paywall opens', async () => {
    const { user } = renderImport({ ...signedIn, 'POST /api/imports/w9': { status: 402, body: { error: { code: 'payment_required', message: 'x' } } } });
    await user.click(await screen.findByRole('button', { name: 'Import to my library' }));
    await waitFor(() => expect(currentPath()).toBe('/subscription-required'));
  });

  test('when the import would go over the storage quota, then the service’s message says so', async () => {
    const message = 'This upload would take you over your 500 MB of storage (490 MB used). Delete audio you no longer use to make room.';
    const { user } = renderImport({ ...signedIn, 'POST /api/imports/w9': { status: 413, body: { error: { code: 'too_large', message } } } });
    await user.click(await screen.findByRole('button', { name: 'Import to my library' }));
    expect(await screen.findByText(`Error: ${message}`)).toBeInTheDocument();
    expect(currentPath()).toBe('/import/w9');
  });

  test('when the workout is unknown or unshared, then a clear not-found shows, with BlockBeat’s brand and a way home', async () => {
    renderImport({ ...signedOut, 'GET /api/imports/w9': { status: 404, body: { error: { code: 'not_found', message: 'x' } } } });
    expect(await screen.findByText('This workout is not available. It may have been unshared or deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BlockBeat' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
