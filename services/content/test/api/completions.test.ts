import type { Completion } from '@blockbeat/contracts';
import { randomUserId, requestJson } from '@blockbeat/service-kit/testing';
import { caller, EXPIRED, useContentService, type Caller } from '../support/content-service';
import { createWorkout, share } from '../support/fixtures';

const service = useContentService();
const newUser = () => caller(service, randomUserId());
const complete = (who: Caller, body: unknown) => who.call<Completion>('/api/completions', { method: 'POST', body });
const logOf = async (who: Caller) => (await who.call<Completion[]>('/api/completions')).body;

describe('completion log', () => {
  test('when a user finishes their own workout, then 201 answers the entry and the log lists it', async () => {
    const alice = newUser();
    const workout = await createWorkout(alice);
    const res = await complete(alice, { workoutId: workout.id, elapsedSeconds: 83 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), workoutId: workout.id, workoutName: 'Tabata burner', elapsedSeconds: 83, completedAt: expect.any(String) });
    expect(await logOf(alice)).toEqual([res.body]);
  });

  test("when a user finishes someone else's shared workout by its token, then it is logged for them", async () => {
    const alice = newUser();
    const bob = newUser();
    const workout = await createWorkout(alice);
    const { shareToken } = await share(alice, workout.id);
    const res = await complete(bob, { shareToken, elapsedSeconds: 0 });
    expect(res.status).toBe(201);
    expect(await logOf(bob)).toEqual([res.body]);
    expect(await logOf(alice)).toEqual([]);
  });

  test("when the workout is someone else's and unshared, or unknown, then the answer is 404 and nothing is logged", async () => {
    const bob = newUser();
    const unshared = await createWorkout(newUser());
    for (const body of [{ workoutId: unshared.id }, { workoutId: randomUserId() }, { shareToken: 'A'.repeat(32) }]) {
      expect((await complete(bob, { ...body, elapsedSeconds: 60 })).status).toBe(404);
    }
    expect(await logOf(bob)).toEqual([]);
  });

  test("when a shared workout is named by its id rather than its token, then it is not the caller's and answers 404", async () => {
    const alice = newUser();
    const workout = await createWorkout(alice);
    await share(alice, workout.id);
    expect((await complete(newUser(), { workoutId: workout.id, elapsedSeconds: 60 })).status).toBe(404);
  });

  test('when the user has no access, then playing is still logged (it is free)', async () => {
    const userId = randomUserId();
    const workout = await createWorkout(caller(service, userId));
    expect((await complete(caller(service, userId, EXPIRED), { workoutId: workout.id, elapsedSeconds: 90 })).status).toBe(201);
  });

  test.each<[string, string, Record<string, unknown>]>([
    ['neither id nor token', 'body', { workoutId: undefined, elapsedSeconds: 5 }],
    ['both an id and a token', 'body', { shareToken: 'A'.repeat(32), elapsedSeconds: 5 }],
    ['elapsedSeconds is -1', 'elapsedSeconds', { elapsedSeconds: -1 }],
    ['elapsedSeconds is 86401', 'elapsedSeconds', { elapsedSeconds: 86_401 }],
    ['elapsedSeconds is 1.5', 'elapsedSeconds', { elapsedSeconds: 1.5 }],
    ['elapsedSeconds is missing', 'elapsedSeconds', {}],
    ['the workout id is not a uuid', 'workoutId', { workoutId: 'abc', elapsedSeconds: 5 }],
  ])('when %s, then the answer is 400 naming %s', async (_case, field, body) => {
    const alice = newUser();
    const workout = await createWorkout(alice);
    const res = await complete(alice, { workoutId: workout.id, ...body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'validation', fields: { [field]: expect.any(String) } } });
    expect(await logOf(alice)).toEqual([]);
  });

  test('when more than 50 are logged, then the list holds the 50 newest, newest first', async () => {
    const alice = newUser();
    const workout = await createWorkout(alice);
    for (let seconds = 1; seconds <= 52; seconds++) await complete(alice, { workoutId: workout.id, elapsedSeconds: seconds });
    const log = await logOf(alice);
    expect(log).toHaveLength(50);
    expect(log[0]!.elapsedSeconds).toBe(52);
    expect(log[49]!.elapsedSeconds).toBe(3);
  });

  test('when the logged workout is deleted, then the entry stays with its name', async () => {
    const alice = newUser();
    const workout = await createWorkout(alice);
    await complete(alice, { workoutId: workout.id, elapsedSeconds: 10 });
    await alice.call(`/api/workouts/${workout.id}`, { method: 'DELETE' });
    expect((await logOf(alice)).map((c) => c.workoutName)).toEqual(['Tabata burner']);
  });

  test('when nobody is signed in, then both calls answer 401', async () => {
    expect((await requestJson(`${service.url}/api/completions`)).status).toBe(401);
    expect((await requestJson(`${service.url}/api/completions`, { method: 'POST', body: { elapsedSeconds: 1 } })).status).toBe(401);
  });
});
