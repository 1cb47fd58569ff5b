import type { NextFunction, Request, Response } from 'express';
import type { AuthUser } from '@blockbeat/contracts';
import type { UsersRepository } from '../data/users-repository';
import type { SessionStore } from '../data/session-store';
import { readCookie } from './cookies';

type WithSession = Request & Record<string, { userId?: string } | undefined>;

/**
 * Puts the signed-in user (or nothing) on res.locals.user for the routes that follow. The user
 * usually came with the session read (session-loader.ts); a session made by this very request
 * (the sign-in callback) is looked up.
 */
export function sessionUser(users: UsersRepository, store: SessionStore, sessionName: string) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      // express-openid-connect keeps the session object on the request under the cookie's name.
      const userId = req.oidc?.isAuthenticated() ? (req as WithSession)[sessionName]?.userId : undefined;
      const sid = readCookie(req, sessionName);
      const loaded = sid ? store.userOf(sid) : null;
      res.locals.user = !userId ? null : loaded?.id === userId ? loaded : await users.findById(userId);
      next();
    } catch (err) {
      next(err);
    }
  };
}

export const currentUser = (res: Response): AuthUser | null => (res.locals.user as AuthUser | null) ?? null;
