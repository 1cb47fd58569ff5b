import type { BeatGrid, LiveClassStarted, UploadedAudio } from '@blockbeat/contracts';
import { randomUserId } from '@blockbeat/service-kit/testing';
import { mp3, upload } from '../support/audio';
import { caller, useContentService, type Caller } from '../support/content-service';
import { openEventStream, type TestEventStream } from '../support/event-stream';
import { createWorkout } from '../support/fixtures';
import { act } from '../support/live';

// The answer never waits for the analysis; these files are not music, so theirs ends 'failed' and tells no class.
const service = useContentService({ beat: { answerWaitMs: 0, sweepMs: 60_000, leaseMs: 60_000 } });
const newUser = () => caller(service, randomUserId());
const streams: TestEventStream[] = [];
afterEach(() => streams.splice(0).forEach((s) => s.close()));

async function uploadTrack(who: Caller): Promise<UploadedAudio> {
  const res = await upload(service, who, mp3(), { fileName: 'track.mp3', type: 'audio/mpeg' });
  expect(res.status).toBe(201);
  return res.body;
}

/** A class on a workout whose one block plays `track`, and a follower's stream past its snapshot. */
async function classPlaying(who: Caller, track: UploadedAudio) {
  const workout = await createWorkout(who, {
    name: 'Step class',
    exercises: [{ name: 'Basic step', duration: 30, restTime: 0, musicType: 'upload', musicUrl: `/api/uploads/${track.id}` }],
  });
  const res = await who.call<LiveClassStarted>('/api/live/classes', { method: 'POST', body: { workoutId: workout.id } });
  expect(res.status).toBe(201);
  const stream = await openEventStream(`${service.url}/api/live/${res.body.code}/events`);
  streams.push(stream);
  await stream.next('snapshot');
  return { code: res.body.code, stream };
}

const tap = (who: Caller, id: string, bpm: number) => who.call<BeatGrid>(`/api/uploads/${id}/beat`, { method: 'PUT', body: { bpm, downbeatMs: 120 } });

describe("a live class hears of a new tempo for its tracks (issue 27's known limit: followers read grids only at join)", () => {
  test('when the instructor taps a new tempo for a track the class plays, then every follower is told to read its grid again', async () => {
    const alice = newUser();
    const track = await uploadTrack(alice);
    const { code, stream } = await classPlaying(alice, track);
    const second = await openEventStream(`${service.url}/api/live/${code}/events`);
    streams.push(second);
    await second.next('snapshot');
    expect((await tap(alice, track.id, 126)).status).toBe(200);
    for (const follower of [stream, second]) expect(await follower.next('beat')).toMatchObject({ event: 'beat', data: { uploadId: track.id } });
  });

  test("when the tap is for a track the class does not play, or another instructor's class plays its own track, then no follower is told", async () => {
    const alice = newUser();
    const played = await uploadTrack(alice);
    const other = await uploadTrack(alice);
    const { code, stream } = await classPlaying(alice, played);
    const bob = newUser();
    const bobs = await classPlaying(bob, await uploadTrack(bob));
    expect((await tap(alice, other.id, 128)).status).toBe(200);
    expect((await tap(alice, played.id, 128)).status).toBe(200);
    // Notices arrive in the order they were sent: once the played track's news is in, the other's would have been.
    expect(await stream.next('beat')).toMatchObject({ data: { uploadId: played.id } });
    expect(stream.received.filter((e) => e.event === 'beat')).toHaveLength(1);
    const started = await act(alice, code, { type: 'start' });
    expect((await stream.next('action')).data).toEqual(started);
    expect(bobs.stream.received.map((e) => e.event)).not.toContain('beat');
  });

  test('when the class has ended, then a tap for its track tells nobody and still saves the tempo', async () => {
    const alice = newUser();
    const track = await uploadTrack(alice);
    const { code, stream } = await classPlaying(alice, track);
    expect((await alice.call(`/api/live/classes/${code}/end`, { method: 'POST' })).status).toBe(200);
    await stream.next('ended');
    const res = await tap(alice, track.id, 132);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'found', bpm: 132, source: 'tap' });
    expect(stream.received.map((e) => e.event)).not.toContain('beat');
  });
});
