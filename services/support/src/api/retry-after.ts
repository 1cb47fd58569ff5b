import type { ErrorRequestHandler } from 'express';
import { LimitReachedError } from '../domain/errors';

/** Puts an hourly limit's Retry-After on the 429; the service's error handler writes the body. */
export const retryAfterHeader: ErrorRequestHandler = (err, _req, res, next) => {
  if (err instanceof LimitReachedError) res.set('Retry-After', String(err.retryAfterSeconds));
  next(err);
};
