import { readdir } from 'node:fs/promises';
import http from 'node:http';
import { BRANDING_LOGO_MAX_BYTES, fileTooLargeMessage, UNSUPPORTED_AUDIO_MESSAGE, UPLOAD_MAX_BYTES, type UploadedAudio, type Workout } from '@blockbeat/contracts';
import { randomUserId, requestJson } from '@blockbeat/service-kit/testing';
import { DRAIN_MAX_BYTES } from '@blockbeat/service-kit';
import { AUDIO_HEADERS, audioFile, download, mp3, upload } from '../support/audio';
import { caller, useContentService, type Caller } from '../support/content-service';
import { createWorkout, share } from '../support/fixtures';
import { rawUpload } from '../support/raw-upload';

const service = useContentService();
const newUser = () => caller(service, randomUserId());
const storedFiles = () => readdir(service.uploadDir).catch(() => [] as string[]);

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !(await condition()); ) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function uploaded(who: Caller, bytes = mp3(), fileName = 'song.mp3'): Promise<UploadedAudio> {
  const res = await upload(service, who, bytes, { fileName });
  expect(res.status).toBe(201);
  return res.body;
}

/** A shared workout of `who` whose first block plays `musicUrl`. */
async function sharedWith(who: Caller, musicUrl: string) {
  const workout = await createWorkout(who, { name: 'Spin class', exercises: [{ name: 'Climb', duration: 60, musicType: 'upload', musicUrl }] });
  return { workout, ...(await share(who, workout.id)) };
}

