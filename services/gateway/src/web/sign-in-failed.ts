import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { noticePage } from './notice-page';
import { normalisedPath } from '../api/request-path';

const PAGE = noticePage({
  title: 'Sign-in could not be completed',
  text: 'The sign-in took too long, or it was finished in another browser or tab. Please start again.',
  actions: [
    { label: 'Sign in again', href: '/api/login', primary: true },
    { label: 'Back to BlockBeat', href: '/' },
  ],
});

/**
 * A sign-in that comes back to /api/callback and cannot be completed (its state cookie expired or
 * belongs to another browser, the code was already used): the browser navigated here, so it gets
 * a page with a way to start again, not the library's message ('"auth_verification" cookie not
 * found…'). The cause is logged. A failure of our own (the database) stays the error handler's.
 */
export function signInFailedPage(logger: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    const status = (err as { status?: unknown; statusCode?: unknown }).status ?? (err as { statusCode?: unknown }).statusCode;
    if (normalisedPath(req) !== '/api/callback' || typeof status !== 'number' || status < 400 || status >= 500 || res.headersSent) return next(err);
    logger.warn({ err: (err as Error).message }, 'sign-in callback refused');
    res.status(400).set('Cache-Control', 'no-store').type('html').send(PAGE);
  };
}
