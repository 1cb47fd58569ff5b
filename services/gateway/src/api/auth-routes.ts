import express, { Router } from 'express';
import Joi from 'joi';
import { UnauthenticatedError, validate } from '@blockbeat/service-kit';
import type { UserUseCases } from '../domain/users';
import { currentUser } from './session-user';

const AFTER_SIGN_IN = '/dashboard';
/** Control characters (browsers drop tabs and newlines from URLs, so `/\t/evil` becomes `//evil`) and backslashes (read as slashes). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;
/** Encoded slashes and backslashes: a path never needs them, and a second decoding would make them real. */
const ENCODED_SEPARATOR = /%(2f|5c)/i;
const PARSE_BASE = 'http://return-to.invalid';

/**
 * Only a path of this site may be a post-login destination (no open redirect): the value is
 * parsed as a URL against a placeholder origin and must stay on it, and what is returned is the
 * parsed, normalised path, never the raw input.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2048 || !value.startsWith('/')) return AFTER_SIGN_IN;
  if (UNSAFE_CHARACTERS.test(value) || ENCODED_SEPARATOR.test(value)) return AFTER_SIGN_IN;
  let url: URL;
  try {
    url = new URL(value, PARSE_BASE);
  } catch {
    return AFTER_SIGN_IN;
  }
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== PARSE_BASE || target.startsWith('//') || /^\/api(\/|$)/i.test(url.pathname)) return AFTER_SIGN_IN;
  return target;
}

export function authRoutes(users: UserUseCases): Router {
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
