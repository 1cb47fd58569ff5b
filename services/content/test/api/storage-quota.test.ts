import { readdir } from 'node:fs/promises';
import { STORAGE_USAGE_URL, type StorageUsage, type Workout } from '@blockbeat/contracts';
import { randomUserId } from '@blockbeat/service-kit/testing';
import { mp3, upload } from '../support/audio';
import { caller, useContentService, type Caller } from '../support/content-service';
import { createWorkout, share } from '../support/fixtures';
import { png, uploadLogo } from '../support/images';
import { rawUpload } from '../support/raw-upload';

const MiB = 1024 * 1024;
const QUOTA = 2 * MiB;
const service = useContentService({ storageQuotaBytes: QUOTA });
const newUser = () => caller(service, randomUserId());
const storedFiles = async () => new Set(await readdir(service.uploadDir).catch(() => [] as string[]));
const usageOf = async (who: Caller) => (await who.call<StorageUsage>(STORAGE_USAGE_URL)).body;

async function uploaded(who: Caller, size: number) {
  const res = await upload(service, who, mp3(size));
  expect(res.status).toBe(201);
  return res.body;
}

/** A shared workout of a new user whose one block plays a track of `size` bytes. */
async function sharedWorkoutWithTrack(size: number): Promise<Workout> {
  const owner = newUser();
  const track = await uploaded(owner, size);
  const workout = await createWorkout(owner, { name: 'Spin', exercises: [{ name: 'Climb', duration: 60, musicType: 'upload', musicUrl: track.url }] });
  await share(owner, workout.id);
  return workout;
}

describe('GET /api/uploads/usage', () => {
  test('when a new user asks, then nothing is used of the quota', async () => {
    const res = await newUser().call<StorageUsage>(STORAGE_USAGE_URL);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ usedBytes: 0, quotaBytes: QUOTA });
  });

  test('when a user uploads, imports, adds a logo and deletes, then the figure counts their uploads and imported tracks, not the logo', async () => {
    const alice = newUser();
    const first = await uploaded(alice, 300_000);
    await uploaded(alice, 200_000);
    expect(await usageOf(alice)).toEqual({ usedBytes: 500_000, quotaBytes: QUOTA });

    const shared = await sharedWorkoutWithTrack(100_000);
    expect((await alice.call(`/api/imports/${shared.id}`, { method: 'POST' })).status).toBe(201);
    expect((await uploadLogo(service, alice, png())).status).toBe(200);
    expect((await usageOf(alice)).usedBytes).toBe(600_000);

    await alice.call(first.url, { method: 'DELETE' });
    expect((await usageOf(alice)).usedBytes).toBe(300_000);
  });
});

describe('the storage quota', () => {
  const overQuota = (what: string, used: string) =>
    `This ${what} would take you over your 2 MB of storage (${used} used). Delete audio you no longer use to make room.`;

  test('when an upload would go over the quota, then 413 too_large says how much is used, and nothing is kept', async () => {
    const alice = newUser();
    await uploaded(alice, 1.5 * MiB);
    const before = await storedFiles();

    const res = await upload(service, alice, mp3(MiB));

    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: { code: 'too_large', message: overQuota('upload', '1.5 MB') } });
    expect(await storedFiles()).toEqual(before);
    expect((await usageOf(alice)).usedBytes).toBe(1.5 * MiB);
  });

  test('when uploads fill the quota exactly, then they are accepted, and the next byte is not', async () => {
    const alice = newUser();
    await uploaded(alice, 1.5 * MiB);
    await uploaded(alice, 0.5 * MiB);
    expect(await usageOf(alice)).toEqual({ usedBytes: QUOTA, quotaBytes: QUOTA });
    expect((await upload(service, alice, mp3(100))).body).toEqual({ error: { code: 'too_large', message: overQuota('upload', '2 MB') } });
  });

  test('when five uploads that fit only two at a time run at once, then exactly two are kept and the quota holds', async () => {
    const alice = newUser();
    const before = await storedFiles();

    const answers = await Promise.all(Array.from({ length: 5 }, () => upload(service, alice, mp3(0.75 * MiB))));

    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 413, 413, 413]);
    expect((await usageOf(alice)).usedBytes).toBe(1.5 * MiB);
    expect((await storedFiles()).size).toBe(before.size + 2);
  });

  test('when an import would go over the quota, then 413 too_large says so and no workout is created', async () => {
    const alice = newUser();
    await uploaded(alice, 1.5 * MiB);
    const shared = await sharedWorkoutWithTrack(MiB);

    const res = await alice.call(`/api/imports/${shared.id}`, { method: 'POST' });

    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: { code: 'too_large', message: overQuota('import', '1.5 MB') } });
    expect((await alice.call<unknown[]>('/api/workouts')).body).toEqual([]);
    expect((await usageOf(alice)).usedBytes).toBe(1.5 * MiB);
  });

  test('when the quota is full, then an import without uploaded music still works', async () => {
    const alice = newUser();
    await uploaded(alice, MiB);
    await uploaded(alice, MiB);
    const owner = newUser();
    const plain = await createWorkout(owner);
    await share(owner, plain.id);
    expect((await alice.call(`/api/imports/${plain.id}`, { method: 'POST' })).status).toBe(201);
  });

  test('when a user over the quota posts 1 MB 20 times as a proxy would, then every answer is the 413 JSON, sent after the whole body', async () => {
    const alice = newUser();
    await uploaded(alice, 1.5 * MiB);
    const token = await alice.token();
    const before = await storedFiles();
    for (let i = 0; i < 20; i++) {
      const answer = await rawUpload(service, '/api/uploads', { token, size: MiB });
      expect(answer).toEqual({ status: 413, body: { error: { code: 'too_large', message: overQuota('upload', '1.5 MB') } }, afterBody: true, failure: undefined });
    }
    expect(await storedFiles()).toEqual(before);
  });
});
