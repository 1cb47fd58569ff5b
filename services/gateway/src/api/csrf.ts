import type { NextFunction, Request, Response } from 'express';
import { ForbiddenError, HttpError } from '@blockbeat/service-kit';
import { normalisedPath } from './request-path';
import { isUploadPath } from './upload-paths';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * The Stripe webhook is signed and sent server to server; the OIDC callback is checked by state and
 * PKCE; an unsubscribe link (group mail, coaching's weekly summary) carries its own signed token and
 * is POSTed by mail clients (RFC 8058).
 */
const EXEMPT = ['/api/billing/webhook', '/api/callback', '/api/unsubscribe', '/api/clients/summary-mail/unsubscribe'];

/**
 * CSRF defence for the cookie session: unsafe methods, on any path, must come from our own origin
 * and, when they carry a body, send JSON (a cross-site form cannot), except uploads, which are
 * multipart. Paths are compared normalised (request-path.ts).
 */
export function csrfGuard(baseUrl: string) {
  const origin = new URL(baseUrl).origin;
  return (req: Request, _res: Response, next: NextFunction) => {
    const path = normalisedPath(req);
    if (SAFE.has(req.method) || EXEMPT.includes(path)) return next();
    if (req.get('origin') !== origin) return next(new ForbiddenError('Cross-origin request refused'));
    const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
    if (!hasBody) return next();
    const type = req.get('content-type') ?? '';
    const ok = isUploadPath(path) ? type.startsWith('multipart/form-data') : /^application\/json\b/.test(type);
    if (!ok) return next(new HttpError(415, 'unsupported_media_type', 'Content-Type must be application/json'));
    next();
  };
}
