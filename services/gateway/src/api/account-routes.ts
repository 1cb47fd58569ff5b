import express, { Router } from 'express';
import Joi from 'joi';
import { UnauthenticatedError, validate } from '@blockbeat/service-kit';
import type { AccountUseCases } from '../domain/account';
import { currentUser } from './session-user';

/** Data export (JSON of everything the user owns) and account deletion (typed confirmation). */
export function accountRoutes(account: AccountUseCases, sessionName: string): Router {
  const router = Router();

  router.get('/api/account/export', async (_req, res) => {
    const user = currentUser(res);
    if (!user) throw new UnauthenticatedError();
    res.set('Cache-Control', 'no-store');
    res.attachment('blockbeat-data.json').json(await account.export(user));
  });

  router.delete(
    '/api/account',
    express.json({ limit: '10kb' }),
    validate({ body: Joi.object({ confirmation: Joi.string().max(254).required() }) }),
    async (req, res) => {
      const user = currentUser(res);
      if (!user) throw new UnauthenticatedError();
      const { confirmation } = res.locals.body as { confirmation: string };
      await account.delete(user, confirmation);
      // Emptying the session makes express-openid-connect delete the stored row and clear the
      // cookie when the response ends; clearing only the cookie would let it save the session again.
      (req as unknown as Record<string, unknown>)[sessionName] = undefined;
      res.status(204).end();
    },
  );

  return router;
}
