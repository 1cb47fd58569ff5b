import { identityOf } from '@blockbeat/service-kit';
import { Router } from 'express';
import type { AccountDataUseCases } from '../domain/account-data';

/** /internal/me: called by the gateway (identity token, audience billing); the gateway does not route it publicly. */
export function accountDataRoutes(accountData: AccountDataUseCases): Router {
  const router = Router();

  router.get('/export', async (_req, res) => {
    res.json(await accountData.exportData(identityOf(res)));
  });

  router.delete('/', async (_req, res) => {
    await accountData.remove(identityOf(res));
    res.status(204).end();
  });

  return router;
}
