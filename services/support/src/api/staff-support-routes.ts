import type { NewMessageInput, TicketStatus } from '@blockbeat/contracts';
import { ForbiddenError, identityOf, validate } from '@blockbeat/service-kit';
import { Router, type RequestHandler } from 'express';
import { isStaff } from '../domain/staff';
import type { StaffFilters, StaffTicketUseCases } from '../domain/staff-tickets';
import { uuidParam } from './path-ids';
import { staffMessageSchema, staffQuerySchema, statusSchema } from './schemas';

/** Enforced here, whatever the browser shows: a user who is not staff gets 403. */
export const requireStaff: RequestHandler = (_req, res, next) => {
  if (!isStaff(identityOf(res))) throw new ForbiddenError('Only BlockBeat support staff can use this');
  next();
};

/** /api/admin/support, behind requireIdentity and requireStaff: the /admin/support screen. */
export function staffSupportRoutes(tickets: StaffTicketUseCases): Router {
  const router = Router();
  router.param('id', uuidParam);

  router.get('/tickets', validate({ query: staffQuerySchema }), async (_req, res) => {
    res.json(await tickets.page(res.locals.query as StaffFilters));
  });

  router.get('/tickets/:id', async (req, res) => {
    res.json(await tickets.read(req.params.id));
  });

  router.post('/tickets/:id/messages', validate({ body: staffMessageSchema }), async (req, res) => {
    res.status(201).json(await tickets.write(identityOf(res), req.params.id, res.locals.body as NewMessageInput));
  });

  router.patch('/tickets/:id', validate({ body: statusSchema }), async (req, res) => {
    const { status } = res.locals.body as { status: TicketStatus };
    res.json(await tickets.setStatus(req.params.id, status));
  });

  return router;
}
