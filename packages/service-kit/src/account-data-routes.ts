import type { IdentityClaims } from '@blockbeat/contracts';
import { Router } from 'express';
import { identityOf } from './identity';

/** A service's part of "export my data" and "delete my account" (docs/product.md#account). */
export interface AccountData {
  exportData(identity: IdentityClaims): Promise<unknown>;
  /** Idempotent: a user with nothing left to delete is fine. */
  remove(identity: IdentityClaims): Promise<void>;
}

/**
 * /internal/me, for a service to mount behind `requireIdentity`: the gateway calls it server to
 * server with the user's identity token (the gateway's account-data) and never routes it publicly.
 * GET /internal/me/export answers the user's data; DELETE /internal/me answers 204.
 */
export function accountDataRoutes(accountData: AccountData): Router {
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
