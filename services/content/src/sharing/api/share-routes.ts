import { identityOf } from '@blockbeat/service-kit';
import { Router } from 'express';
import { requireAccess } from '../../shared/access';
import type { SharingUseCases } from '../domain/sharing';

/** /api/workouts/{id}/share: the owner's share link of one of their workouts (mounted beside the workouts' routes). */
export function shareRoutes(sharing: SharingUseCases): Router {
  const router = Router();

  router.get('/:id/share', async (req, res) => {
    res.json(await sharing.state(identityOf(res), req.params.id));
  });

  router.post('/:id/share', requireAccess, async (req, res) => {
    res.json(await sharing.share(identityOf(res), req.params.id));
  });

  return router;
}
