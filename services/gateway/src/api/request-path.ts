import type { Request } from 'express';

/**
 * The request's path as the gateway's checks compare it: lower case (Express routes ignore case,
 * so `/API/user` reaches `/api/user`), repeated and trailing slashes folded. Checks that key on
 * paths must use this, never `req.path` as sent.
 */
export function normalisedPath(req: Request): string {
  const folded = req.path.toLowerCase().replace(/\/{2,}/g, '/');
  return folded.length > 1 ? folded.replace(/\/+$/, '') : folded;
}

/** `path` is `prefix` or below it. */
export const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
