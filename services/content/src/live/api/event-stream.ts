import type { Request, Response } from 'express';
import type { LiveStream } from '../domain/live-hub';

/** How soon a browser's EventSource reconnects after a drop. */
export const SSE_RETRY_MS = 1000;

/**
 * A Server-Sent Events response. Headers go out with the first message, so a request that fails
 * before it (an unknown class) still gets an ordinary JSON error. Nothing is buffered on the way:
 * `no-transform` keeps compressing proxies off, `X-Accel-Buffering: no` tells nginx.
 */
export function eventStream(req: Request, res: Response): LiveStream & { onClose(listener: () => void): void } {
  let opened = false;
  let ended = false;
  const write = (text: string) => {
    if (ended || res.writableEnded) return;
    if (!opened) {
      opened = true;
      req.socket.setNoDelay(true);
      res.status(200).set({
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store, no-transform',
        'X-Accel-Buffering': 'no',
      });
      res.flushHeaders();
      res.write(`retry: ${SSE_RETRY_MS}\n\n`);
    }
    res.write(text);
  };
  return {
    send(event, data, id) {
      write(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    comment(text) {
      write(`: ${text}\n\n`);
    },
    end() {
      if (ended) return;
      ended = true;
      res.end();
    },
    onClose(listener) {
      res.on('close', listener);
    },
  };
}

/** The last seq a reconnecting EventSource saw; null for a first connection or a header that is not one. */
export function lastEventId(req: Request): number | null {
  const header = req.get('last-event-id');
  return header !== undefined && /^\d{1,9}$/.test(header.trim()) ? Number(header.trim()) : null;
}
