import { IMAGE_UPLOAD_MAX_BYTES, UPLOAD_FIELD, UPLOAD_MAX_BYTES, type BeatTapInput } from '@blockbeat/contracts';
import { beatTapInputSchema } from '@blockbeat/contracts/schemas';
import { identityOf, receiveSingleFile, validate } from '@blockbeat/service-kit';
import { Router } from 'express';
import type { BeatUseCases } from '../domain/beats';
import type { UploadUseCases } from '../domain/uploads';
import { requireAccess } from '../../shared/access';
import type { FileSender } from './send-file';

/** /api/uploads: audio and demo images for blocks, private to their owner (shared workouts serve theirs via /api/shared). */
export function uploadRoutes(uploads: UploadUseCases, send: FileSender, beats: BeatUseCases): Router {
  const router = Router();

  // Access before the body: nobody without it gets to stream 15 MB at us.
  router.post('/', requireAccess, async (req, res) => {
    const identity = identityOf(res);
    const upload = await receiveSingleFile(req, {
      field: UPLOAD_FIELD,
      maxBytes: UPLOAD_MAX_BYTES,
      missing: 'Choose an audio file to upload',
      store: (file) => uploads.create(identity, file),
      discard: (created) => uploads.remove(identity, created.id),
    });
    res.status(201).json({ ...upload, beat: await uploads.beatOf(upload) });
  });

  // IMAGE_UPLOADS_URL (the tests call it by that name).
  router.post('/images', requireAccess, async (req, res) => {
    const identity = identityOf(res);
    const image = await receiveSingleFile(req, {
      field: UPLOAD_FIELD,
      maxBytes: IMAGE_UPLOAD_MAX_BYTES,
      missing: 'Choose an image to upload',
      store: (file) => uploads.createImage(identity, file),
      discard: (created) => uploads.remove(identity, created.id),
    });
    res.status(201).json(image);
  });

  // The names of the caller's files: a PDF prints an upload's name, never its private URL.
  router.get('/', async (_req, res) => {
    res.json(await uploads.list(identityOf(res)));
  });

  // Before /:id, which would take "usage" for an upload id.
  router.get('/usage', async (_req, res) => {
    res.json(await uploads.usage(identityOf(res)));
  });

  // Its tempo and first downbeat (issue 27): the owner's only, like the file.
  router.get('/:id/beat', async (req, res) => {
    res.json(await beats.get(identityOf(res).sub, req.params.id));
  });

  // A tapped tempo and nudged downbeat replace the analysis for good.
  router.put('/:id/beat', requireAccess, validate({ body: beatTapInputSchema }), async (req, res) => {
    res.json(await beats.tap(identityOf(res).sub, req.params.id, res.locals.body as BeatTapInput));
  });

  router.get('/:id', async (req, res) => {
    await send.upload(req, res, await uploads.file(identityOf(res).sub, req.params.id));
  });

  router.delete('/:id', async (req, res) => {
    await uploads.remove(identityOf(res), req.params.id);
    res.status(204).end();
  });

  return router;
}
