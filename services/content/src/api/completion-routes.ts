import type { CompletionInput } from '@blockbeat/contracts';
import { completionInputSchema } from '@blockbeat/contracts/schemas';
import { identityOf, validate } from '@blockbeat/service-kit';
import { Router } from 'express';
import type { CompletionUseCases } from '../domain/completions';

/** /api/completions: the caller's workout log. Playing is free, so no access check. */
export function completionRoutes(completions: CompletionUseCases): Router {
  const router = Router();

  router.get('/', async (_req, res) => {
    res.json(await completions.list(identityOf(res)));
  });

  router.post('/', validate({ body: completionInputSchema }), async (_req, res) => {
    res.status(201).json(await completions.record(identityOf(res), res.locals.body as CompletionInput));
  });

  return router;
}
