import type { CustomCategoryInput } from '@blockbeat/contracts';
import { customCategoryInputSchema } from '@blockbeat/contracts/schemas';
import { identityOf, validate } from '@blockbeat/service-kit';
import { Router } from 'express';
import type { CategoryUseCases } from '../domain/categories';
import { requireAccess } from '../../shared/access';

/** /api/custom-categories: the caller's own categories only. */
export function categoryRoutes(categories: CategoryUseCases): Router {
  const router = Router();

  router.get('/', async (_req, res) => {
    res.json(await categories.list(identityOf(res)));
  });

  router.post('/', validate({ body: customCategoryInputSchema }), requireAccess, async (_req, res) => {
    res.status(201).json(await categories.create(identityOf(res), res.locals.body as CustomCategoryInput));
  });

  router.delete('/:id', async (req, res) => {
    await categories.remove(identityOf(res), req.params.id);
    res.status(204).end();
  });

  return router;
}
