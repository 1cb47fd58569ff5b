import type { ImportSummary, ShareState, SharedWorkout, Workout, WorkoutSummary } from '@blockbeat/contracts';
import { randomUserId, requestJson } from '@blockbeat/service-kit/testing';
import { QueryTypes } from 'sequelize';
import { caller, EXPIRED, TEST_BASE_URL, useContentService } from '../support/content-service';
import { createWorkout, hiitWorkout, share, unplayedSummary } from '../support/fixtures';

const service = useContentService();
const newUser = () => caller(service, randomUserId());
const publicGet = <T>(path: string) => requestJson<T>(`${service.url}${path}`);

async function shareTokenOf(workoutId: string): Promise<string | null> {
  const [row] = await service.sequelize.query<{ share_token: string | null }>(
    'SELECT share_token FROM content.workouts WHERE id = :workoutId',
    { replacements: { workoutId }, type: QueryTypes.SELECT },
  );
  return row!.share_token;
}

describe('sharing a workout', () => {
  test('when the owner shares, then the link is BASE_URL/shared/<token> and the token carries at least 128 random bits', async () => {
    const alice = newUser();
    const workout = await createWorkout(alice);
    const res = await alice.call<{ shareUrl: string; shareToken: string }>(`/api/workouts/${workout.id}/share`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ shareUrl: `${TEST_BASE_URL}/shared/${res.body.shareToken}`, shareToken: expect.stringMatching(/^[\w-]+$/) });
    expect(Buffer.from(res.body.shareToken, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  test('when the owner shares again, even ten times at once, then the same token comes back', async () => {
    const alice = newUser();
    const workout = await createWorkout(alice);
    const first = await share(alice, workout.id);
    const again = await Promise.all(Array.from({ length: 10 }, () => share(alice, workout.id)));
    expect(new Set(again.map((l) => l.shareToken))).toEqual(new Set([first.shareToken]));
    expect(await shareTokenOf(workout.id)).toBe(first.shareToken);
  });

  test('when ten never-shared workouts are shared at once, then each gets one token of its own', async () => {
    const alice = newUser();
    const workouts = await Promise.all(Array.from({ length: 10 }, () => createWorkout(alice)));
    const links = await Promise.all(workouts.flatMap((w) => [share(alice, w.id), share(alice, w.id)]));
    const perWorkout = workouts.map((_, i) => new Set([links[2 * i]!.shareToken, links[2 * i + 1]!.shareToken]));
    expect(perWorkout.every((tokens) => tokens.size === 1)).toBe(true);
    expect(new Set(links.map((l) => l.shareToken)).size).toBe(10);
  });

  test('when anyone opens the link with no identity, then they get the workout to play and nothing about its owner', async () => {
    const alice = newUser();
    const workout = await createWorkout(alice, { ...hiitWorkout, notes: 'Warm up first' });
    const { shareToken } = await share(alice, workout.id);
    const res = await publicGet<SharedWorkout>(`/api/shared/${shareToken}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: workout.id,
      name: workout.name,
      description: workout.description,
      notes: 'Warm up first',
      category: workout.category,
      difficulty: workout.difficulty,
      exercises: workout.exercises,
      groups: [],
      sound: null,
      totalDuration: workout.totalDuration,
      shareToken,
      branding: { logoUrl: null, primaryColor: null, accentColor: null },
    });
    expect(res.text).not.toContain(alice.userId);
    expect(res.text).not.toContain('@example.com');
  });

  test('when the owner edits a shared workout, then the link shows the new version', async () => {
    const alice = newUser();
    const workout = await createWorkout(alice);
    const { shareToken } = await share(alice, workout.id);
    await alice.call(`/api/workouts/${workout.id}`, { method: 'PUT', body: { ...hiitWorkout, name: 'Tabata v2' } });
    expect((await publicGet<SharedWorkout>(`/api/shared/${shareToken}`)).body.name).toBe('Tabata v2');
  });

  test('when the token is unknown or malformed, then the answer is 404', async () => {
    for (const token of ['A'.repeat(32), 'short', 'has%20space', "'; DROP TABLE workouts; --"]) {
      expect((await publicGet(`/api/shared/${encodeURIComponent(token)}`)).status).toBe(404);
    }
  });

  test('when the owner asks whether a workout is shared, then the answer follows the share and asking creates none', async () => {
    const alice = newUser();
    const workout = await createWorkout(alice);
    const before = await alice.call<ShareState>(`/api/workouts/${workout.id}/share`);
    expect(before).toMatchObject({ status: 200, body: { shared: false, shareUrl: null } });
    expect(await shareTokenOf(workout.id)).toBeNull();
    const { shareUrl } = await share(alice, workout.id);
    expect((await alice.call<ShareState>(`/api/workouts/${workout.id}/share`)).body).toEqual({ shared: true, shareUrl });
  });

  test('when someone else or a malformed id asks whether a workout is shared, then the answer is 404', async () => {
    const alice = newUser();
    const workout = await createWorkout(alice);
    await share(alice, workout.id);
    expect((await newUser().call(`/api/workouts/${workout.id}/share`)).status).toBe(404);
    expect((await alice.call('/api/workouts/not-a-uuid/share')).status).toBe(404);
  });

  test('when the workout is deleted, then its link answers 404', async () => {
    const alice = newUser();
    const workout = await createWorkout(alice);
    const { shareToken } = await share(alice, workout.id);
    await alice.call(`/api/workouts/${workout.id}`, { method: 'DELETE' });
    expect((await publicGet(`/api/shared/${shareToken}`)).status).toBe(404);
  });
});

describe('importing a shared workout', () => {
  test('when anyone asks for a shared workout\'s summary, then it answers name, description, block count and total time', async () => {
    const alice = newUser();
    const workout = await createWorkout(alice);
    await share(alice, workout.id);
    const res = await publicGet<ImportSummary>(`/api/imports/${workout.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: workout.id, name: 'Tabata burner', description: 'Four rounds, twenty on, ten off', blockCount: 3, totalDuration: 80 });
  });

  test('when the workout is not shared, unknown or the id malformed, then the summary is 404', async () => {
    const workout = await createWorkout(newUser());
    for (const id of [workout.id, randomUserId(), 'not-a-uuid']) expect((await publicGet(`/api/imports/${id}`)).status).toBe(404);
  });

  test('when another user imports it, then they own a new unshared copy in their list and the original is untouched', async () => {
    const alice = newUser();
    const bob = newUser();
    const original = await createWorkout(alice);
    await share(alice, original.id);
    const before = (await alice.call<Workout>(`/api/workouts/${original.id}`)).body;

    const res = await bob.call<Workout>(`/api/imports/${original.id}`, { method: 'POST' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ...original, id: expect.any(String), createdAt: expect.any(String), updatedAt: expect.any(String) });
    expect(res.body.id).not.toBe(original.id);
    expect((await bob.call<WorkoutSummary[]>('/api/workouts')).body).toEqual([unplayedSummary(res.body)]);
    expect((await bob.call<Workout>(`/api/workouts/${res.body.id}`)).body).toEqual(res.body);
    expect(await shareTokenOf(res.body.id)).toBeNull();
    expect((await alice.call<Workout>(`/api/workouts/${original.id}`)).body).toEqual(before);
    expect((await alice.call<WorkoutSummary[]>('/api/workouts')).body).toEqual([unplayedSummary(before)]);
    expect((await alice.call(`/api/workouts/${res.body.id}`)).status).toBe(404);
  });

  test('when the workout is not shared or unknown, then importing answers 404 and creates nothing', async () => {
    const bob = newUser();
    const unshared = await createWorkout(newUser());
    for (const id of [unshared.id, randomUserId(), 'not-a-uuid']) {
      expect((await bob.call(`/api/imports/${id}`, { method: 'POST' })).status).toBe(404);
    }
    expect((await bob.call<Workout[]>('/api/workouts')).body).toEqual([]);
  });

  test('when the importer has no access, then the answer is 402 and nothing is created', async () => {
    const alice = newUser();
    const original = await createWorkout(alice);
    await share(alice, original.id);
    const expired = caller(service, randomUserId(), EXPIRED);
    const res = await expired.call(`/api/imports/${original.id}`, { method: 'POST' });
    expect(res.status).toBe(402);
    expect((await expired.call<Workout[]>('/api/workouts')).body).toEqual([]);
  });

  test('when nobody is signed in, then importing answers 401 but the summary still works', async () => {
    const alice = newUser();
    const original = await createWorkout(alice);
    await share(alice, original.id);
    expect((await requestJson(`${service.url}/api/imports/${original.id}`, { method: 'POST' })).status).toBe(401);
    expect((await publicGet(`/api/imports/${original.id}`)).status).toBe(200);
  });
});
