import { identityOf, validate } from '@blockbeat/service-kit';
import { Router } from 'express';
import Joi from 'joi';
import type { CheckoutUseCases } from '../domain/checkout';

/** These take no input; any JSON object body is accepted and ignored. */
const noBody = { body: Joi.object({}) };

/** /api/billing: Stripe Checkout and the billing portal for the signed-in user. */
export function billingRoutes(checkout: CheckoutUseCases): Router {
  const router = Router();

  router.post('/checkout', validate(noBody), async (_req, res) => {
    res.json(await checkout.checkout(identityOf(res)));
  });

  router.post('/payment-setup', validate(noBody), async (_req, res) => {
    res.json(await checkout.paymentSetup(identityOf(res)));
  });

  router.post('/portal', validate(noBody), async (_req, res) => {
    res.json(await checkout.portal(identityOf(res)));
  });

  return router;
}
