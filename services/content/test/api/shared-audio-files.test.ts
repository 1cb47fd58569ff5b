import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { UploadedAudio, Workout } from '@blockbeat/contracts';
import { randomUserId } from '@blockbeat/service-kit/testing';
import { QueryTypes } from 'sequelize';
import { download, mp3, upload } from '../support/audio';
import { caller, useContentService, type Caller } from '../support/content-service';
import { createWorkout, share } from '../support/fixtures';

const service = useContentService();
const newUser = () => caller(service, randomUserId());
const storedFiles = async () => new Set(await readdir(service.uploadDir).catch(() => [] as string[]));
const deleteAccount = (who: Caller) => who.call('/internal/me', { method: 'DELETE' });

/** An upload of `who` used by a shared workout of theirs. */
async function sharedTrack(who: Caller, bytes: Buffer) {
  const res = await upload(service, who, bytes);
  expect(res.status).toBe(201);
  const track: UploadedAudio = res.body;
  const workout = await createWorkout(who, { name: 'Spin class', exercises: [{ name: 'Climb', duration: 60, musicType: 'upload', musicUrl: track.url }] });
  await share(who, workout.id);
  return { track, workout };
}

async function importOf(who: Caller, workoutId: string) {
  const res = await who.call<Workout>(`/api/imports/${workoutId}`, { method: 'POST' });
  expect(res.status).toBe(201);
  return { workout: res.body, musicUrl: res.body.exercises[0]!.musicUrl! };
}

async function plays(who: Caller, url: string, bytes: Buffer): Promise<boolean> {
  const res = await download(service, url, who);
  return res.status === 200 && res.bytes.equals(bytes);
}

/** Upload rows of `users` whose file is not on disk: must never exist. */
async function rowsWithoutFile(users: Caller[]): Promise<string[]> {
  const rows = await service.sequelize.query<{ storage_name: string }>('SELECT DISTINCT storage_name FROM content.uploads WHERE user_id IN (:users)', {
    replacements: { users: users.map((u) => u.userId) },
    type: QueryTypes.SELECT,
  });
  const missing: string[] = [];
  for (const { storage_name: name } of rows) {
    await access(path.join(service.uploadDir, name)).catch(() => missing.push(name));
  }
  return missing;
}

describe('imports share the original bytes', () => {
  test('when ten users import a workout with a 15 MB track at once, then no file is added and every copy plays the track', async () => {
    const bytes = mp3(15 * 1024 * 1024);
    const { workout } = await sharedTrack(newUser(), bytes);
    const before = await storedFiles();

    const importers = Array.from({ length: 10 }, newUser);
    const copies = await Promise.all(importers.map((who) => importOf(who, workout.id)));

    expect(await storedFiles()).toEqual(before);
    expect(new Set(copies.map((c) => c.musicUrl)).size).toBe(10);
    for (const [i, copy] of copies.entries()) expect(await plays(importers[i]!, copy.musicUrl, bytes)).toBe(true);
  });

  test("when the owner deletes the upload, then the imports keep playing, and the file goes only with the last importer's upload", async () => {
    const alice = newUser();
    const [bob, carol] = [newUser(), newUser()];
    const bytes = mp3(4000);
    const before = await storedFiles();
    const { track, workout } = await sharedTrack(alice, bytes);
    const bobs = await importOf(bob, workout.id);
    const carols = await importOf(carol, workout.id);
    expect((await storedFiles()).size).toBe(before.size + 1);

    expect((await alice.call(track.url, { method: 'DELETE' })).status).toBe(204);
    expect((await download(service, track.url, alice)).status).toBe(404);
    expect(await plays(bob, bobs.musicUrl, bytes)).toBe(true);

    expect((await bob.call(bobs.musicUrl, { method: 'DELETE' })).status).toBe(204);
    expect(await plays(carol, carols.musicUrl, bytes)).toBe(true);
    expect((await storedFiles()).size).toBe(before.size + 1);

    expect((await carol.call(carols.musicUrl, { method: 'DELETE' })).status).toBe(204);
    expect(await storedFiles()).toEqual(before);
  });

  test("when the owner deletes their account, then the import keeps playing, and the file goes when the importer deletes theirs", async () => {
    const alice = newUser();
    const bob = newUser();
    const bytes = mp3(5000);
    const before = await storedFiles();
    const { workout } = await sharedTrack(alice, bytes);
    const bobs = await importOf(bob, workout.id);

    expect((await deleteAccount(alice)).status).toBe(204);
    expect(await plays(bob, bobs.musicUrl, bytes)).toBe(true);
    expect((await storedFiles()).size).toBe(before.size + 1);

    expect((await deleteAccount(bob)).status).toBe(204);
    expect(await storedFiles()).toEqual(before);
  });

  test('when the owner deletes the upload while ten imports run, then every import that got the track plays it and no upload is left without its file', async () => {
    for (let round = 0; round < 20; round++) {
      const alice = newUser();
      const bytes = mp3(200_000);
      const { track, workout } = await sharedTrack(alice, bytes);
      const importers = Array.from({ length: 10 }, newUser);

      const [deleted, ...imports] = await Promise.all([
        alice.call(track.url, { method: 'DELETE' }),
        ...importers.map((who) => who.call<Workout>(`/api/imports/${workout.id}`, { method: 'POST' })),
      ]);

      expect(deleted.status).toBe(204);
      for (const [i, res] of imports.entries()) {
        expect(res.status).toBe(201);
        const musicUrl = res.body.exercises[0]!.musicUrl!;
        // An import that came after the delete has no copy: its block keeps the original's (now gone) address.
        if (musicUrl !== track.url) expect(await plays(importers[i]!, musicUrl, bytes)).toBe(true);
      }
      expect(await rowsWithoutFile([alice, ...importers])).toEqual([]);
    }
  });
});
