import { pipeline } from 'node:stream/promises';
import type { NewTicketInput } from '@blockbeat/contracts';
import { identityOf, validate } from '@blockbeat/service-kit';
import { Router } from 'express';
import type { AttachmentUseCases } from '../domain/attachments';
import type { UserTicketUseCases } from '../domain/user-tickets';
import { receiveImage } from './image-upload';
import { uuidParam } from './path-ids';
import { newTicketSchema, userMessageSchema } from './schemas';

/** The bytes of an attachment never change under its id; only its owner's and staff's browsers keep a copy, for an hour. */
const ATTACHMENT_CACHE = 'private, max-age=3600';

/** /api/support: the signed-in user's own tickets (another user's answer 404). */
export function userSupportRoutes(tickets: UserTicketUseCases, attachments: AttachmentUseCases): Router {
  const router = Router();
  router.param('id', uuidParam);
  router.param('messageId', uuidParam);

  router.get('/notifications', async (_req, res) => {
    res.json(await tickets.notifications(identityOf(res)));
  });

  router.get('/tickets', async (_req, res) => {
    res.json(await tickets.list(identityOf(res)));
  });

  router.post('/tickets', validate({ body: newTicketSchema }), async (_req, res) => {
    res.status(201).json(await tickets.open(identityOf(res), res.locals.body as NewTicketInput));
  });

  router.get('/tickets/:id', async (req, res) => {
    res.json(await tickets.read(identityOf(res), req.params.id));
  });

  router.post('/tickets/:id/messages', validate({ body: userMessageSchema }), async (req, res) => {
    const { body } = res.locals.body as { body: string };
    res.status(201).json(await tickets.reply(identityOf(res), req.params.id, body));
  });

  router.post('/tickets/:id/messages/:messageId/attachments', async (req, res) => {
    const identity = identityOf(res);
    const { id, messageId } = req.params;
    await attachments.mayAttach(identity, id, messageId);
    const image = await receiveImage(req);
    res.status(201).json(await attachments.attach(identity, id, messageId, image));
  });

  router.get('/attachments/:id', async (req, res) => {
    const file = await attachments.open(identityOf(res), req.params.id);
    res.set({
      'Content-Type': file.mimeType,
      'Content-Length': String(file.size),
      'Content-Disposition': 'inline',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': ATTACHMENT_CACHE,
    });
    await pipeline(file.stream, res);
  });

  return router;
}
