import type { ProgramInput } from '@blockbeat/contracts';
import { programInputSchema } from '@blockbeat/contracts/schemas';
import { identityOf, validate } from '@blockbeat/service-kit';
import { Router } from 'express';
import { requireAccess } from '../../shared/access';
import type { ProgramUseCases } from '../domain/programs';

/** /api/programs: the caller's own programs only; another instructor's id answers 404. */
export function programRoutes(programs: ProgramUseCases): Router {
  const router = Router();
  const input = validate({ body: programInputSchema });
  const body = (res: { locals: Record<string, unknown> }) => res.locals.body as Required<ProgramInput>;

  router.get('/', async (_req, res) => {
    res.json(await programs.list(identityOf(res)));
  });

  router.get('/:id', async (req, res) => {
    res.json(await programs.get(identityOf(res), req.params.id));
  });

  router.post('/', input, requireAccess, async (_req, res) => {
    res.status(201).json(await programs.create(identityOf(res), body(res)));
  });

  router.put('/:id', input, requireAccess, async (req, res) => {
    res.json(await programs.replace(identityOf(res), req.params.id, body(res)));
  });

  router.delete('/:id', async (req, res) => {
    await programs.remove(identityOf(res), req.params.id);
    res.status(204).end();
  });

  return router;
}
