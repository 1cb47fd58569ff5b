import { storableString } from '@blockbeat/contracts/schemas';
import { validate } from '@blockbeat/service-kit';
import { Router } from 'express';
import Joi from 'joi';
import type { UserSummaryUseCases } from '../domain/user-summary';

/** A user id as billing and the identity token carry it; anything else names nobody support could store. */
const userParams = Joi.object({ id: storableString().max(255).required() });

/** /api/admin/support/users, behind requireIdentity and requireStaff: a user's tickets on /admin. */
export function userSummaryRoutes(summaries: UserSummaryUseCases): Router {
  const router = Router();
  router.get('/:id/summary', validate({ params: userParams }), async (_req, res) => {
    const { id } = res.locals.params as { id: string };
    res.json(await summaries.read(id));
  });
  return router;
}
