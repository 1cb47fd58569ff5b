import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { s3ClientConfig, s3ObjectStore } from '@blockbeat/object-store';
import { startLocalS3, type LocalS3 } from '@blockbeat/object-store/testing';
import { UNSUPPORTED_AUDIO_MESSAGE } from '@blockbeat/contracts';
import { randomUserId } from '@blockbeat/service-kit/testing';
import { audioFile, AUDIO_HEADERS, download, mp3, upload } from '../support/audio';
import { caller, useContentService } from '../support/content-service';
import { createWorkout, share } from '../support/fixtures';

// The content service with STORAGE_URL=s3://… against a local S3-compatible server (s3rver):
// what users do with audio works the same as on the local folder.
let s3: LocalS3;
let client: S3Client;
beforeAll(async () => {
  s3 = await startLocalS3('blockbeat-content');
  client = new S3Client(s3ClientConfig(s3.env));
});
afterAll(async () => {
  client.destroy();
  await s3.close();
});

const service = useContentService({ store: () => s3ObjectStore({ bucket: s3.bucket, prefix: 'content/' }, new S3Client(s3ClientConfig(s3.env))) });
const newUser = () => caller(service, randomUserId());
const storedKeys = async () => ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'content/' }))).Contents ?? []).map((o) => o.Key!);

describe('uploads in S3-compatible storage', () => {
  test('when audio is uploaded, then it lands in the bucket and plays back whole and by range, for the owner and by share link', async () => {
    const alice = newUser();
    const bytes = audioFile(AUDIO_HEADERS.WAV, 1000);
    const res = await upload(service, alice, bytes, { fileName: 'track.wav' });
    expect(res.status).toBe(201);
    expect(await storedKeys()).toHaveLength(1);

    const whole = await download(service, res.body.url, alice);
    expect(whole.status).toBe(200);
    expect(whole.bytes.equals(bytes)).toBe(true);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');

    const part = await download(service, res.body.url, alice, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(part.bytes.equals(bytes.subarray(100, 200))).toBe(true);

    const workout = await createWorkout(alice, { name: 'Spin', exercises: [{ name: 'Climb', duration: 60, musicType: 'upload', musicUrl: res.body.url }] });
    const { shareToken } = await share(alice, workout.id);
    const shared = await download(service, `/api/shared/${shareToken}/uploads/${res.body.id}`, null, { range: 'bytes=0-9' });
    expect(shared.status).toBe(206);
    expect(shared.bytes.equals(bytes.subarray(0, 10))).toBe(true);

    const other = await download(service, res.body.url, newUser());
    expect(other.status).toBe(404);
  });

  test('when a file is refused by its first bytes, then nothing is left in the bucket', async () => {
    const bob = newUser();
    const before = await storedKeys();
    const res = await upload(service, bob, Buffer.from('this is plain text, not audio at all'.repeat(20)), { fileName: 'fake.mp3' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(UNSUPPORTED_AUDIO_MESSAGE);
    expect(await storedKeys()).toEqual(before);
  });

  test('when the owner deletes the upload, then its object is removed from the bucket', async () => {
    const carol = newUser();
    const res = await upload(service, carol, mp3(2048));
    const before = await storedKeys();
    const removed = await carol.call(res.body.url, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect((await storedKeys()).length).toBe(before.length - 1);
    expect((await download(service, res.body.url, carol)).status).toBe(404);
  });
});
