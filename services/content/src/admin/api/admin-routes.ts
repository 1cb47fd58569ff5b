import { storableString } from '@blockbeat/contracts/schemas';
import { ForbiddenError, identityOf, validate } from '@blockbeat/service-kit';
import { Router, type RequestHandler } from 'express';
import Joi from 'joi';
import type { AdminFigureUseCases } from '../domain/admin-figures';

/** Admins only, enforced here whatever the browser shows (`ent.admin`, set by the gateway from billing). */
export const requireAdmin: RequestHandler = (_req, res, next) => {
  if (!identityOf(res).ent.admin) throw new ForbiddenError('Only admins can use this');
  next();
};

/** A user id as billing and the identity token carry it; anything else names nobody content could store. */
const userParams = Joi.object({ id: storableString().max(255).required() });

/** /api/admin/content, behind requireIdentity and requireAdmin: content's figures on /admin. */
export function adminContentRoutes(figures: AdminFigureUseCases): Router {
  const router = Router();

  router.get('/overview', async (_req, res) => {
    res.json(await figures.overview());
  });

  router.get('/users/:id/summary', validate({ params: userParams }), async (_req, res) => {
    const { id } = res.locals.params as { id: string };
    res.json(await figures.userSummary(id));
  });

  return router;
}
