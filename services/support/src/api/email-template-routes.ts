import type { EmailPreviewInput, EmailTemplateInput } from '@blockbeat/contracts';
import { validate } from '@blockbeat/service-kit';
import { Router } from 'express';
import type { EmailTemplateUseCases } from '../domain/email-templates';
import { emailPreviewSchema, emailTemplateSchema } from './email-template-schemas';
import { uuidParam } from './path-ids';

/** /api/admin/email-templates, behind requireIdentity and requireStaff: the /admin/email-templates screen. */
export function emailTemplateRoutes(templates: EmailTemplateUseCases): Router {
  const router = Router();
  router.param('id', uuidParam);
  const input = validate({ body: emailTemplateSchema });

  router.get('/', async (_req, res) => {
    res.json(await templates.list());
  });

  router.post('/', input, async (_req, res) => {
    res.status(201).json(await templates.create(res.locals.body as EmailTemplateInput));
  });

  router.post('/preview', validate({ body: emailPreviewSchema }), (_req, res) => {
    res.json(templates.preview(res.locals.body as EmailPreviewInput));
  });

  router.get('/:id', async (req, res) => {
    res.json(await templates.read(req.params.id));
  });

  router.put('/:id', input, async (req, res) => {
    res.json(await templates.update(req.params.id, res.locals.body as EmailTemplateInput));
  });

  router.delete('/:id', async (req, res) => {
    await templates.remove(req.params.id);
    res.status(204).end();
  });

  return router;
}
