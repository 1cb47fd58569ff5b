import type { NextFunction, Request, Response } from 'express';
import type { AuthUser } from '@blockbeat/contracts';
import { readCookie } from '@blockbeat/service-kit';
import type { SessionUseCases } from '../domain/sessions';

type WithSession = Request & Record<string, { userId?: string } | undefined>;

/**
 * Puts the signed-in user (or nothing) on res.locals.user for the routes that follow. The user
 * usually came with the session read (session-loader.ts); a session made by this very request
 * (the sign-in callback) is looked up.
 */
export function sessionUser(sessions: SessionUseCases, sessionName: string) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      // express-openid-connect keeps the session object on the request under the cookie's name.
      const userId = req.oidc?.isAuthenticated() ? (req as WithSession)[sessionName]?.userId : undefined;
      res.locals.user = userId ? await sessions.userOf(readCookie(req, sessionName) ?? null, userId) : null;
      next();
    } catch (err) {
      next(err);
    }
  };
}

export const currentUser = (res: Response): AuthUser | null => (res.locals.user as AuthUser | null) ?? null;
