import { IMAGE_FILE_MESSAGES, IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOADS_URL, type SharedWorkout, type UploadedImage, type Workout } from '@blockbeat/contracts';
import { randomUserId, requestJson } from '@blockbeat/service-kit/testing';
import { download, mp3, upload } from '../support/audio';
import { caller, EXPIRED, useContentService, type Caller } from '../support/content-service';
import { createWorkout, share } from '../support/fixtures';
import { jpeg, pngOfSize, SIMPLE_SVG, png } from '../support/images';

const service = useContentService();
const newUser = () => caller(service, randomUserId());

const ascii = (text: string) => Buffer.from(text, 'latin1');
const GIF = Buffer.concat([ascii('GIF89a'), Buffer.from([1, 0, 1, 0, 0x80, 0, 0]), Buffer.alloc(200, 0x21), Buffer.from([0x3b])]);
const WEBP = Buffer.concat([ascii('RIFF'), Buffer.from([0xf0, 0, 0, 0]), ascii('WEBPVP8 '), Buffer.alloc(236, 0x10)]);

const uploadImage = (who: Caller | null, bytes: Buffer, fileName = 'squat.png', type = 'image/png') =>
  upload<UploadedImage>(service, who, bytes, { path: IMAGE_UPLOADS_URL, fileName, type });

async function uploadedImage(who: Caller, bytes: Buffer = png()): Promise<UploadedImage> {
  const res = await uploadImage(who, bytes);
  expect(res.status).toBe(201);
  return res.body;
}

/** A workout whose first block shows `imageUrl` as its demo. */
const withDemo = (imageUrl: string) => ({
  name: 'Demo day',
  exercises: [
    { name: 'Squats', duration: 30, demo: { type: 'image', url: imageUrl } },
    { name: 'Lunges', duration: 30 },
  ],
  groups: [{ start: 0, count: 2, rounds: 2 }],
  sound: { cueProfile: 'gymLoud', halfwayCue: false, voice: true, flash: true },
});

describe('uploading a demo image', () => {
  test.each<[string, string, Buffer]>([
    ['a PNG', 'image/png', png()],
    ['a JPEG', 'image/jpeg', jpeg()],
    ['an animated GIF', 'image/gif', GIF],
    ['a WebP', 'image/webp', WEBP],
  ])('when %s is uploaded, then 201 answers its URL and it is served as %s with nosniff', async (_case, mimeType, bytes) => {
    const alice = newUser();
    const res = await uploadImage(alice, bytes, 'demo.bin', 'application/octet-stream');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), url: `/api/uploads/${res.body.id}`, originalName: 'demo.bin', mimeType, size: bytes.length });
    const file = await download(service, res.body.url, alice);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(mimeType);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.bytes.equals(bytes)).toBe(true);
  });

  test.each<[string, Buffer]>([
    ['a 65535×65535 PNG', png(undefined, undefined, [65_535, 65_535])],
    ['a 16383×16383 PNG', png(undefined, undefined, [16_383, 16_383])],
    ['a 20000×20000 PNG', png(undefined, undefined, [20_000, 20_000])],
    ['an 8001×10 PNG (one side too long)', png(undefined, undefined, [8_001, 10])],
    ['a 7000×7000 PNG (49 megapixels)', png(undefined, undefined, [7_000, 7_000])],
    ['a 9000×100 JPEG', jpeg(9_000, 100)],
  ])('when %s is uploaded, then 400 says it is too large in pixels, and nothing is kept', async (_case, bytes) => {
    const alice = newUser();
    const res = await uploadImage(alice, bytes);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'validation', message: 'Invalid request', fields: { file: IMAGE_FILE_MESSAGES.tooManyPixels } } });
    expect((await alice.call<{ usedBytes: number }>('/api/uploads/usage')).body.usedBytes).toBe(0);
  });

  test('when an image is exactly at the limits (8000×5000, 40 megapixels), then it is accepted', async () => {
    await uploadedImage(newUser(), png(undefined, undefined, [8_000, 5_000]));
  });

  test('when part of the image is asked for, then the answer is 206 with Content-Range', async () => {
    const alice = newUser();
    const image = await uploadedImage(alice, pngOfSize(1000));
    const res = await download(service, image.url, alice, { range: 'bytes=0-99' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 0-99/1000');
    expect(res.bytes).toHaveLength(100);
  });

  test.each<[string, Buffer, string]>([
    ['an SVG', SIMPLE_SVG, 'image/svg+xml'],
    ['audio named .png', mp3(), 'image/png'],
    ['text', Buffer.from('not an image at all'), 'image/gif'],
  ])('when %s is sent, then the answer is 400 naming file and nothing is stored', async (_case, bytes, type) => {
    const alice = newUser();
    const res = await uploadImage(alice, bytes, 'x.png', type);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'validation', fields: { file: IMAGE_FILE_MESSAGES.notImage } } });
    expect((await alice.call<{ usedBytes: number }>('/api/uploads/usage')).body.usedBytes).toBe(0);
  });

  test('when the image is exactly 5 MB, then it is accepted; one byte more is 413', async () => {
    const alice = newUser();
    expect((await uploadImage(alice, pngOfSize(IMAGE_UPLOAD_MAX_BYTES))).status).toBe(201);
    const over = await uploadImage(alice, pngOfSize(IMAGE_UPLOAD_MAX_BYTES + 1));
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({ error: { message: 'The file is larger than 5 MB' } });
  });

  test('when images are uploaded, then they count in the same storage quota as audio', async () => {
    const alice = newUser();
    await uploadedImage(alice, pngOfSize(3000));
    expect((await alice.call<{ usedBytes: number }>('/api/uploads/usage')).body.usedBytes).toBe(3000);
  });

  test('when the user has no access, then the upload is refused with 402', async () => {
    expect((await uploadImage(caller(service, randomUserId(), EXPIRED), png())).status).toBe(402);
  });

  test("when another user asks for someone's image, then the answer is 404", async () => {
    const image = await uploadedImage(newUser());
    expect((await download(service, image.url, newUser())).status).toBe(404);
  });
});

