import { ForbiddenError, identityOf, validate } from '@blockbeat/service-kit';
import { Router, type RequestHandler } from 'express';
import Joi from 'joi';
import { isAdmin } from '../domain/admins';
import type { CheckoutUseCases } from '../domain/checkout';
import type { StripeAdminUseCases } from '../domain/stripe-admin';

const statusQuery = Joi.object({ limit: Joi.number().integer().min(1).max(100).default(20) });

export function requireAdmin(adminEmails: ReadonlySet<string>): RequestHandler {
  return (_req, res, next) => {
    if (!isAdmin(identityOf(res), adminEmails)) throw new ForbiddenError('Only admins can use this');
    next();
  };
}

/** /api/billing/admin, behind requireIdentity and requireAdmin: the /admin/stripe-test screen. */
export function stripeAdminRoutes(admin: StripeAdminUseCases, checkout: CheckoutUseCases): Router {
  const router = Router();

  router.get('/stripe-status', validate({ query: statusQuery }), async (_req, res) => {
    const { limit } = res.locals.query as { limit: number };
    res.json(await admin.status(limit));
  });

  router.post('/test-checkout', validate({ body: Joi.object({}) }), async (_req, res) => {
    res.json(await checkout.adminTestCheckout(identityOf(res)));
  });

  return router;
}
