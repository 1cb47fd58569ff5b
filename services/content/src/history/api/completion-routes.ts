import type { CompletionInput } from '@blockbeat/contracts';
import { completionInputSchema, historyQuerySchema, type HistoryQuery } from '@blockbeat/contracts/schemas';
import { identityOf, validate } from '@blockbeat/service-kit';
import { Router } from 'express';
import type { CompletionUseCases } from '../domain/completions';
import { COMPLETIONS_CSV_FILE_NAME, completionsCsv } from '../domain/completions-csv';

/** /api/completions: the caller's workout log. Playing is free, so no access check. */
export function completionRoutes(completions: CompletionUseCases): Router {
  const router = Router();

  router.get('/', async (_req, res) => {
    res.json(await completions.list(identityOf(res)));
  });

  router.get('/history', validate({ query: historyQuerySchema }), async (_req, res) => {
    res.json(await completions.history(identityOf(res), res.locals.query as HistoryQuery));
  });

  router.get('/export.csv', async (_req, res) => {
    const csv = completionsCsv(await completions.all(identityOf(res)));
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${COMPLETIONS_CSV_FILE_NAME}"`,
      'Cache-Control': 'private, no-store',
    });
    res.send(csv);
  });

  // 201 for a new completion, 200 for one logged before under the same clientId.
  router.post('/', validate({ body: completionInputSchema }), async (_req, res) => {
    const { completion, created } = await completions.record(identityOf(res), res.locals.body as CompletionInput);
    res.status(created ? 201 : 200).json(completion);
  });

  return router;
}