describe('demo images through a share', () => {
  async function sharedWithDemo() {
    const alice = newUser();
    const image = await uploadedImage(alice);
    const workout = await createWorkout(alice, withDemo(image.url));
    const { shareToken } = await share(alice, workout.id);
    return { alice, image, workout, shareToken };
  }

  test('when a visitor opens the link, then the groups and sound come with it and the demo points through the share', async () => {
    const { image, shareToken } = await sharedWithDemo();
    const res = await requestJson<SharedWorkout>(`${service.url}/api/shared/${shareToken}`);
    expect(res.status).toBe(200);
    expect(res.body.groups).toEqual([{ start: 0, count: 2, rounds: 2 }]);
    expect(res.body.sound).toEqual({ cueProfile: 'gymLoud', halfwayCue: false, voice: true, flash: true });
    expect(res.body.exercises[0]!.demo).toEqual({ type: 'image', url: `/api/shared/${shareToken}/uploads/${image.id}` });
    expect(res.body.totalDuration).toBe(120);
  });

  test('when a visitor follows the demo URL, then they get the image with its type', async () => {
    const { shareToken } = await sharedWithDemo();
    const { body } = await requestJson<SharedWorkout>(`${service.url}/api/shared/${shareToken}`);
    const file = await download(service, body.exercises[0]!.demo!.url, null);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.bytes.equals(png())).toBe(true);
  });

  test("when a visitor asks the share for another of the owner's images, then the answer is 404", async () => {
    const { alice, shareToken } = await sharedWithDemo();
    const unrelated = await uploadedImage(alice, jpeg());
    expect((await download(service, `/api/shared/${shareToken}/uploads/${unrelated.id}`, null)).status).toBe(404);
  });

  test("when a shared workout's demo names someone else's image, then the share does not serve it", async () => {
    const bobsImage = await uploadedImage(newUser());
    const alice = newUser();
    const workout = await createWorkout(alice, withDemo(bobsImage.url));
    const { shareToken } = await share(alice, workout.id);
    expect((await download(service, `/api/shared/${shareToken}/uploads/${bobsImage.id}`, null)).status).toBe(404);
  });

  test('when another user imports it, then the copy keeps groups, sound and a demo image of their own that they can fetch', async () => {
    const { workout, image } = await sharedWithDemo();
    const bob = newUser();
    const res = await bob.call<Workout>(`/api/imports/${workout.id}`, { method: 'POST' });
    expect(res.status).toBe(201);
    expect(res.body.groups).toEqual(workout.groups);
    expect(res.body.sound).toEqual(workout.sound);
    expect(res.body.totalDuration).toBe(workout.totalDuration);
    const demoUrl = res.body.exercises[0]!.demo!.url;
    expect(demoUrl).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    expect(demoUrl).not.toBe(image.url);
    const file = await download(service, demoUrl, bob);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect((await bob.call<{ usedBytes: number }>('/api/uploads/usage')).body.usedBytes).toBe(image.size);
  });
});

describe('template demos', () => {
  const template = { name: 'Goblet squat', duration: 40 };

  test('when a template is created with a demo image and patched to a video, then each answer carries the demo', async () => {
    const alice = newUser();
    const image = await uploadedImage(alice);
    const created = await alice.call<{ id: string; demo: unknown }>('/api/exercise-templates', { method: 'POST', body: { ...template, demo: { type: 'image', url: image.url } } });
    expect(created.status).toBe(201);
    expect(created.body.demo).toEqual({ type: 'image', url: image.url });
    const video = { type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ' };
    const patched = await alice.call<{ demo: unknown }>(`/api/exercise-templates/${created.body.id}`, { method: 'PATCH', body: { demo: video } });
    expect(patched.status).toBe(200);
    expect(patched.body.demo).toEqual(video);
    const [listed] = (await alice.call<Array<{ demo: unknown }>>('/api/exercise-templates')).body;
    expect(listed!.demo).toEqual(video);
    const cleared = await alice.call<{ demo: unknown }>(`/api/exercise-templates/${created.body.id}`, { method: 'PATCH', body: { demo: null } });
    expect(cleared.body.demo).toBeNull();
  });

  test('when a template demo image is a foreign URL, then the answer is 400 naming demo.url', async () => {
    const res = await newUser().call('/api/exercise-templates', { method: 'POST', body: { ...template, demo: { type: 'image', url: 'https://example.com/x.gif' } } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { fields: { 'demo.url': expect.any(String) } } });
  });

  test("when another user patches someone's template demo, then the answer is 404", async () => {
    const alice = newUser();
    const created = await alice.call<{ id: string }>('/api/exercise-templates', { method: 'POST', body: template });
    const res = await newUser().call(`/api/exercise-templates/${created.body.id}`, { method: 'PATCH', body: { demo: { type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ' } } });
    expect(res.status).toBe(404);
  });
});
