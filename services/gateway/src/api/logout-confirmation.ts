import type { NextFunction, Request, Response } from 'express';
import { normalisedPath } from './request-path';

/** Fetch metadata a browser sends with a navigation it started itself or from our own pages. */
const OUR_OWN = new Set(['same-origin', 'none']);

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign out of BlockBeat?</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0f1115;color:#e8eaf0;font:16px/1.5 system-ui,sans-serif}
main{max-width:26rem;padding:2rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 .5rem}p{color:#b4b9c6;margin:0 0 1.5rem}
a{display:inline-block;margin:.25rem;padding:.6rem 1.2rem;border-radius:8px;text-decoration:none;font-weight:600}
.primary{background:#7c3aed;color:#fff}.secondary{background:#2a2f3a;color:#e8eaf0}
a:focus-visible{outline:3px solid #c4b5fd;outline-offset:2px}
</style></head>
<body><main><h1>Sign out of BlockBeat?</h1>
<p>Another site sent you here to sign you out. If you did not mean to, stay signed in.</p>
<a class="primary" href="/api/logout">Sign out</a><a class="secondary" href="/dashboard">Stay signed in</a>
</main></body></html>`;

/**
 * Logout stays a plain navigation to /api/logout (docs/product.md#routes-and-who-may-open-them), but one started by another site
 * (an image, a link, a form) gets this page instead of signing the user out. Browsers without
 * fetch metadata send no Sec-Fetch-Site and are let through, as before.
 */
export function logoutConfirmation() {
  return (req: Request, res: Response, next: NextFunction) => {
    const site = req.get('sec-fetch-site');
    if (req.method !== 'GET' || normalisedPath(req) !== '/api/logout' || site === undefined || OUR_OWN.has(site)) return next();
    res.status(200).set('Cache-Control', 'no-store').type('html').send(PAGE);
  };
}
