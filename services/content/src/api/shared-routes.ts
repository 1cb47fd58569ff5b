import { Router } from 'express';
import type { SharingUseCases } from '../domain/sharing';
import { sendAudio, sendLogo } from './send-file';

/** /api/shared/{token}: public, for whoever holds the link; no identity is read. */
export function sharedRoutes(sharing: SharingUseCases): Router {
  const router = Router();

  router.get('/:token', async (req, res) => {
    res.json(await sharing.get(req.params.token));
  });

  router.get('/:token/uploads/:id', async (req, res, next) => {
    sendAudio(res, next, await sharing.music(req.params.token, req.params.id));
  });

  router.get('/:token/branding/logo', async (req, res, next) => {
    sendLogo(res, next, await sharing.logo(req.params.token));
  });

  return router;
}
