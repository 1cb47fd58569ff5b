import { storableString } from '@blockbeat/contracts/schemas';
import { requireInternalSecret, validate } from '@blockbeat/service-kit';
import { Router } from 'express';
import Joi from 'joi';
import type { InternalMailUseCases, OutgoingMail } from '../domain/internal-mail';

/** What another service hands the outbox (the coaching service's weekly summaries and clients' link mails). */
const mailBody = Joi.object({
  to: Joi.string().email({ tlds: false }).max(320).required(),
  subject: storableString().max(200).required(),
  text: storableString().max(100_000).required(),
  html: storableString().max(200_000).required(),
  /** One mail per key, ever: the sender's idempotency key (e.g. per instructor per ISO week). */
  dedupeKey: storableString().min(8).max(200).required(),
  /** Whose data it carries: deleting that account removes the mail. */
  userId: Joi.string().guid().allow(null).required(),
  /** Only the unsubscribe headers (RFC 8058); any other is dropped. */
  headers: Joi.object({ 'List-Unsubscribe': storableString().max(1_000), 'List-Unsubscribe-Post': Joi.string().valid('List-Unsubscribe=One-Click') }).default({}),
});

/**
 * POST /internal/mail, for the other services only (the gateway routes no /internal path; the
 * caller presents INTERNAL_API_SECRET): the mail goes into the outbox, and from there like every
 * mail (retries, never lost). The same dedupeKey again queues nothing, so a caller that retries
 * after a lost answer never sends twice. 202 `{ queued }`: false when the key was already there.
 */
export function internalMailRoutes(mails: InternalMailUseCases, secret: string | undefined): Router {
  const router = Router();
  router.use(requireInternalSecret(secret));
  router.post('/', validate({ body: mailBody }), async (_req, res) => {
    res.status(202).json({ queued: await mails.queue(res.locals.body as OutgoingMail) });
  });
  return router;
}
