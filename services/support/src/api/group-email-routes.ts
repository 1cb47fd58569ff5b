import { GROUP_EMAIL_AUDIENCES, GROUP_EMAIL_MESSAGES, RECIPIENT_STATUSES, type CampaignInput, type GroupEmailAudience, type RecipientStatus } from '@blockbeat/contracts';
import { identityOf, validate } from '@blockbeat/service-kit';
import { Router } from 'express';
import Joi from 'joi';
import type { GroupEmailUseCases } from '../domain/group-email';
import { uuidParam } from './path-ids';

const STATUS_INVALID = 'Choose a status: queued, sent or failed';

const choice = (values: readonly string[], message: string) =>
  Joi.string()
    .valid(...values)
    .messages({ 'any.only': message, 'any.required': message, 'string.base': message, 'string.empty': message });
const templateId = Joi.string()
  .guid()
  .required()
  .messages({ 'any.required': GROUP_EMAIL_MESSAGES.templateRequired, 'string.base': GROUP_EMAIL_MESSAGES.templateRequired, 'string.empty': GROUP_EMAIL_MESSAGES.templateRequired, 'string.guid': GROUP_EMAIL_MESSAGES.templateNotFound });
/** A field we do not know is refused, not silently dropped. */
const body = <T>(keys: Joi.PartialSchemaMap<T>) => Joi.object<T>(keys).prefs({ stripUnknown: false });

const audienceQuery = Joi.object({ audience: choice(GROUP_EMAIL_AUDIENCES, GROUP_EMAIL_MESSAGES.audienceInvalid).required() });
const campaignBody = body<CampaignInput>({ templateId, audience: choice(GROUP_EMAIL_AUDIENCES, GROUP_EMAIL_MESSAGES.audienceInvalid).required() });
const testBody = body({ templateId });
const recipientsQuery = Joi.object({
  status: choice(RECIPIENT_STATUSES, STATUS_INVALID),
  page: Joi.number().integer().min(1).max(1_000_000).default(1),
});

/** /api/admin/group-email, behind requireIdentity and requireStaff: the /admin/group-email screen. */
export function groupEmailRoutes(groupEmail: GroupEmailUseCases): Router {
  const router = Router();
  router.param('id', uuidParam);

  router.get('/audience-count', validate({ query: audienceQuery }), async (_req, res) => {
    res.json(await groupEmail.audienceCount((res.locals.query as { audience: GroupEmailAudience }).audience));
  });

  router.post('/test', validate({ body: testBody }), async (_req, res) => {
    res.status(202).json(await groupEmail.sendTest(identityOf(res), (res.locals.body as { templateId: string }).templateId));
  });

  router.get('/campaigns', async (_req, res) => {
    res.json(await groupEmail.list());
  });

  router.post('/campaigns', validate({ body: campaignBody }), async (_req, res) => {
    res.status(201).json(await groupEmail.start(identityOf(res), res.locals.body as CampaignInput));
  });

  router.get('/campaigns/:id/recipients', validate({ query: recipientsQuery }), async (req, res) => {
    const { status, page } = res.locals.query as { status?: RecipientStatus; page: number };
    res.json(await groupEmail.recipients(req.params.id, status, page));
  });

  return router;
}
