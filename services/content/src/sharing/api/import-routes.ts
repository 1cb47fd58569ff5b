import { identityOf } from '@blockbeat/service-kit';
import { Router, type RequestHandler } from 'express';
import type { ImportUseCases } from '../domain/imports';
import { requireAccess } from '../../shared/access';

/** /api/imports/{id}: the summary is public (the import screen works signed out); importing is not. */
export function importRoutes(imports: ImportUseCases, requireIdentity: RequestHandler): Router {
  const router = Router();

  router.get('/:id', async (req, res) => {
    res.json(await imports.summary(req.params.id));
  });

  router.use(requireIdentity);

  router.post('/:id', requireAccess, async (req, res) => {
    res.status(201).json(await imports.copy(identityOf(res), req.params.id));
  });

  return router;
}
