import { UPLOAD_FIELD, UPLOAD_MAX_BYTES } from '@blockbeat/contracts';
import { identityOf } from '@blockbeat/service-kit';
import { Router } from 'express';
import type { UploadUseCases } from '../domain/uploads';
import { requireAccess } from './access';
import { receiveSingleFile } from './multipart';
import { sendAudio } from './send-file';

/** /api/uploads: audio for blocks, private to its owner (shared workouts serve theirs via /api/shared). */
export function uploadRoutes(uploads: UploadUseCases): Router {
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

  // Before /:id, which would take "usage" for an upload id.
  router.get('/usage', async (_req, res) => {
    res.json(await uploads.usage(identityOf(res)));
  });

  router.get('/:id', async (req, res, next) => {
    sendAudio(res, next, await uploads.file(identityOf(res).sub, req.params.id));
  });

  router.delete('/:id', async (req, res) => {
    await uploads.remove(identityOf(res), req.params.id);
    res.status(204).end();
  });

  return router;
}
