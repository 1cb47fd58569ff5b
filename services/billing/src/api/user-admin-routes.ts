import type { AdminGrantInput, ExtendTrialInput } from '@blockbeat/contracts';
import { identityOf, validate } from '@blockbeat/service-kit';
import { Router, type Response } from 'express';
import type { AdminActionsUseCases } from '../domain/admin-actions';
import type { AuditQuery, DirectoryQuery, UserDirectoryUseCases } from '../domain/user-directory';
import { adminGrantBody, auditQuery, extendTrialBody, userIdParams, usersQuery } from './user-admin-schemas';

/** /api/billing/admin, behind requireIdentity and requireAdmin: /admin's figures, users table and audit log. */
export function userAdminRoutes(directory: UserDirectoryUseCases, actions: AdminActionsUseCases): Router {
  const router = Router();
  const userId = (res: Response) => (res.locals.params as { id: string }).id;

  router.get('/overview', async (_req, res) => {
    res.json(await directory.overview());
  });

  router.get('/users', validate({ query: usersQuery }), async (_req, res) => {
    res.json(await directory.page(res.locals.query as DirectoryQuery));
  });

  router.get('/users/:id', validate({ params: userIdParams }), async (_req, res) => {
    res.json(await directory.detail(userId(res)));
  });

  router.post('/users/:id/extend-trial', validate({ params: userIdParams, body: extendTrialBody }), async (_req, res) => {
    const { days } = res.locals.body as ExtendTrialInput;
    res.json(await actions.extendTrial(identityOf(res), userId(res), days));
  });

  router.put('/users/:id/admin', validate({ params: userIdParams, body: adminGrantBody }), async (_req, res) => {
    const { admin } = res.locals.body as AdminGrantInput;
    res.json(await actions.setAdmin(identityOf(res), userId(res), admin));
  });

  router.get('/audit', validate({ query: auditQuery }), async (_req, res) => {
    res.json(await directory.auditPage(res.locals.query as AuditQuery));
  });

  return router;
}
