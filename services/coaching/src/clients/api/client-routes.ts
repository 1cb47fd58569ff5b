import type { AssignmentInput, CalendarQuery, ClientInput, ClientLinkMailInput, ClientPatch, RosterQuery } from '@blockbeat/contracts';
import { assignmentInputSchema, calendarQuerySchema, clientInputSchema, clientLinkMailSchema, clientPatchSchema, rosterQuerySchema } from '@blockbeat/contracts/schemas';
import { identityOf, validate } from '@blockbeat/service-kit';
import { Router } from 'express';
import { requireAccess } from '../../shared/access';
import type { ClientUseCases } from '../domain/clients';
import type { ClientLinkMails } from '../domain/link-mail';

/** /api/clients: the caller's own clients only; another instructor's id answers 404 on every route. */
export function clientRoutes(clients: ClientUseCases, linkMails: ClientLinkMails): Router {
  const router = Router();

  router.get('/', validate({ query: rosterQuerySchema }), async (_req, res) => {
    res.json(await clients.roster(identityOf(res), res.locals.query as Required<Omit<RosterQuery, 'today'>> & { today?: string }));
  });

  router.post('/', validate({ body: clientInputSchema }), requireAccess, async (_req, res) => {
    res.status(201).json(await clients.create(identityOf(res), res.locals.body as Required<ClientInput>));
  });

  router.delete('/notices/:noticeId', async (req, res) => {
    await clients.dismissNotice(identityOf(res), req.params.noticeId);
    res.status(204).end();
  });

  router.get('/:id', async (req, res) => {
    res.json(await clients.get(identityOf(res), req.params.id));
  });

  router.patch('/:id', validate({ body: clientPatchSchema }), requireAccess, async (req, res) => {
    res.json(await clients.patch(identityOf(res), req.params.id, res.locals.body as ClientPatch));
  });

  router.delete('/:id', async (req, res) => {
    await clients.remove(identityOf(res), req.params.id);
    res.status(204).end();
  });

  router.get('/:id/calendar', validate({ query: calendarQuerySchema }), async (req, res) => {
    res.json(await clients.calendar(identityOf(res), req.params.id, res.locals.query as CalendarQuery));
  });

  router.post('/:id/link', requireAccess, async (req, res) => {
    res.status(201).json(await clients.renewLink(identityOf(res), req.params.id));
  });

  router.post('/:id/link/email', validate({ body: clientLinkMailSchema }), requireAccess, async (req, res) => {
    res.status(202).json(await linkMails.send(identityOf(res), req.params.id, (res.locals.body as ClientLinkMailInput).requestId));
  });

  router.delete('/:id/link', async (req, res) => {
    await clients.revokeLink(identityOf(res), req.params.id);
    res.status(204).end();
  });

  router.post('/:id/assignments', validate({ body: assignmentInputSchema }), requireAccess, async (req, res) => {
    res.status(201).json(await clients.assign(identityOf(res), req.params.id, res.locals.body as AssignmentInput));
  });

  router.delete('/:id/assignments/:assignmentId', async (req, res) => {
    await clients.unassign(identityOf(res), req.params.id, req.params.assignmentId);
    res.status(204).end();
  });

  return router;
}
