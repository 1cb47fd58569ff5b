import type { ContentOverview, ContentUserSummary, Entitlement } from '@blockbeat/contracts';
import { randomUserId } from '@blockbeat/service-kit/testing';
import { QueryTypes } from 'sequelize';
import { mp3, upload } from '../support/audio';
import { caller, ENTITLED, useContentService, type Caller } from '../support/content-service';
import { createTemplate, createWorkout, share } from '../support/fixtures';

const service = useContentService();
const ADMIN: Entitlement = { status: 'admin', canEdit: true, admin: true };
const OVERVIEW = '/api/admin/content/overview';
const summaryPath = (userId: string) => `/api/admin/content/users/${encodeURIComponent(userId)}/summary`;

const admin = () => caller(service, randomUserId(), ADMIN);
const newUser = () => caller(service, randomUserId());
const overview = async () => (await admin().call<ContentOverview>(OVERVIEW)).body;

/** A completion stamped `daysAgo` days back by the database's clock, as the player's log would hold it. */
async function completedDaysAgo(who: Caller, workoutId: string, daysAgo: number): Promise<void> {
  await service.sequelize.query(
    `INSERT INTO content.completions (user_id, workout_id, workout_name, elapsed_seconds, completed_at)
     VALUES (:userId, :workoutId, 'Played', 60, now() - make_interval(days => :daysAgo))`,
    { replacements: { userId: who.userId, workoutId, daysAgo }, type: QueryTypes.INSERT },
  );
}

describe('admins only', () => {
  test.each([
    ['GET /overview', OVERVIEW],
    ['GET /users/{id}/summary', summaryPath(randomUserId())],
  ])('when a user who is not an admin calls %s, then it is 403', async (_name, path) => {
    const res = await caller(service, randomUserId(), ENTITLED).call<{ error: { code: string } }>(path);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('forbidden');
  });

  test.each([
    ['GET /overview', OVERVIEW],
    ['GET /users/{id}/summary', summaryPath(randomUserId())],
  ])('when nobody is signed in and calls %s, then it is 401', async (_name, path) => {
    const res = await fetch(`${service.url}${path}`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unauthenticated');
  });
});

describe('the overview', () => {
  test('when workouts are created, shared and played, then workouts, shares and completions of the last 30 days count them, and older plays do not', async () => {
    const before = await overview();
    const alice = newUser();
    const bob = newUser();
    const [one, two] = [await createWorkout(alice), await createWorkout(alice)];
    const three = await createWorkout(bob);
    await share(alice, one.id);
    await share(bob, three.id);
    await completedDaysAgo(bob, one.id, 0);
    await completedDaysAgo(alice, two.id, 29);
    await completedDaysAgo(alice, two.id, 31);

    expect(await overview()).toEqual({
      workouts: before.workouts + 3,
      shares: before.shares + 2,
      completionsLast30Days: before.completionsLast30Days + 2,
    });
  });

  test('when a workout is deleted, then it leaves the workouts and shares but its plays stay counted', async () => {
    const alice = newUser();
    const workout = await createWorkout(alice);
    await share(alice, workout.id);
    await completedDaysAgo(alice, workout.id, 1);
    const before = await overview();

    expect((await alice.call(`/api/workouts/${workout.id}`, { method: 'DELETE' })).status).toBe(204);

    expect(await overview()).toEqual({ workouts: before.workouts - 1, shares: before.shares - 1, completionsLast30Days: before.completionsLast30Days });
  });
});

describe("a user's summary", () => {
  test('when a user has workouts, templates and audio, then the summary counts theirs only, storage as the quota counts it', async () => {
    const alice = newUser();
    await createWorkout(alice);
    await createWorkout(alice);
    await createTemplate(alice);
    await createWorkout(newUser());
    expect((await upload(service, alice, mp3(4096))).status).toBe(201);
    const usage = await alice.call<{ usedBytes: number }>('/api/uploads/usage');

    const res = await admin().call<ContentUserSummary>(summaryPath(alice.userId));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ workouts: 2, templates: 1, storageBytes: 4096 });
    expect(res.body.storageBytes).toBe(usage.body.usedBytes);
  });

  test('when the user has never used content, then every figure is 0', async () => {
    const res = await admin().call<ContentUserSummary>(summaryPath('someone-billing-knows'));
    expect(res).toMatchObject({ status: 200, body: { workouts: 0, templates: 0, storageBytes: 0 } });
  });

  test.each([
    ['longer than 255 characters', 'u'.repeat(256)],
    ['a NUL character', 'a\u0000b'],
  ])('when the id is %s, then it is 400 naming the id', async (_name, id) => {
    const res = await admin().call<{ error: { code: string; fields: Record<string, string> } }>(summaryPath(id));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation', fields: { id: expect.any(String) } });
  });
});
