import { GROUP_EMAIL_AUDIENCES, GROUP_EMAIL_LIMITS, GROUP_EMAIL_MESSAGES, type GroupEmailAudience } from '@blockbeat/contracts';
import { storableString } from '@blockbeat/contracts/schemas';
import { requireInternalSecret, validate } from '@blockbeat/service-kit';
import { Router } from 'express';
import Joi from 'joi';
import type { AudienceUseCases } from '../domain/audience';

const audience = Joi.string()
  .valid(...GROUP_EMAIL_AUDIENCES)
  .required()
  .messages({ 'any.only': GROUP_EMAIL_MESSAGES.audienceInvalid, 'any.required': GROUP_EMAIL_MESSAGES.audienceInvalid, 'string.base': GROUP_EMAIL_MESSAGES.audienceInvalid });
const pageQuery = Joi.object({
  audience,
  after: storableString().max(200).allow('').default(''),
  limit: Joi.number().integer().min(1).max(GROUP_EMAIL_LIMITS.audiencePageMax).default(GROUP_EMAIL_LIMITS.audiencePageMax),
});
const countQuery = Joi.object({ audience });

/**
 * /internal/audience, for the support service only (the gateway routes no /internal path): who a
 * group mail goes to. Without INTERNAL_API_SECRET every call is refused.
 */
export function internalAudienceRoutes(audiences: AudienceUseCases, secret: string | undefined): Router {
  const router = Router();
  router.use(requireInternalSecret(secret));

  router.get('/', validate({ query: pageQuery }), async (_req, res) => {
    const { audience: group, after, limit } = res.locals.query as { audience: GroupEmailAudience; after: string; limit: number };
    res.json(await audiences.page(group, after, limit));
  });

  router.get('/count', validate({ query: countQuery }), async (_req, res) => {
    res.json(await audiences.count((res.locals.query as { audience: GroupEmailAudience }).audience));
  });

  return router;
}
