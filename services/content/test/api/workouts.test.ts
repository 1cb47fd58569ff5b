import { IDENTITY_ISSUER, type Workout, type WorkoutSummary } from '@blockbeat/contracts';
import { generateIdentityKeys } from '@blockbeat/service-kit';
import { createTestKeys, randomUserId, requestJson, testToken } from '@blockbeat/service-kit/testing';
import { SignJWT } from 'jose';
import { createPrivateKey } from 'node:crypto';
import { useContentService } from '../support/content-service';
import { unplayedSummary } from '../support/fixtures';

const service = useContentService();

const legDay = {
  name: 'Leg day',
  description: 'Squats and lunges',
  difficulty: 'intermediate',
  exercises: [
    { name: 'Squats', duration: 45, restTime: 15, musicType: 'youtube', musicUrl: 'https://youtu.be/dQw4w9WgXcQ' },
    { name: 'Lunges', duration: 30 },
  ],
};

async function as(userId: string, canEdit = true) {
  const token = await testToken({ sub: userId, ent: { status: canEdit ? 'trial' : 'expired', canEdit, admin: false } }, 'content');
  const call = <T>(path: string, init: { method?: string; body?: unknown } = {}) =>
    requestJson<T>(`${service.url}${path}`, { ...init, token });
  return {
    list: () => call<WorkoutSummary[]>('/api/workouts'),
    get: (id: string) => call<Workout>(`/api/workouts/${id}`),
    create: (body: unknown = legDay) => call<Workout>('/api/workouts', { method: 'POST', body }),
    remove: (id: string) => call(`/api/workouts/${id}`, { method: 'DELETE' }),
    replace: (id: string, body: unknown) => call<Workout>(`/api/workouts/${id}`, { method: 'PUT', body }),
  };
}

describe('creating and reading workouts', () => {
  test('when a user creates a workout, then the server computes totalDuration and answers the Workout shape', async () => {
    const alice = await as(randomUserId());
    const res = await alice.create();
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Leg day',
      description: 'Squats and lunges',
      notes: null,
      category: null,
      difficulty: 'intermediate',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      exercises: [
        { name: 'Squats', duration: 45, restTime: 15, musicType: 'youtube', musicUrl: 'https://youtu.be/dQw4w9WgXcQ' },
        { name: 'Lunges', duration: 30, restTime: 0 },
      ],
      groups: [],
      sound: null,
      totalDuration: 90,
    });
    expect((await alice.get(res.body.id)).body).toEqual(res.body);
  });

  test('when a client sends its own totalDuration, then it is ignored', async () => {
    const alice = await as(randomUserId());
    const res = await alice.create({ ...legDay, totalDuration: 5 });
    expect(res.body.totalDuration).toBe(90);
  });

  test('when a user lists workouts, then they come newest first', async () => {
    const alice = await as(randomUserId());
    for (const name of ['first', 'second', 'third']) await alice.create({ ...legDay, name });
    expect((await alice.list()).body.map((w) => w.name)).toEqual(['third', 'second', 'first']);
  });

  test('when a user lists workouts, then each is a summary (the blocks counted, not sent) and the blocks come with the workout', async () => {
    const alice = await as(randomUserId());
    const created = (await alice.create()).body;
    expect((await alice.list()).body).toEqual([unplayedSummary(created)]);
    expect((await alice.get(created.id)).body.exercises).toEqual(created.exercises);
  });

  test('when the id is not a uuid, then the answer is 404, not 500', async () => {
    const alice = await as(randomUserId());
    expect((await alice.get('not-a-uuid')).status).toBe(404);
    expect((await alice.remove('not-a-uuid')).status).toBe(404);
  });
});

