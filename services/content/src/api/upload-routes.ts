import { IMAGE_UPLOAD_MAX_BYTES, UPLOAD_FIELD, UPLOAD_MAX_BYTES } from '@blockbeat/contracts';
import { identityOf } from '@blockbeat/service-kit';
import { Router } from 'express';
import type { UploadUseCases } from '../domain/uploads';
import { requireAccess } from './access';
import { receiveSingleFile } from './multipart';
import type { FileSender } from './send-file';

/** /api/uploads: audio and demo images for blocks, private to their owner (shared workouts serve theirs via /api/shared). */
export function uploadRoutes(uploads: UploadUseCases, send: FileSender): Router {
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
    res.status(201).json(upload);
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

  // Before /:id, which would take "usage" for an upload id.
  router.get('/usage', async (_req, res) => {
    res.json(await uploads.usage(identityOf(res)));
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
