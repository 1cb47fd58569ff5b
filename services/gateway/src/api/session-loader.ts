import type { NextFunction, Request, Response } from 'express';
import { readCookie, UnavailableError } from '@blockbeat/service-kit';
import type { Logger } from 'pino';
import type { SessionUseCases } from '../domain/sessions';

/**
 * Reads the caller's session (and user) before express-openid-connect does. When the database
 * cannot be reached the request ends here with 503: the library would otherwise take the failed
 * read for "no session", clear the cookie and delete the row, signing the user out for good.
 */
export function sessionLoader(sessions: SessionUseCases, cookieName: string, logger: Logger) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const sid = readCookie(req, cookieName);
    if (!sid) return next();
    try {
      await sessions.load(sid);
    } catch (err) {
      logger.warn({ err: (err as Error).message }, 'session read failed; answering 503');
      return next(new UnavailableError());
    }
    res.once('close', () => sessions.release(sid));
    next();
  };
}
