import { BEAT_MESSAGES, DOWNBEAT_MAX_MS, type BeatGrid, type UploadedAudio, type UploadedImage, type UploadListItem, type Workout } from '@blockbeat/contracts';
import { randomUserId } from '@blockbeat/service-kit/testing';
import { QueryTypes } from 'sequelize';
import { ANALYSER_VERSION } from '../../src/uploads/domain/beat/analyse';
import { mp3, upload } from '../support/audio';
import { drumPattern, encodeWav, noiseOnly } from '../support/beat-audio';
import { caller, EXPIRED, useContentService, type Caller } from '../support/content-service';
import { createWorkout, share } from '../support/fixtures';
import { png } from '../support/images';

// The answer never waits for the analysis here, so every upload goes through 'pending'; the job
// sweeps often and takes over claims after 2 s, so a lost run is seen within a test.
const service = useContentService({ beat: { answerWaitMs: 0, sweepMs: 300, leaseMs: 2_000 } });
const newUser = () => caller(service, randomUserId());

const DRUMS_BPM = 128;
const DRUMS_DOWNBEAT_MS = 250;
const drums = encodeWav(drumPattern({ bpm: DRUMS_BPM, downbeat: DRUMS_DOWNBEAT_MS / 1000, seconds: 12, seed: 27, noise: 0.01 }));

jest.setTimeout(120_000);

async function uploadTrack(who: Caller, bytes: Buffer, fileName = 'track.wav'): Promise<UploadedAudio> {
  const res = await upload(service, who, bytes, { fileName, type: 'audio/wav' });
  expect(res.status).toBe(201);
  return res.body;
}

const beatOf = (who: Caller, id: string) => who.call<BeatGrid>(`/api/uploads/${id}/beat`);

