import type { NextFunction, Request, Response } from 'express';
import { noticePage } from './notice-page';
import { normalisedPath } from '../api/request-path';

/** Fetch metadata a browser sends with a navigation it started itself or from our own pages. */
const OUR_OWN = new Set(['same-origin', 'none']);

const PAGE = noticePage({
  title: 'Sign out of BlockBeat?',
  text: 'Another site sent you here to sign you out. If you did not mean to, stay signed in.',
  actions: [
    { label: 'Sign out', href: '/api/logout', primary: true },
    { label: 'Stay signed in', href: '/dashboard' },
  ],
});

/**
 * Logout stays a plain navigation to /api/logout (docs/product.md#routes-and-who-may-open-them), but one started by another site
 * (an image, a link, a form) gets this page instead of signing the user out. Browsers without
 * fetch metadata send no Sec-Fetch-Site and are let through, as before. Only GET signs out: Express
 * answers HEAD with the GET route, and a cross-site `fetch(…, {method: 'HEAD'})` signed users out
 * without the page (issue 24), so every other method is 405.
 */
export function logoutConfirmation() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (normalisedPath(req) !== '/api/logout') return next();
    if (req.method !== 'GET') {
      res.status(405).set('Allow', 'GET').json({ error: { code: 'method_not_allowed', message: 'Sign out by opening /api/logout' } });
      return;
    }
    const site = req.get('sec-fetch-site');
    if (site === undefined || OUR_OWN.has(site)) return next();
    res.status(200).set('Cache-Control', 'no-store').type('html').send(PAGE);
  };
}