describe('uploading audio', () => {
  const formats: Array<[string, Buffer, string]> = [
    ['MP3 with an ID3 tag', AUDIO_HEADERS['MP3 with an ID3 tag'], 'audio/mpeg'],
    ['MP3 starting with an MPEG frame', AUDIO_HEADERS['MP3 starting with an MPEG frame'], 'audio/mpeg'],
    ['WAV', AUDIO_HEADERS.WAV, 'audio/wav'],
    ['M4A', AUDIO_HEADERS.M4A, 'audio/mp4'],
    ['MP4 audio (mp42 brand)', AUDIO_HEADERS['MP4 audio (mp42 brand)'], 'audio/mp4'],
    ['OGG', AUDIO_HEADERS.OGG, 'audio/ogg'],
  ];

  test.each(formats)('when the file is %s, then it is stored and served back with its detected type', async (_format, header, mimeType) => {
    const alice = newUser();
    const bytes = audioFile(header, 300);
    const res = await upload(service, alice, bytes, { fileName: 'track.bin' });
    expect(res.status).toBe(201);
    // 300 bytes of a header and filler are no audio: its beat is 'failed' (upload-beats.test.ts covers real tracks).
    expect(res.body).toEqual({ id: expect.any(String), url: `/api/uploads/${res.body.id}`, originalName: 'track.bin', mimeType, size: 300, beat: expect.objectContaining({ status: expect.stringMatching(/^(pending|failed)$/) }) });
    const file = await download(service, res.body.url, alice);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(bytes)).toBe(true);
    expect(file.headers.get('content-type')).toBe(mimeType);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('accept-ranges')).toBe('bytes');
    expect(file.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
  });

  test('when a text file is named fake.mp3, then the answer is 400 with the supported formats and nothing is kept', async () => {
    const before = await storedFiles();
    const res = await upload(service, newUser(), Buffer.from('This is not audio, just text pretending.\n'.repeat(20)), { fileName: 'fake.mp3' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'validation', fields: { file: UNSUPPORTED_AUDIO_MESSAGE } } });
    expect(await storedFiles()).toEqual(before);
  });

  test.each([['an empty file', Buffer.alloc(0)], ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')], ['three bytes of ID', Buffer.from('ID')]])(
    'when it is %s, then the answer is 400',
    async (_case, bytes) => {
      expect((await upload(service, newUser(), bytes)).status).toBe(400);
    },
  );

  test('when the file is one byte over 15 MB, then the answer is 413 too_large and no file is left behind', async () => {
    const before = await storedFiles();
    const res = await upload(service, newUser(), mp3(UPLOAD_MAX_BYTES + 1));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: { code: 'too_large' } });
    expect(await storedFiles()).toEqual(before);
  });

  test('when the file is exactly 15 MB, then it is accepted', async () => {
    const res = await upload(service, newUser(), mp3(UPLOAD_MAX_BYTES));
    expect(res.status).toBe(201);
    expect(res.body.size).toBe(UPLOAD_MAX_BYTES);
  });

  const MiB = 1024 * 1024;
  const tooLargeBody = (message: string) => ({ error: { code: 'too_large', message } });

  test.each([
    ['20 MB of audio', '/api/uploads', 20 * MiB, UPLOAD_MAX_BYTES],
    ['100 MB of audio', '/api/uploads', 100 * MiB, UPLOAD_MAX_BYTES],
    ['a 5 MB logo', '/api/branding/logo', 5 * MiB, BRANDING_LOGO_MAX_BYTES],
    ['a 10 MB logo', '/api/branding/logo', 10 * MiB, BRANDING_LOGO_MAX_BYTES],
  ])('when %s is posted 20 times with its length declared, then every answer is 413 JSON, sent only after the whole body', async (_case, path, size, limit) => {
    const token = await newUser().token();
    const before = await storedFiles();
    for (let i = 0; i < 20; i++) {
      expect(await rawUpload(service, path, { token, size })).toEqual({ status: 413, body: tooLargeBody(fileTooLargeMessage(limit)), afterBody: true, failure: undefined });
    }
    expect(await storedFiles()).toEqual(before);
  }, 60_000);

  test('when a body without a declared length goes on past what we drain, then we stop reading it and keep nothing', async () => {
    const token = await newUser().token();
    const before = await storedFiles();
    const answer = await rawUpload(service, '/api/uploads', { token, size: UPLOAD_MAX_BYTES + DRAIN_MAX_BYTES + 8 * MiB, declareLength: false });
    expect(answer.afterBody).toBe(false);
    if (answer.status !== undefined) expect(answer.status).toBe(413);
    expect(await storedFiles()).toEqual(before);
  }, 60_000);

  test('when the declared body is beyond what we drain, then 413 comes at once and the connection closes', async () => {
    const token = await newUser().token();
    const { origin } = new URL(service.url);
    const answer = await new Promise<{ status?: number; connection?: string }>((resolve, reject) => {
      const req = http.request(`${origin}/api/uploads`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(DRAIN_MAX_BYTES + 1),
        },
      });
      req.on('response', (res) => {
        res.resume();
        resolve({ status: res.statusCode, connection: res.headers.connection });
        req.destroy();
      });
      req.on('error', reject);
      req.write('--x\r\n');
    });
    expect(answer).toEqual({ status: 413, connection: 'close' });
  });

  test('when the form has no "file" field, two files, or is not multipart, then it is refused and nothing is kept', async () => {
    const alice = newUser();
    const before = await storedFiles();
    expect((await upload(service, alice, mp3(), { field: 'audio' })).status).toBe(400);
    const two = await upload(service, alice, mp3(), { extra: [['file', mp3(), 'second.mp3']] });
    expect(two.status).toBe(400);
    expect(two.body).toMatchObject({ error: { fields: { file: 'Send exactly one file, in the "file" field' } } });
    expect((await alice.call('/api/uploads', { method: 'POST', body: { file: 'x' } })).status).toBe(415);
    expect((await alice.call('/api/uploads', { method: 'POST' })).status).toBe(415);
    expect(await storedFiles()).toEqual(before);
  });

  test.each([
    ['the only file', ''],
    ['a second file', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.mp3"\r\n\r\nID3\x04\x00\x00\x00\x00\x00\x00\r\n'],
  ])('when the body is cut off in the middle of %s, then the answer is 400 and no file is left', async (_case, before) => {
    const kept = await storedFiles();
    const cut = '--x\r\nContent-Disposition: form-data; name="file"; filename="b.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n';
    const res = await fetch(`${service.url}/api/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await newUser().token()}`, 'content-type': 'multipart/form-data; boundary=x' },
      body: Buffer.concat([Buffer.from(before, 'latin1'), Buffer.from(cut), mp3(5000)]),
    });
    expect(res.status).toBe(400);
    expect(await storedFiles()).toEqual(kept);
  });

  test('when the client goes away mid-upload, then the partial file is removed', async () => {
    const before = await storedFiles();
    const token = await newUser().token();
    const { origin } = new URL(service.url);
    const req = http.request(`${origin}/api/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x', 'content-length': '2000000' },
    });
    req.on('error', () => undefined);
    req.write('--x\r\nContent-Disposition: form-data; name="file"; filename="a.mp3"\r\n\r\n');
    req.write(mp3(200_000));
    await waitFor(async () => (await storedFiles()).some((f) => f.endsWith('.part')));
    req.destroy();
    await waitFor(async () => (await storedFiles()).length === before.length);
    expect(await storedFiles()).toEqual(before);
  });

  test('when the file name carries a path, then only its last part is kept, and the stored name is our own', async () => {
    const alice = newUser();
    const before = new Set(await storedFiles());
    const res = await upload(service, alice, mp3(), { fileName: '../../etc/Morning Mix.mp3' });
    expect(res.body.originalName).toBe('Morning Mix.mp3');
    const added = (await storedFiles()).filter((f) => !before.has(f));
    expect(added).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
  });
});

describe('listing uploads', () => {
  test("when the owner lists their uploads, then each is named with its type and size, oldest first, without where it is stored, and nobody else's are listed", async () => {
    const alice = newUser();
    const bob = newUser();
    const first = await uploaded(alice, mp3(1000), 'Warm-up Mix.mp3');
    const second = await uploaded(alice, mp3(2000), 'Cool-down.mp3');
    await uploaded(bob, mp3(500), 'Bob.mp3');
    const res = await alice.call('/api/uploads');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: first.id, originalName: 'Warm-up Mix.mp3', mimeType: 'audio/mpeg', size: 1000, createdAt: expect.any(String), beat: expect.objectContaining({ status: expect.any(String) }) },
      { id: second.id, originalName: 'Cool-down.mp3', mimeType: 'audio/mpeg', size: 2000, createdAt: expect.any(String), beat: expect.objectContaining({ status: expect.any(String) }) },
    ]);
    expect((await newUser().call('/api/uploads')).body).toEqual([]);
  });
});

describe('serving and deleting uploads', () => {
  test('when bytes 0-99 are asked for, then the answer is 206 with Content-Range and exactly 100 bytes', async () => {
    const alice = newUser();
    const bytes = mp3(1000);
    const { url } = await uploaded(alice, bytes);
    const res = await download(service, url, alice, { range: 'bytes=0-99' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 0-99/1000');
    expect(res.bytes.length).toBe(100);
    expect(res.bytes.equals(bytes.subarray(0, 100))).toBe(true);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('when the range lies past the end, then the answer is 416 with the size', async () => {
    const alice = newUser();
    const { url } = await uploaded(alice, mp3(1000));
    const res = await download(service, url, alice, { range: 'bytes=5000-6000' });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe('bytes */1000');
  });

  test("when another user asks for or deletes someone's upload, then it is 404 and the file stays", async () => {
    const alice = newUser();
    const bob = newUser();
    const { url } = await uploaded(alice);
    expect((await download(service, url, bob)).status).toBe(404);
    expect((await bob.call(url, { method: 'DELETE' })).status).toBe(404);
    expect((await download(service, url, alice)).status).toBe(200);
  });

  test('when the owner deletes an upload, then 204, the file is removed from disk and the URL answers 404', async () => {
    const alice = newUser();
    const before = await storedFiles();
    const { url } = await uploaded(alice);
    expect((await storedFiles()).length).toBe(before.length + 1);
    expect((await alice.call(url, { method: 'DELETE' })).status).toBe(204);
    expect(await storedFiles()).toEqual(before);
    expect((await download(service, url, alice)).status).toBe(404);
  });

  test('when the id is unknown or not a uuid, then 404', async () => {
    const alice = newUser();
    expect((await download(service, `/api/uploads/${randomUserId()}`, alice)).status).toBe(404);
    expect((await download(service, '/api/uploads/..%2F..%2Fetc%2Fpasswd', alice)).status).toBe(404);
  });
});

describe("a shared workout's music", () => {
  test('when a shared workout uses an upload, then anyone with the link can play it, with Range', async () => {
    const alice = newUser();
    const bytes = mp3(800);
    const { id, url } = await uploaded(alice, bytes);
    const { shareToken } = await sharedWith(alice, url);
    const res = await download(service, `/api/shared/${shareToken}/uploads/${id}`);
    expect(res.status).toBe(200);
    expect(res.bytes.equals(bytes)).toBe(true);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await download(service, `/api/shared/${shareToken}/uploads/${id}`, null, { range: 'bytes=0-99' })).status).toBe(206);
  });

  test('when the upload is not used by that shared workout, then 404', async () => {
    const alice = newUser();
    const used = await uploaded(alice);
    const unused = await uploaded(alice);
    const { shareToken } = await sharedWith(alice, used.url);
    expect((await download(service, `/api/shared/${shareToken}/uploads/${unused.id}`)).status).toBe(404);
    expect((await download(service, `/api/shared/${'A'.repeat(32)}/uploads/${used.id}`)).status).toBe(404);
  });

  test('when the workout stops using the upload, then the shared route stops serving it', async () => {
    const alice = newUser();
    const { id, url } = await uploaded(alice);
    const { workout, shareToken } = await sharedWith(alice, url);
    await alice.call(`/api/workouts/${workout.id}`, { method: 'PUT', body: { name: 'Spin class', exercises: [{ name: 'Climb', duration: 60 }] } });
    expect((await download(service, `/api/shared/${shareToken}/uploads/${id}`)).status).toBe(404);
  });

  test("when a shared workout names someone else's upload, then it is not served", async () => {
    const alice = newUser();
    const mallory = newUser();
    const { id, url } = await uploaded(alice);
    const { shareToken } = await sharedWith(mallory, url);
    expect((await download(service, `/api/shared/${shareToken}/uploads/${id}`)).status).toBe(404);
  });

  test('when a workout with uploaded music is imported, then the copy plays it through an upload of the importer\'s own, also once the owner deletes theirs', async () => {
    const alice = newUser();
    const bob = newUser();
    const bytes = mp3(600);
    const original = await uploaded(alice, bytes, 'Climb mix.mp3');
    const { workout } = await sharedWith(alice, original.url);
    const copy = (await bob.call<Workout>(`/api/imports/${workout.id}`, { method: 'POST' })).body;
    const musicUrl = copy.exercises[0]!.musicUrl!;
    expect(musicUrl).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    expect(musicUrl).not.toBe(original.url);
    expect((await download(service, musicUrl, bob)).bytes.equals(bytes)).toBe(true);
    expect((await download(service, musicUrl, alice)).status).toBe(404);
    await alice.call(original.url, { method: 'DELETE' });
    expect((await download(service, musicUrl, bob)).status).toBe(200);
  });
});

describe('identity', () => {
  test('when nobody is signed in, then upload, list, download and delete answer 401', async () => {
    const { url } = await uploaded(newUser());
    expect((await upload(service, null, mp3())).status).toBe(401);
    expect((await requestJson(`${service.url}/api/uploads`)).status).toBe(401);
    expect((await requestJson(`${service.url}${url}`)).status).toBe(401);
    expect((await requestJson(`${service.url}${url}`, { method: 'DELETE' })).status).toBe(401);
  });
});
