import { Router } from 'express';
import type { SharingUseCases } from '../domain/sharing';
import type { FileSender } from '../../uploads';

/** /api/shared/{token}: public, for whoever holds the link; no identity is read. */
export function sharedRoutes(sharing: SharingUseCases, send: FileSender): Router {
  const router = Router();

  router.get('/:token', async (req, res) => {
    res.json(await sharing.get(req.params.token));
  });

  router.get('/:token/uploads/:id', async (req, res) => {
    await send.upload(req, res, await sharing.upload(req.params.token, req.params.id));
  });

  router.get('/:token/uploads/:id/beat', async (req, res) => {
    res.json(await sharing.uploadBeat(req.params.token, req.params.id));
  });

  router.get('/:token/branding/logo', async (req, res) => {
    await send.logo(req, res, await sharing.logo(req.params.token));
  });

  return router;
}
