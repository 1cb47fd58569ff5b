import express, { Router } from 'express';
import Joi from 'joi';
import { UnauthenticatedError, validate } from '@blockbeat/service-kit';
import type { UsersRepository } from '../data/users-repository';
import { currentUser } from './session-user';

/** Only same-site paths may be a post-login destination (no open redirect). */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/api/')) {
    return '/dashboard';
  }
  return value;
}

export function authRoutes(users: UsersRepository): Router {
  const router = Router();

  router.get('/api/login', (req, res) => {
    res.oidc.login({ returnTo: safeReturnTo(req.query.returnTo) });
  });

  router.get('/api/auth/user', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    const user = currentUser(res);
    if (!user) throw new UnauthenticatedError();
    res.json(user);
  });

  router.patch(
    '/api/user/onboarding',
    express.json({ limit: '10kb' }),
    validate({ body: Joi.object({ completed: Joi.boolean().strict().required() }) }),
    async (_req, res) => {
      const user = currentUser(res);
      if (!user) throw new UnauthenticatedError();
      const updated = await users.setOnboardingCompleted(user.id, (res.locals.body as { completed: boolean }).completed);
      res.json(updated);
    },
  );

  return router;
}
