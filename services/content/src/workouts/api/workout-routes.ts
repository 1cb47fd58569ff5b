import type { WorkoutInput } from '@blockbeat/contracts';
import { workoutInputSchema } from '@blockbeat/contracts/schemas';
import { identityOf, validate } from '@blockbeat/service-kit';
import { Router } from 'express';
import type { WorkoutUseCases } from '../domain/workouts';
import { requireAccess } from '../../shared/access';

/** /api/workouts: the caller's own workouts only. */
export function workoutRoutes(workouts: WorkoutUseCases): Router {
  const router = Router();
  const input = validate({ body: workoutInputSchema });

  router.get('/', async (_req, res) => {
    res.json(await workouts.list(identityOf(res)));
  });

  router.get('/:id', async (req, res) => {
    res.json(await workouts.get(identityOf(res), req.params.id));
  });

  router.post('/', input, requireAccess, async (_req, res) => {
    res.status(201).json(await workouts.create(identityOf(res), res.locals.body as WorkoutInput));
  });

  router.put('/:id', input, requireAccess, async (req, res) => {
    res.json(await workouts.replace(identityOf(res), req.params.id, res.locals.body as WorkoutInput));
  });

  router.delete('/:id', async (req, res) => {
    await workouts.remove(identityOf(res), req.params.id);
    res.status(204).end();
  });

  return router;
}
