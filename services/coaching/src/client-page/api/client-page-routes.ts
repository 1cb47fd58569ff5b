import type { ClientCompletionInput } from '@blockbeat/contracts';
import { clientCompletionInputSchema, clientPageQuerySchema } from '@blockbeat/contracts/schemas';
import { validate } from '@blockbeat/service-kit';
import { Router } from 'express';
import { streamFile } from './stream-file';
import type { ClientPageUseCases } from '../domain/client-page';

/**
 * /api/c/{token}: public, the link is the key (a revoked, renewed or unknown one answers 404). The
 * gateway limits these per address like the shared player's calls.
 */
export function clientPageRoutes(pages: ClientPageUseCases): Router {
  const router = Router();

  router.get('/:token', validate({ query: clientPageQuerySchema }), async (req, res) => {
    const page = await pages.page(req.params.token, (res.locals.query as { today?: string }).today);
    res.set('Cache-Control', 'no-store').json(page);
  });

  router.get('/:token/uploads/:id', async (req, res) => {
    await streamFile(req, res, await pages.uploadFile(req.params.token, req.params.id, req.header('range')));
  });

  router.get('/:token/logo', async (req, res) => {
    await streamFile(req, res, await pages.logoFile(req.params.token, req.header('range')));
  });

  router.post('/:token/completions', validate({ body: clientCompletionInputSchema }), async (req, res) => {
    res.status(201).json(await pages.complete(req.params.token, res.locals.body as Required<ClientCompletionInput>));
  });

  router.post('/:token/forget', async (req, res) => {
    await pages.forget(req.params.token);
    res.status(204).end();
  });

  return router;
}
