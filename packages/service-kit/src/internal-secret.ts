import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { UnauthenticatedError } from './errors';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * A service-to-service route (one the gateway never routes): `Authorization: Bearer
 * <INTERNAL_API_SECRET>`, compared in constant time (digests: equal lengths whatever was sent).
 * Without a secret every call is refused.
 */
export function requireInternalSecret(secret: string | undefined): RequestHandler {
  const expected = secret ? digest(secret) : null;
  return (req, _res, next) => {
    const sent = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    if (!expected || !sent || !timingSafeEqual(digest(sent), expected)) throw new UnauthenticatedError();
    next();
  };
}
