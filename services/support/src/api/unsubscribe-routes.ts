import { GROUP_EMAIL_MESSAGES } from '@blockbeat/contracts';
import { ValidationError } from '@blockbeat/service-kit';
import { Router, type Request, type Response } from 'express';
import type { UnsubscribeUseCases } from '../domain/unsubscribe';
import { confirmPage, donePage, invalidPage } from './unsubscribe-page';

/**
 * /api/unsubscribe?token=…, public (the token is the proof): GET shows the page with its one
 * button, POST unsubscribes, from that button or as RFC 8058's one-click POST a mail client sends.
 */
export function unsubscribeRoutes(unsubscribes: UnsubscribeUseCases): Router {
  const router = Router();

  /** The token's user; otherwise answers 400 (a page for a browser, the JSON error for anything else) and null. */
  function userOf(req: Request, res: Response): string | null {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const userId = unsubscribes.userOf(token);
    if (userId !== null) return userId;
    if (req.accepts(['json', 'html']) !== 'html') throw new ValidationError({ token: GROUP_EMAIL_MESSAGES.unsubscribeInvalid }, GROUP_EMAIL_MESSAGES.unsubscribeInvalid);
    res.status(400).type('html').send(invalidPage(GROUP_EMAIL_MESSAGES.unsubscribeInvalid));
    return null;
  }

  router.get('/', (req, res) => {
    if (userOf(req, res) === null) return;
    res.set('Cache-Control', 'no-store').type('html').send(confirmPage(req.originalUrl));
  });

  router.post('/', async (req, res) => {
    const userId = userOf(req, res);
    if (userId === null) return;
    await unsubscribes.unsubscribe(userId);
    res.set('Cache-Control', 'no-store').type('html').send(donePage(GROUP_EMAIL_MESSAGES.unsubscribeDone));
  });

  return router;
}