describe('replacing a workout (PUT)', () => {
  const yogaFlow = {
    name: '  Sunrise flow ',
    notes: 'Slow breathing throughout',
    category: 'yoga',
    difficulty: 'beginner',
    exercises: [
      { name: "Child's pose", duration: 60, restTime: 0, musicType: 'spotify', musicUrl: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC' },
      { name: 'Cat-cow', duration: 45, restTime: 5 },
      { name: 'Downward dog', duration: 30, restTime: 10 },
    ],
  };

  test('when the owner replaces a workout, then every field is replaced, totalDuration recomputed and updatedAt moves', async () => {
    const alice = await as(randomUserId());
    const { body: created } = await alice.create();
    const res = await alice.replace(created.id, { ...yogaFlow, totalDuration: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: created.id,
      name: 'Sunrise flow',
      description: null,
      notes: 'Slow breathing throughout',
      category: 'yoga',
      difficulty: 'beginner',
      createdAt: created.createdAt,
      updatedAt: expect.any(String),
      exercises: [
        { name: "Child's pose", duration: 60, restTime: 0, musicType: 'spotify', musicUrl: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC' },
        { name: 'Cat-cow', duration: 45, restTime: 5 },
        { name: 'Downward dog', duration: 30, restTime: 10 },
      ],
      groups: [],
      sound: null,
      totalDuration: 150,
    });
    expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThan(new Date(created.updatedAt).getTime());
    expect((await alice.get(created.id)).body).toEqual(res.body);
  });

  test('when the body is invalid, then the answer is 400 naming the field and the workout is unchanged', async () => {
    const alice = await as(randomUserId());
    const { body: created } = await alice.create();
    const res = await alice.replace(created.id, { ...yogaFlow, exercises: [{ name: 'Plank', duration: 4 }] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'validation', fields: { 'exercises.0.duration': expect.any(String) } } });
    expect((await alice.get(created.id)).body).toEqual(created);
  });

  test('when the workout does not exist or the id is not a uuid, then the answer is 404', async () => {
    const alice = await as(randomUserId());
    expect((await alice.replace(randomUserId(), yogaFlow)).status).toBe(404);
    expect((await alice.replace('not-a-uuid', yogaFlow)).status).toBe(404);
  });
});

describe("one user's workouts are invisible to another", () => {
  test('when user B lists, gets or deletes user A\'s workout, then B sees nothing and A keeps it', async () => {
    const alice = await as(randomUserId());
    const bob = await as(randomUserId());
    const { body: workout } = await alice.create();

    expect((await bob.list()).body).toEqual([]);
    expect((await bob.get(workout.id)).status).toBe(404);
    expect((await bob.remove(workout.id)).status).toBe(404);
    expect((await alice.get(workout.id)).status).toBe(200);
  });

  test('when the owner deletes a workout, then it answers 204 and the workout is gone', async () => {
    const alice = await as(randomUserId());
    const { body: workout } = await alice.create();
    const res = await alice.remove(workout.id);
    expect(res.status).toBe(204);
    expect((await alice.get(workout.id)).status).toBe(404);
    expect((await alice.list()).body).toEqual([]);
  });
});

describe('identity', () => {
  const workoutsUrl = () => `${service.url}/api/workouts`;
  const claims = () => ({ sub: randomUserId(), email: 'a@example.com', name: 'A', ent: { status: 'trial', canEdit: true, admin: false } });

  test('when there is no token, then the answer is 401 with Unauthorized in the body', async () => {
    const res = await requestJson(workoutsUrl());
    expect(res.status).toBe(401);
    expect(res.text).toContain('Unauthorized');
  });

  test('when the token was signed with another key, then the answer is 401', async () => {
    const forged = await testToken({ sub: randomUserId() }, 'content', await generateIdentityKeys());
    expect((await requestJson(workoutsUrl(), { token: forged })).status).toBe(401);
  });

  test('when the token has expired, then the answer is 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'EdDSA' })
      .setIssuer(IDENTITY_ISSUER)
      .setAudience('content')
      .setIssuedAt(now - 180)
      .setExpirationTime(now - 120)
      .sign(createPrivateKey((await createTestKeys()).privateKeyPem));
    expect((await requestJson(workoutsUrl(), { token: expired })).status).toBe(401);
  });

  test('when the token is meant for billing, then content answers 401', async () => {
    const billingToken = await testToken({ sub: randomUserId() }, 'billing');
    expect((await requestJson(workoutsUrl(), { token: billingToken })).status).toBe(401);
  });
});

describe('validation and access', () => {
  test('when the body is invalid, then the answer is 400 naming each field', async () => {
    const alice = await as(randomUserId());
    const res = await alice.create({
      name: '',
      exercises: [{ name: 'Squats', duration: 1000, musicType: 'youtube', musicUrl: 'https://example.com/song' }],
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: {
        code: 'validation',
        fields: {
          name: expect.any(String),
          'exercises.0.duration': expect.any(String),
          'exercises.0.musicUrl': 'Invalid YouTube URL',
        },
      },
    });
    expect((await alice.list()).body).toEqual([]);
  });

  test('when a client that skips the builder sends what the builder refuses, then each field carries the builder’s words', async () => {
    const alice = await as(randomUserId());
    const res = await alice.create({
      name: '  ',
      exercises: [
        { name: '', duration: 4, restTime: 301 },
        { name: 'n'.repeat(121), duration: 601, restTime: -1 },
        { restTime: 0 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: {
        code: 'validation',
        message: expect.any(String),
        fields: {
          name: 'Workout name is required',
          'exercises.0.name': 'Exercise name is required',
          'exercises.0.duration': 'Duration must be at least 5 seconds',
          'exercises.0.restTime': 'Rest time must be at most 300 seconds',
          'exercises.1.name': 'Exercise name must be at most 120 characters',
          'exercises.1.duration': 'Duration must be at most 600 seconds',
          'exercises.1.restTime': 'Rest time must be at least 0 seconds',
          'exercises.2.name': 'Exercise name is required',
          'exercises.2.duration': 'Duration is required',
        },
      },
    });
    expect((await alice.list()).body).toEqual([]);
  });

  test('when a user without access creates a workout, then the answer is 402 and nothing is stored', async () => {
    const userId = randomUserId();
    const expired = await as(userId, false);
    const res = await expired.create();
    expect(res.status).toBe(402);
    expect(res.body).toEqual({
      error: { code: 'payment_required', message: 'An active BlockBeat Pro subscription or trial is required' },
    });
    expect((await expired.list()).body).toEqual([]);
  });

  test('when a user without access deletes a workout, then the answer is 204 and it is gone', async () => {
    const userId = randomUserId();
    const { body: workout } = await (await as(userId)).create();
    expect((await (await as(userId, false)).remove(workout.id)).status).toBe(204);
    expect((await (await as(userId)).get(workout.id)).status).toBe(404);
  });
});
