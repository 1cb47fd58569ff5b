import type { CoachingWorkouts } from '@blockbeat/contracts';
import { randomUserId, requestJson } from '@blockbeat/service-kit/testing';
import { mp3, upload } from '../support/audio';
import { caller, useContentService } from '../support/content-service';
import { createWorkout } from '../support/fixtures';

const SECRET = 'coaching-feed-test-secret-of-at-least-32-chars';
const service = useContentService({ internalApiSecret: SECRET });

const ask = (body: unknown, secret: string | null = SECRET) =>
  requestJson<CoachingWorkouts>(`${service.url}/internal/coaching/workouts`, { method: 'POST', body, ...(secret !== null && { token: secret }) });

describe('the coaching service reads an instructor’s workouts', () => {
  test('when it names the owner and ids, then only that owner’s workouts among them come back, with their colours and no timestamps', async () => {
    const coach = caller(service, randomUserId());
    const other = caller(service, randomUserId());
    const mine = await createWorkout(coach);
    const theirs = await createWorkout(other);
    await coach.call('/api/branding', { method: 'PUT', body: { primaryColor: '#112233' } });

    const res = await ask({ ownerId: coach.userId, ids: [mine.id, theirs.id, randomUserId()] });

    expect(res.status).toBe(200);
    expect(res.body.workouts.map((w) => w.id)).toEqual([mine.id]);
    expect(res.body.workouts[0]).not.toHaveProperty('createdAt');
    expect(res.body.workouts[0]!.exercises).toEqual(mine.exercises);
    expect(res.body.branding).toEqual({ logoUrl: null, primaryColor: '#112233', accentColor: null });
  });

  test('when the secret is missing or wrong, then 401 and nothing is read', async () => {
    const coach = caller(service, randomUserId());
    const mine = await createWorkout(coach);
    expect((await ask({ ownerId: coach.userId, ids: [mine.id] }, null)).status).toBe(401);
    expect((await ask({ ownerId: coach.userId, ids: [mine.id] }, `${SECRET}x`)).status).toBe(401);
  });

  test('when the ids are not uuids, then 400 names the field', async () => {
    const res = await ask({ ownerId: randomUserId(), ids: ['nope'] });
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as unknown as { error: { fields: object } }).error.fields)).toEqual(['ids.0']);
  });

  test('when it asks for an upload of the owner, then the bytes come with their type and Range works; another owner’s or no secret gets none', async () => {
    const coach = caller(service, randomUserId());
    const other = caller(service, randomUserId());
    const bytes = mp3(4096);
    const track = await upload(service, coach, bytes);
    const get = (ownerId: string, headers: Record<string, string> = {}, secret = SECRET) =>
      fetch(`${service.url}/internal/coaching/uploads/${ownerId}/${track.body.id}`, { headers: { authorization: `Bearer ${secret}`, ...headers } });

    const whole = await get(coach.userId);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    const part = await get(coach.userId, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);

    const notTheirs = await get(other.userId);
    expect(notTheirs.status).toBe(404);
    expect(await notTheirs.json()).toEqual({ error: { code: 'not_found', message: 'Upload not found' } });
    expect((await get(coach.userId, {}, `${SECRET}x`)).status).toBe(401);
    expect((await fetch(`${service.url}/internal/coaching/uploads/${coach.userId}/nope`, { headers: { authorization: `Bearer ${SECRET}` } })).status).toBe(400);
  });
});
