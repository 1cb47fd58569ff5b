import { normaliseLiveCode, type FeedbackInput } from '@blockbeat/contracts';
import { feedbackInputSchema } from '@blockbeat/contracts/schemas';
import { identityOf, validate } from '@blockbeat/service-kit';
import Joi from 'joi';
import { Router } from 'express';
import type { FeedbackUseCases } from '../domain/feedback';
import { liveClassNotFound } from '../../live';
import { clientIp } from '../../shared/client-ip';

const feedbackQuerySchema = Joi.object<{ workoutId: string }>({ workoutId: Joi.string().guid().required() });

/** GET /api/feedback?workoutId=: the instructor's view of what clients sent about one workout. */
export function feedbackRoutes(feedback: FeedbackUseCases): Router {
  const router = Router();
  router.get('/', validate({ query: feedbackQuerySchema }), async (_req, res) => {
    const { workoutId } = res.locals.query as { workoutId: string };
    res.json(await feedback.view(identityOf(res), workoutId));
  });
  return router;
}

/** POST /api/live/{code}/feedback: from a follower of a class, no account. */
export function classFeedbackRoutes(feedback: FeedbackUseCases): Router {
  const router = Router();
  router.post('/:code/feedback', validate({ body: feedbackInputSchema }), async (req, res) => {
    const code = normaliseLiveCode(req.params.code);
    if (!code) throw liveClassNotFound();
    res.status(201).json(await feedback.fromClass(code, res.locals.body as FeedbackInput, clientIp(req)));
  });
  return router;
}

/** POST /api/shared/{token}/feedback: from whoever played a shared workout, no account. */
export function sharedFeedbackRoutes(feedback: FeedbackUseCases): Router {
  const router = Router();
  router.post('/:token/feedback', validate({ body: feedbackInputSchema }), async (req, res) => {
    res.status(201).json(await feedback.fromShare(req.params.token, res.locals.body as FeedbackInput, clientIp(req)));
  });
  return router;
}
