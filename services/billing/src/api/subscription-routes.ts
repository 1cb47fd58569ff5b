import { identityOf } from '@blockbeat/service-kit';
import { Router } from 'express';
import type { SubscriptionStatusUseCase } from '../domain/subscription-status';

/** /api/subscription */
export function subscriptionRoutes(subscriptionStatus: SubscriptionStatusUseCase): Router {
  const router = Router();

  router.get('/status', async (_req, res) => {
    res.json(await subscriptionStatus(identityOf(res)));
  });

  return router;
}
