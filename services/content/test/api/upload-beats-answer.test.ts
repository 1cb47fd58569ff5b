import { type UploadedAudio } from '@blockbeat/contracts';
import { randomUserId } from '@blockbeat/service-kit/testing';
import { upload } from '../support/audio';
import { drumPattern, encodeWav } from '../support/beat-audio';
import { caller, useContentService } from '../support/content-service';

// The answer may wait long here (a cold worker on a busy machine takes seconds), so the upload's
// own answer carries the finished beat: what production does within its 1.5 s for a warm worker.
const service = useContentService({ beat: { answerWaitMs: 60_000 } });

test('when the analysis finishes within the answer wait, then the upload answer carries the found beat', async () => {
  const who = caller(service, randomUserId());
  const res = await upload<UploadedAudio>(service, who, encodeWav(drumPattern({ bpm: 96, downbeat: 0.6, seconds: 12, seed: 96 })), { fileName: 'slow.wav', type: 'audio/wav' });
  expect(res.status).toBe(201);
  expect(res.body.beat).toMatchObject({ status: 'found', source: 'analysis', message: null });
  expect(Math.abs(res.body.beat!.bpm! - 96)).toBeLessThanOrEqual(0.5);
  expect(Math.abs(res.body.beat!.downbeatMs! - 600)).toBeLessThanOrEqual(20);
}, 90_000);
