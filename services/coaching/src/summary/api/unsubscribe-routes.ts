import { linkPage as page } from '@blockbeat/service-kit';
import { Router, type Request } from 'express';
import type { WeeklySummaryUnsubscribe } from '../domain/unsubscribe';

/**
 * The summary mail's unsubscribe link, public (the token is the proof): GET shows one button
 * (a link checker that follows it unsubscribes nobody), POST stops the summaries, from that
 * button or as the one-click POST of RFC 8058 a mail client sends.
 */
export function summaryUnsubscribeRoutes(unsubscribe: WeeklySummaryUnsubscribe): Router {
  const router = Router();
  const tokenOf = (req: Request) => (typeof req.query.token === 'string' ? req.query.token : '');
  const invalid = page('This link does not work', '<p>It was changed or cut short. Use the link in your latest weekly summary, or ask us to stop them.</p><p><a href="/support">Contact support</a></p>');

  router.get('/', (req, res) => {
    res.set('Cache-Control', 'no-store').type('html');
    if (!unsubscribe.isValid(tokenOf(req))) return void res.status(400).send(invalid);
    res.send(page('Stop the weekly summary?', `<p>You will get no more weekly e-mails about which clients kept up. Your clients, their programs and their pages are not changed.</p><form method="post"><button type="submit">Stop the weekly summary of my clients</button></form>`));
  });

  router.post('/', async (req, res) => {
    res.set('Cache-Control', 'no-store').type('html');
    if (!(await unsubscribe.stop(tokenOf(req)))) return void res.status(400).send(invalid);
    res.send(page('Done', '<p>You will get no more weekly summaries of your clients.</p><p><a href="/clients">Go to your clients</a></p>'));
  });

  return router;
}
