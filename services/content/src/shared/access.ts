import { canEditContent } from '@blockbeat/contracts';
import { identityOf, PaymentRequiredError } from '@blockbeat/service-kit';
import type { NextFunction, Request, Response } from 'express';

/**
 * Creating and editing (workouts, templates, categories, shares, uploads, imports) needs an
 * entitlement or admin, enforced here and not only hidden in the UI; reading, playing and
 * deleting do not. Routes put it after body validation, so a malformed request hears what is
 * wrong with it (400) before it hears about paying (402); uploads check it before reading the body.
 */
export function requireAccess<P>(_req: Request<P>, res: Response, next: NextFunction): void {
  if (!canEditContent(identityOf(res).ent)) throw new PaymentRequiredError();
  next();
}
