import express, { Router } from 'express';
import Joi from 'joi';
import { UnauthenticatedError, ValidationError, validate } from '@blockbeat/service-kit';
import type { AccountData } from '../domain/account-data';
import type { UsersRepository } from '../data/users-repository';
import { currentUser } from './session-user';

/** Data export (JSON of everything the user owns) and account deletion (typed confirmation). */
export function accountRoutes(users: UsersRepository, data: AccountData, sessionName: string): Router {
  const router = Router();

  router.get('/api/account/export', async (_req, res) => {
    const user = currentUser(res);
    if (!user) throw new UnauthenticatedError();
    res.set('Cache-Control', 'no-store');
    res.attachment('blockbeat-data.json').json(await data.export(user));
  });

  router.delete(
    '/api/account',
    express.json({ limit: '10kb' }),
    validate({ body: Joi.object({ confirmation: Joi.string().max(254).required() }) }),
    async (req, res) => {
      const user = currentUser(res);
      if (!user) throw new UnauthenticatedError();
      const { confirmation } = res.locals.body as { confirmation: string };
      if (confirmation.trim().toLowerCase() !== user.email.toLowerCase()) {
        throw new ValidationError({ confirmation: 'Type your e-mail address exactly to confirm.' });
      }
      await data.erase(user);
      await users.remove(user.id);
      // Emptying the session makes express-openid-connect delete the stored row and clear the
      // cookie when the response ends; clearing only the cookie would let it save the session again.
      (req as unknown as Record<string, unknown>)[sessionName] = undefined;
      res.status(204).end();
    },
  );

  return router;
}
