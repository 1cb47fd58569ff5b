import { COACHING_WORKOUTS_REQUEST_MAX, type CoachingWorkoutsRequest } from '@blockbeat/contracts';
import { requireInternalSecret, validate } from '@blockbeat/service-kit';
import { Router } from 'express';
import Joi from 'joi';
import type { FileSender } from '../../uploads';
import type { CoachingFeedUseCases } from '../domain/coaching-feed';

const ids = Joi.object({ ownerId: Joi.string().guid().required(), id: Joi.string().guid().required() });
const owner = Joi.object({ ownerId: Joi.string().guid().required() });

const request = Joi.object<CoachingWorkoutsRequest>({
  ownerId: Joi.string().guid().required(),
  ids: Joi.array().items(Joi.string().guid().lowercase()).max(COACHING_WORKOUTS_REQUEST_MAX).unique().required(),
});

/** /internal/coaching, for the coaching service only (the gateway routes no /internal path). */
export function coachingFeedRoutes(feed: CoachingFeedUseCases, send: FileSender, secret: string | undefined): Router {
  const router = Router();
  router.use(requireInternalSecret(secret));
  router.post('/workouts', validate({ body: request }), async (_req, res) => {
    res.json(await feed.workoutsOf(res.locals.body as CoachingWorkoutsRequest));
  });
  // The bytes as the owner's own route serves them (type, Range, immutable caching).
  router.get('/uploads/:ownerId/:id', validate({ params: ids }), async (req, res) => {
    await send.upload(req, res, await feed.upload(req.params.ownerId!, req.params.id!));
  });
  router.get('/logo/:ownerId', validate({ params: owner }), async (req, res) => {
    await send.logo(req, res, await feed.logo(req.params.ownerId!));
  });
  return router;
}
