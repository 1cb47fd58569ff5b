import type { NextFunction, Request, Response } from 'express';
import { MULTIPART_OVERHEAD_BYTES } from '@blockbeat/contracts';
import { TooLargeError } from '@blockbeat/service-kit';
import { normalisedPath } from './request-path';
import { uploadLimitOf } from './upload-paths';
/** Beyond this the body is not read to its end: the connection is closed after the answer. */
const DRAIN_MAX_BYTES = 128 * 1024 * 1024;

/**
 * An upload whose declared length is over its limit is answered 413 here, without bothering the
 * service. The body is read and discarded first: a client still sending when the server answers
 * and closes sees a reset instead of the answer (the 502s of issue 12, finding 6).
 */
export function uploadSizeGuard() {
  return (req: Request, res: Response, next: NextFunction) => {
    const limit = req.method === 'POST' ? uploadLimitOf(normalisedPath(req)) : undefined;
    const declared = Number(req.get('content-length'));
    if (limit === undefined || !(declared > limit.maxBytes + MULTIPART_OVERHEAD_BYTES)) return next();
    const refuse = () => next(new TooLargeError(limit.tooLarge));
    if (declared > DRAIN_MAX_BYTES) {
      res.set('Connection', 'close');
      return refuse();
    }
    req.on('error', () => undefined);
    req.once('end', refuse);
    req.resume();
  };
}
