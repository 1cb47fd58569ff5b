import { readdir } from 'node:fs/promises';
import type { Completion, ContentExport } from '@blockbeat/contracts';
import { randomUserId, requestJson, testToken } from '@blockbeat/service-kit/testing';
import { QueryTypes } from 'sequelize';
import { mp3, upload } from '../support/audio';
import { caller, useContentService, type Caller } from '../support/content-service';
import { createCategory, createTemplate, createWorkout, share } from '../support/fixtures';
import { png, uploadLogo } from '../support/images';

const service = useContentService();
const storedFiles = async () => new Set(await readdir(service.uploadDir).catch(() => [] as string[]));

const exportOf = (who: Caller) => who.call<ContentExport>('/internal/me/export');
const deleteMe = (who: Caller) => who.call('/internal/me', { method: 'DELETE' });

/** Every table of the content schema with a user_id column: a table added later is counted too. */
async function userTables(): Promise<string[]> {
  const rows = await service.sequelize.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns WHERE table_schema = 'content' AND column_name = 'user_id' ORDER BY table_name`,
    { type: QueryTypes.SELECT },
  );
  return rows.map((r) => r.table_name);
}

async function rowCounts(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await userTables()) {
    const [row] = await service.sequelize.query<{ n: string }>(`SELECT count(*) AS n FROM content."${table}" WHERE user_id = :userId`, {
      replacements: { userId },
      type: QueryTypes.SELECT,
    });
    counts[table] = Number(row!.n);
  }
  return counts;
}

/** A user with one of everything content keeps, and the names of the files they stored. */
async function userWithEverything() {
  const who = caller(service, randomUserId());
  const before = await storedFiles();
  const workout = await createWorkout(who);
  const { shareToken } = await share(who, workout.id);
  const template = await createTemplate(who);
  const category = await createCategory(who, 'Barre');
  const completion = (await who.call<Completion>('/api/completions', { method: 'POST', body: { workoutId: workout.id, elapsedSeconds: 90 } })).body;
  const audio = (await upload(service, who, mp3(700), { fileName: 'Warm-up mix.mp3' })).body;
  await who.call('/api/branding', { method: 'PUT', body: { primaryColor: '#ff6600', accentColor: '#111111' } });
  expect((await uploadLogo(service, who, png())).status).toBe(200);
  const files = [...(await storedFiles())].filter((f) => !before.has(f));
  expect(files).toHaveLength(2);
  return { who, workout, shareToken, template, category, completion, audio, files };
}

describe('GET /internal/me/export', () => {
  test("when a user exports, then the answer holds exactly their workouts, templates, categories, log, uploads and branding", async () => {
    const mine = await userWithEverything();
    const theirs = await userWithEverything();

    const res = await exportOf(mine.who);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      workouts: [{ ...mine.workout, shareToken: mine.shareToken }],
      exerciseTemplates: [mine.template],
      customCategories: [mine.category],
      completions: [mine.completion],
      uploads: [{ id: mine.audio.id, originalName: 'Warm-up mix.mp3', mimeType: 'audio/mpeg', size: 700, createdAt: expect.any(String) }],
      branding: { logoUrl: '/api/branding/logo', primaryColor: '#ff6600', accentColor: '#111111' },
      liveClasses: [],
      feedback: [],
    });
    for (const foreign of [theirs.who.userId, theirs.workout.id, theirs.template.id, theirs.audio.id, ...mine.files]) {
      expect(res.text).not.toContain(foreign);
    }
  });

  test('when someone content has never seen exports, then every list is empty and there is no branding', async () => {
    expect((await exportOf(caller(service, randomUserId()))).body).toEqual({
      workouts: [],
      exerciseTemplates: [],
      customCategories: [],
      completions: [],
      uploads: [],
      branding: { logoUrl: null, primaryColor: null, accentColor: null },
      liveClasses: [],
      feedback: [],
    });
  });
});

describe('DELETE /internal/me', () => {
  test("when a user deletes their data, then no content table has a row of theirs, their files are gone, and another user's are untouched", async () => {
    const mine = await userWithEverything();
    const theirs = await userWithEverything();
    // Another user's log entry for the deleted user's shared workout is theirs to keep.
    await theirs.who.call('/api/completions', { method: 'POST', body: { shareToken: mine.shareToken, elapsedSeconds: 30 } });
    const theirRows = await rowCounts(theirs.who.userId);
    const theirExport = (await exportOf(theirs.who)).body;
    const known = { branding: 1, completions: 1, custom_categories: 1, exercise_templates: 1, uploads: 1, workouts: 1 };
    expect(await rowCounts(mine.who.userId)).toMatchObject(known);

    expect((await deleteMe(mine.who)).status).toBe(204);

    expect(Object.values(await rowCounts(mine.who.userId))).toEqual((await userTables()).map(() => 0));
    const files = await storedFiles();
    expect(mine.files.filter((f) => files.has(f))).toEqual([]);
    expect(theirs.files.filter((f) => !files.has(f))).toEqual([]);
    expect(await rowCounts(theirs.who.userId)).toEqual(theirRows);
    // Their entry stays; only its link to the workout that is gone is cleared.
    const unlinked = theirExport.completions.map((c) => (c.workoutId === mine.workout.id ? { ...c, workoutId: null } : c));
    expect((await exportOf(theirs.who)).body).toEqual({ ...theirExport, completions: unlinked });
    expect((await requestJson(`${service.url}/api/shared/${mine.shareToken}`)).status).toBe(404);
  });

  test('when it is called again, or for a user with nothing, then the answer is still 204', async () => {
    const { who } = await userWithEverything();
    expect((await deleteMe(who)).status).toBe(204);
    expect((await deleteMe(who)).status).toBe(204);
    expect((await deleteMe(caller(service, randomUserId()))).status).toBe(204);
  });
});

describe('identity', () => {
  test('when the call carries no identity token, then both answer 401', async () => {
    expect((await requestJson(`${service.url}/internal/me/export`)).status).toBe(401);
    expect((await requestJson(`${service.url}/internal/me`, { method: 'DELETE' })).status).toBe(401);
  });

  test('when the token is meant for another service, then the answer is 401 and nothing is deleted', async () => {
    const { who } = await userWithEverything();
    const before = await rowCounts(who.userId);
    const token = await testToken({ sub: who.userId }, 'billing');
    expect((await requestJson(`${service.url}/internal/me`, { method: 'DELETE', token })).status).toBe(401);
    expect(await rowCounts(who.userId)).toEqual(before);
  });
});
