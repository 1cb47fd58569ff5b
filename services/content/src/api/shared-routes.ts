import { Router } from 'express';
import type { SharingUseCases } from '../domain/sharing';
import { sendAudio } from './send-audio';

/** /api/shared/{token}: public, for whoever holds the link; no identity is read. */
export function sharedRoutes(sharing: SharingUseCases): Router {
  const router = Router();

  router.get('/:token', async (req, res) => {
    res.json(await sharing.get(req.params.token));
  });

  router.get('/:token/uploads/:id', async (req, res, next) => {
    sendAudio(res, next, await sharing.music(req.params.token, req.params.id));
  });

  return router;
}
