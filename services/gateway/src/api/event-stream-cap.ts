import type { RequestHandler } from 'express';
import { HttpError } from '@blockbeat/service-kit';
import { isEventStream } from './proxy';

export const TOO_MANY_STREAMS_MESSAGE = 'Too many live connections are open from your network. Close a tab or two and try again.';

/**
 * Bounds the event streams (live classes) one client address holds open on this replica. A
 * stream is cheap but lasts for hours, so the per-minute request limits do not bound them: a
 * script opening thousands would hold the gateway's and the content service's memory and sockets.
 * The count is this process's own open connections, the resource it protects, so it is not shared.
 */
export function eventStreamCap(limit: number): RequestHandler {
  const open = new Map<string, number>();
  return (req, res, next) => {
    if (req.method !== 'GET' || !isEventStream(req)) return next();
    const address = req.ip ?? 'unknown';
    const count = open.get(address) ?? 0;
    if (count >= limit) return next(new HttpError(429, 'rate_limited', TOO_MANY_STREAMS_MESSAGE));
    open.set(address, count + 1);
    res.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
    next();
  };
}
