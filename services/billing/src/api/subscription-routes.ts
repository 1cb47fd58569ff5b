import { identityOf } from '@blockbeat/service-kit';
import { Router } from 'express';
import type { StartTrialAndReadStatus } from '../domain/subscription-status';

/** /api/subscription */
export function subscriptionRoutes(startTrialAndReadStatus: StartTrialAndReadStatus): Router {
  const router = Router();

  // A GET that may create the caller's trial: idempotent, so a retried or repeated call is safe.
  router.get('/status', async (_req, res) => {
    res.json(await startTrialAndReadStatus(identityOf(res)));
  });

  return router;
}
