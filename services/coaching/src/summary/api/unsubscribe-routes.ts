import { Router, type Request } from 'express';
import type { WeeklySummaryUnsubscribe } from '../domain/unsubscribe';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

/**
 * The summary mail's unsubscribe link, public (the token is the proof): GET shows one button
 * (a link checker that follows it unsubscribes nobody), POST stops the summaries, from that
 * button or as the one-click POST of RFC 8058 a mail client sends.
 */
export function summaryUnsubscribeRoutes(unsubscribe: WeeklySummaryUnsubscribe): Router {
  const router = Router();
  const tokenOf = (req: Request) => (typeof req.query.token === 'string' ? req.query.token : '');
  const invalid = page('This link does not work', '<p>It was changed or cut short. Sign in to stop the weekly summaries from your account.</p>');

  router.get('/', (req, res) => {
    res.set('Cache-Control', 'no-store').type('html');
    if (!unsubscribe.isValid(tokenOf(req))) return void res.status(400).send(invalid);
    res.send(page('Stop the weekly summary?', `<form method="post"><button type="submit">Stop the weekly summary of my clients</button></form>`));
  });

  router.post('/', async (req, res) => {
    res.set('Cache-Control', 'no-store').type('html');
    if (!(await unsubscribe.stop(tokenOf(req)))) return void res.status(400).send(invalid);
    res.send(page('Done', '<p>You will get no more weekly summaries of your clients.</p>'));
  });

  return router;
}
