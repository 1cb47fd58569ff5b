import { errorHandler, requestLogger, type Logger } from '@blockbeat/service-kit';
import express, { Router } from 'express';
import type { StripeWebhookUseCase } from '../domain/stripe-webhook';

/**
 * POST /api/billing/webhook, public: Stripe signs the exact bytes it sends, so this router reads
 * the raw body and must be mounted before any JSON parser sees the request.
 */
export function stripeWebhookRoutes(receive: StripeWebhookUseCase, logger: Logger): Router {
  const router = Router();

  router.post('/', requestLogger(logger), express.raw({ type: 'application/json', limit: '1mb' }), async (req, res) => {
    const body: unknown = req.body;
    const receipt = await receive(Buffer.isBuffer(body) ? body : undefined, req.header('stripe-signature'));
    res.json({ received: true, ...receipt });
  });
  router.use(errorHandler(logger));

  return router;
}