/** The beat once the analysis has answered (the worker's first start takes a few seconds on a busy machine). */
async function settledBeat(who: Caller, id: string, done: (grid: BeatGrid) => boolean = (g) => g.status !== 'pending'): Promise<BeatGrid> {
  const until = Date.now() + 90_000;
  for (;;) {
    const res = await beatOf(who, id);
    expect(res.status).toBe(200);
    if (done(res.body) || Date.now() > until) return res.body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const rowOf = async (uploadId: string) =>
  (await service.sequelize.query<{ status: string; analyser_version: number }>('SELECT status, analyser_version FROM content.upload_beats WHERE upload_id = :uploadId', { replacements: { uploadId }, type: QueryTypes.SELECT }))[0];

describe('the beat of an uploaded track', () => {
  test('when a 128 BPM drum track is uploaded, then the answer says pending and its beat is then found: 128 BPM, the first downbeat at 250 ms, sure', async () => {
    const who = newUser();
    const track = await uploadTrack(who, drums);
    expect(track.beat).toMatchObject({ status: 'pending', bpm: null, message: BEAT_MESSAGES.pending });

    const beat = await settledBeat(who, track.id);
    expect(beat).toMatchObject({ status: 'found', source: 'analysis', analyserVersion: ANALYSER_VERSION, message: null });
    expect(Math.abs(beat.bpm! - DRUMS_BPM)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(beat.downbeatMs! - DRUMS_DOWNBEAT_MS)).toBeLessThanOrEqual(20);
    expect(beat.confidence).toBeGreaterThanOrEqual(0.5);

    const list = await who.call<UploadListItem[]>('/api/uploads');
    expect(list.body.find((u) => u.id === track.id)?.beat).toEqual(beat);
  });

  test('when white noise is uploaded, then no tempo is given: "no steady beat found", tap the tempo', async () => {
    const who = newUser();
    const track = await uploadTrack(who, encodeWav(noiseOnly(10, 3)));
    expect(await settledBeat(who, track.id)).toMatchObject({ status: 'none', bpm: null, downbeatMs: null, message: BEAT_MESSAGES.none });
  });

  test('when an MP3 holds no audio, then its beat is failed with the tap message', async () => {
    const who = newUser();
    const track = await uploadTrack(who, mp3(200_000), 'broken.mp3');
    expect(await settledBeat(who, track.id)).toMatchObject({ status: 'failed', bpm: null, message: BEAT_MESSAGES.failed });
  });

  test('when an image is uploaded, then it has no beat: the list item carries none and its beat route is not found', async () => {
    const who = newUser();
    const res = await upload<UploadedImage>(service, who, png(), { path: '/api/uploads/images', fileName: 'demo.png', type: 'image/png' });
    expect(res.status).toBe(201);
    expect((await who.call<UploadListItem[]>('/api/uploads')).body.find((u) => u.id === res.body.id)).not.toHaveProperty('beat');
    expect((await beatOf(who, res.body.id)).status).toBe(404);
  });
});

describe('tapping the tempo', () => {
  test('when the owner taps 127.5 BPM with the downbeat at 480 ms, then that is the beat: found, tapped, sure, and GET answers it', async () => {
    const who = newUser();
    const track = await uploadTrack(who, drums);
    const res = await who.call<BeatGrid>(`/api/uploads/${track.id}/beat`, { method: 'PUT', body: { bpm: 127.5, downbeatMs: 480 } });
    expect(res.status).toBe(200);
    const tapped = { status: 'found', bpm: 127.5, downbeatMs: 480, confidence: 1, source: 'tap', message: null };
    expect(res.body).toMatchObject(tapped);
    // The analysis that was still running does not overwrite it.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await beatOf(who, track.id)).body).toMatchObject(tapped);
  });

  test.each([
    ['a tempo above the range', { bpm: 300, downbeatMs: 0 }, 'bpm', BEAT_MESSAGES.bpmRange],
    ['a tempo below the range', { bpm: 39.9, downbeatMs: 0 }, 'bpm', BEAT_MESSAGES.bpmRange],
    ['a tempo that is not a number', { bpm: 'fast', downbeatMs: 0 }, 'bpm', BEAT_MESSAGES.bpmRange],
    ['no tempo', { downbeatMs: 0 }, 'bpm', BEAT_MESSAGES.bpmRange],
    ['a negative downbeat', { bpm: 120, downbeatMs: -1 }, 'downbeatMs', BEAT_MESSAGES.downbeatRange],
    ['a downbeat past ten minutes', { bpm: 120, downbeatMs: DOWNBEAT_MAX_MS + 1 }, 'downbeatMs', BEAT_MESSAGES.downbeatRange],
  ])('when the tap has %s, then 400 names the field and says why', async (_name, body, field, message) => {
    const who = newUser();
    const track = await uploadTrack(who, drums);
    const res = await who.call<{ error: { fields: Record<string, string> } }>(`/api/uploads/${track.id}/beat`, { method: 'PUT', body });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({ [field]: message });
  });

  test('when a user without access (trial over) taps, then 402 and the beat is unchanged', async () => {
    const owner = newUser();
    const track = await uploadTrack(owner, drums);
    const expired = caller(service, owner.userId, EXPIRED);
    expect((await expired.call(`/api/uploads/${track.id}/beat`, { method: 'PUT', body: { bpm: 100, downbeatMs: 0 } })).status).toBe(402);
    expect((await beatOf(owner, track.id)).body.source).toBe('analysis');
  });
});

describe('whose beat it is', () => {
  test("when another user reads or taps someone's track, then 404 as for the file, and the track's beat is unchanged", async () => {
    const owner = newUser();
    const other = newUser();
    const track = await uploadTrack(owner, drums);
    expect((await beatOf(other, track.id)).status).toBe(404);
    expect((await other.call(`/api/uploads/${track.id}`)).status).toBe(404);
    const tap = await other.call<{ error: { message: string } }>(`/api/uploads/${track.id}/beat`, { method: 'PUT', body: { bpm: 100, downbeatMs: 0 } });
    expect(tap.status).toBe(404);
    expect(tap.body.error.message).toBe('Upload not found');
    expect((await beatOf(owner, track.id)).body.source).toBe('analysis');
  });

  test.each(['not-an-id', '00000000-0000-4000-8000-000000000000'])('when the id is %s, then 404', async (id) => {
    expect((await beatOf(newUser(), id)).status).toBe(404);
  });

  test('when a shared workout uses the track, then anyone with the link reads its beat; an upload it does not use, or a wrong link, is not found', async () => {
    const owner = newUser();
    const used = await uploadTrack(owner, drums);
    const unused = await uploadTrack(owner, drums);
    const workout = await createWorkout(owner, { name: 'Step class', exercises: [{ name: 'Basic step', duration: 60, musicType: 'upload', musicUrl: used.url }] });
    const { shareToken } = await share(owner, workout.id);
    const found = await settledBeat(owner, used.id);

    const res = await fetch(`${service.url}/api/shared/${shareToken}/uploads/${used.id}/beat`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(found);
    expect((await fetch(`${service.url}/api/shared/${shareToken}/uploads/${unused.id}/beat`)).status).toBe(404);
    expect((await fetch(`${service.url}/api/shared/not-a-token/uploads/${used.id}/beat`)).status).toBe(404);
  });

  test('when a shared workout is imported, then the copy of its track carries the beat without analysing again', async () => {
    const owner = newUser();
    const importer = newUser();
    const track = await uploadTrack(owner, drums);
    const workout = await createWorkout(owner, { name: 'Step class', exercises: [{ name: 'Basic step', duration: 60, musicType: 'upload', musicUrl: track.url }] });
    await share(owner, workout.id);
    const found = await settledBeat(owner, track.id);

    const imported = await importer.call<Workout>(`/api/imports/${workout.id}`, { method: 'POST' });
    expect(imported.status).toBe(201);
    const copyId = imported.body.exercises[0]!.musicUrl!.split('/').pop()!;
    expect(copyId).not.toBe(track.id);
    expect((await beatOf(importer, copyId)).body).toEqual(found);
  });

  test('when the track is deleted, or its owner deletes the account, then its beat goes with it', async () => {
    const who = newUser();
    const deleted = await uploadTrack(who, drums);
    const kept = await uploadTrack(who, drums);
    expect(await rowOf(deleted.id)).toBeDefined();
    expect((await who.call(`/api/uploads/${deleted.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await rowOf(deleted.id)).toBeUndefined();
    expect((await who.call('/internal/me', { method: 'DELETE' })).status).toBe(204);
    expect(await rowOf(kept.id)).toBeUndefined();
  });
});

describe('the beat job', () => {
  test('when an analysis was lost (its process died while the row was pending), then the job analyses the track again', async () => {
    const who = newUser();
    const track = await uploadTrack(who, drums);
    await settledBeat(who, track.id);
    await service.sequelize.query(
      "UPDATE content.upload_beats SET status = 'pending', bpm = NULL, downbeat_ms = NULL, confidence = NULL, claimed_at = now() - interval '1 hour' WHERE upload_id = :id",
      { replacements: { id: track.id } },
    );
    expect((await beatOf(who, track.id)).body.status).toBe('pending');
    const beat = await settledBeat(who, track.id);
    expect(beat.status).toBe('found');
    expect(Math.abs(beat.bpm! - DRUMS_BPM)).toBeLessThanOrEqual(0.5);
  });

  test('when a track was analysed by an older analyser, then the job analyses it again; a tapped tempo is never re-analysed', async () => {
    const who = newUser();
    const analysed = await uploadTrack(who, drums);
    const tapped = await uploadTrack(who, drums);
    await settledBeat(who, analysed.id);
    await who.call(`/api/uploads/${tapped.id}/beat`, { method: 'PUT', body: { bpm: 64, downbeatMs: 250 } });
    await service.sequelize.query('UPDATE content.upload_beats SET analyser_version = 0, bpm = 1 WHERE upload_id IN (:ids)', { replacements: { ids: [analysed.id, tapped.id] } });

    const beat = await settledBeat(who, analysed.id, (g) => g.analyserVersion === ANALYSER_VERSION);
    expect(beat).toMatchObject({ status: 'found', analyserVersion: ANALYSER_VERSION });
    expect(Math.abs(beat.bpm! - DRUMS_BPM)).toBeLessThanOrEqual(0.5);
    expect((await beatOf(who, tapped.id)).body).toMatchObject({ source: 'tap', bpm: 1, analyserVersion: 0 });
  });

  test('when audio was uploaded before beats were analysed (no beat row), then the job adds one and analyses it', async () => {
    const who = newUser();
    const track = await uploadTrack(who, drums);
    await settledBeat(who, track.id);
    await service.sequelize.query('DELETE FROM content.upload_beats WHERE upload_id = :id', { replacements: { id: track.id } });
    const beat = await settledBeat(who, track.id, (g) => g.status === 'found');
    expect(Math.abs(beat.bpm! - DRUMS_BPM)).toBeLessThanOrEqual(0.5);
  });
});
