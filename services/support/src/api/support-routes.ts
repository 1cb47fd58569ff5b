import { identityOf } from '@blockbeat/service-kit';
import { Router } from 'express';
import type { NotificationsUseCase } from '../domain/notifications';

/** /api/support */
export function supportRoutes(notifications: NotificationsUseCase): Router {
  const router = Router();

  router.get('/notifications', async (_req, res) => {
    res.json(await notifications(identityOf(res)));
  });

  return router;
}
