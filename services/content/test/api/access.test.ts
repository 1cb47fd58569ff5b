import type { Entitlement, Workout } from '@blockbeat/contracts';
import { randomUserId } from '@blockbeat/service-kit/testing';
import { download, mp3, upload } from '../support/audio';
import { ADMIN_WITHOUT_ACCESS, caller, ENTITLED, EXPIRED, useContentService } from '../support/content-service';
import { createCategory, createTemplate, createWorkout, hiitWorkout, plankTemplate, share, unplayedSummary } from '../support/fixtures';
import { png, uploadLogo } from '../support/images';

const service = useContentService();

const PAYMENT_REQUIRED = { error: { code: 'payment_required', message: 'An active BlockBeat Pro subscription or trial is required' } };

/** One user's library, made while they had access, and the same user calling with `ent` now. */
async function userWithLibrary(ent: Entitlement) {
  const userId = randomUserId();
  const entitled = caller(service, userId, ENTITLED);
  const workout = await createWorkout(entitled);
  const template = await createTemplate(entitled);
  const category = await createCategory(entitled, 'Barre');
  const audio = (await upload(service, entitled, mp3())).body;
  return { now: caller(service, userId, ent), entitled, workout, template, category, audio };
}

async function sharedElsewhere(): Promise<Workout> {
  const owner = caller(service, randomUserId());
  const workout = await createWorkout(owner);
  await share(owner, workout.id);
  return workout;
}

type Library = Awaited<ReturnType<typeof userWithLibrary>>;
const writes: Array<[string, (who: Library) => Promise<{ status: number; body: unknown }>]> = [
  ['create a workout', ({ now }) => now.call('/api/workouts', { method: 'POST', body: hiitWorkout })],
  ['update a workout', ({ now, workout }) => now.call(`/api/workouts/${workout.id}`, { method: 'PUT', body: { ...hiitWorkout, name: 'New' } })],
  ['create a template', ({ now }) => now.call('/api/exercise-templates', { method: 'POST', body: plankTemplate })],
  ['update a template', ({ now, template }) => now.call(`/api/exercise-templates/${template.id}`, { method: 'PATCH', body: { duration: 60 } })],
  ['create a category', ({ now }) => now.call('/api/custom-categories', { method: 'POST', body: { name: 'Spin' } })],
  ['share a workout', ({ now, workout }) => now.call(`/api/workouts/${workout.id}/share`, { method: 'POST' })],
  ['upload audio', ({ now }) => upload(service, now, mp3())],
  ['import a shared workout', async ({ now }) => now.call(`/api/imports/${(await sharedElsewhere()).id}`, { method: 'POST' })],
  ['set brand colours', ({ now }) => now.call('/api/branding', { method: 'PUT', body: { primaryColor: '#ff6600' } })],
  ['upload a logo', ({ now }) => uploadLogo(service, now, png())],
];

describe('a user without access (ent.canEdit false, not admin)', () => {
  test.each(writes)('when they %s, then the answer is 402 payment_required', async (_action, act) => {
    const library = await userWithLibrary(EXPIRED);
    const res = await act(library);
    expect(res.status).toBe(402);
    expect(res.body).toEqual(PAYMENT_REQUIRED);
  });

  test('when they are refused, then nothing they own changed', async () => {
    const library = await userWithLibrary(EXPIRED);
    const { now, workout, template } = library;
    for (const [, act] of writes) await act(library);
    expect((await now.call('/api/workouts')).body).toEqual([unplayedSummary(workout)]);
    expect((await now.call('/api/exercise-templates')).body).toEqual([template]);
    expect((await now.call<unknown[]>('/api/custom-categories')).body).toHaveLength(1);
    expect((await now.call('/api/branding')).body).toEqual({ logoUrl: null, primaryColor: null, accentColor: null });
  });

  test('when they read their library, then lists and items answer 200', async () => {
    const { now, workout, template, category, audio } = await userWithLibrary(EXPIRED);
    expect((await now.call('/api/workouts')).body).toEqual([unplayedSummary(workout)]);
    expect((await now.call(`/api/workouts/${workout.id}`)).body).toEqual(workout);
    expect((await now.call('/api/exercise-templates')).body).toEqual([template]);
    expect((await now.call('/api/custom-categories')).body).toEqual([category]);
    expect((await download(service, audio.url, now)).status).toBe(200);
    expect((await now.call('/api/completions')).status).toBe(200);
  });

  test('when they delete things, then each answers 204 and is gone', async () => {
    const { now, workout, template, category, audio } = await userWithLibrary(EXPIRED);
    expect((await now.call(`/api/workouts/${workout.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await now.call(`/api/exercise-templates/${template.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await now.call(`/api/custom-categories/${category.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await now.call(audio.url, { method: 'DELETE' })).status).toBe(204);
    for (const list of ['/api/workouts', '/api/exercise-templates', '/api/custom-categories']) expect((await now.call(list)).body).toEqual([]);
  });

  test('when their body is also invalid, then validation answers first (400 before 402)', async () => {
    const { now } = await userWithLibrary(EXPIRED);
    expect((await now.call('/api/workouts', { method: 'POST', body: { name: '' } })).status).toBe(400);
  });
});

describe('an admin whose canEdit is false', () => {
  test.each(writes)('when they %s, then it succeeds', async (_action, act) => {
    const res = await act(await userWithLibrary(ADMIN_WITHOUT_ACCESS));
    expect([200, 201]).toContain(res.status);
  });
});

describe('a user with access', () => {
  test.each(writes)('when they %s, then it succeeds', async (_action, act) => {
    const res = await act(await userWithLibrary(ENTITLED));
    expect([200, 201]).toContain(res.status);
  });
});

