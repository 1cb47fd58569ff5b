import type { Response } from 'express';

/**
 * Aborts when the response closes before it was sent: the browser (or the gateway, giving up on
 * a slow answer) went away. Work that would be acknowledged by this response checks it before
 * it saves anything, so nothing lands after its caller was told it failed.
 */
export function clientGoneSignal(res: Response): AbortSignal {
  const gone = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) gone.abort();
  });
  return gone.signal;
}
