import { requireInternalSecret } from '@blockbeat/service-kit';
import { Router } from 'express';

/**
 * POST /internal/weekly-summary/run (Bearer INTERNAL_API_SECRET; the gateway routes no /internal
 * path): the hourly run, now. For the e2e journey and an operator; it hands over only what the
 * hourly run would, last week's summaries not handed over yet. 200 `{ handed }`.
 */
export function summaryRunRoutes(job: { runOnce(): Promise<number> }, secret: string): Router {
  const router = Router();
  router.use(requireInternalSecret(secret));
  router.post('/', async (_req, res) => {
    res.json({ handed: await job.runOnce() });
  });
  return router;
}
