import { canEditContent } from '@blockbeat/contracts';
import { identityOf, PaymentRequiredError } from '@blockbeat/service-kit';
import type { NextFunction, Request, Response } from 'express';

/**
 * Creating and editing clients, programs, assignments and links needs an entitlement or admin,
 * like all creation; reading, deleting and revoking do not, and clients' pages keep working.
 * After body validation, so a malformed request hears what is wrong with it (400) first.
 */
export function requireAccess<P>(_req: Request<P>, res: Response, next: NextFunction): void {
  if (!canEditContent(identityOf(res).ent)) throw new PaymentRequiredError();
  next();
}
