import type { ExerciseTemplateInput, ExerciseTemplatePatch } from '@blockbeat/contracts';
import { exerciseTemplateInputSchema, exerciseTemplatePatchSchema } from '@blockbeat/contracts/schemas';
import { identityOf, validate } from '@blockbeat/service-kit';
import { Router } from 'express';
import type { TemplateUseCases } from '../domain/templates';
import { requireAccess } from '../../shared/access';

/** /api/exercise-templates: the caller's own templates only. */
export function templateRoutes(templates: TemplateUseCases): Router {
  const router = Router();

  router.get('/', async (_req, res) => {
    res.json(await templates.list(identityOf(res)));
  });

  router.post('/', validate({ body: exerciseTemplateInputSchema }), requireAccess, async (_req, res) => {
    res.status(201).json(await templates.create(identityOf(res), res.locals.body as ExerciseTemplateInput));
  });

  router.patch('/:id', validate({ body: exerciseTemplatePatchSchema }), requireAccess, async (req, res) => {
    res.json(await templates.update(identityOf(res), req.params.id, res.locals.body as ExerciseTemplatePatch));
  });

  router.delete('/:id', async (req, res) => {
    await templates.remove(identityOf(res), req.params.id);
    res.status(204).end();
  });

  return router;
}
