import { createHash } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ClientRateLimitInfo, Store } from 'express-rate-limit';
import onHeaders from 'on-headers';
import type { Logger } from 'pino';

/** The key as the RateLimit-Policy header names it without revealing it, as express-rate-limit does. */
const partitionKey = (key: string) => Buffer.from(createHash('sha256').update(key).digest('hex').slice(0, 12)).toString('base64');

export interface FailedLookupLimitOptions {
  /** The policy's name in the RateLimit headers of a 429. */
  name: string;
  limit: number;
  windowMs: number;
  store: Store;
  logger: Logger;
  /** Answers the refused request (the limiter's 429). */
  refuse: (next: NextFunction) => void;
}

/** Lookups of one address whose outcome is not yet counted, per replica: what a burst may overshoot the limit by. */
const IN_FLIGHT_PER_ADDRESS = 4;

/** At most `max` holders per key at once; the others wait their turn (never refused). */
function perKeyGate(max: number) {
  const gates = new Map<string, { active: number; waiting: Array<() => void> }>();
  return {
    async enter(key: string): Promise<() => void> {
      const gate = gates.get(key) ?? { active: 0, waiting: [] };
      gates.set(key, gate);
      if (gate.active >= max) await new Promise<void>((resolve) => gate.waiting.push(resolve));
      else gate.active++;
      let left = false;
      return () => {
        if (left) return;
        left = true;
        const next = gate.waiting.shift();
        if (next) return next();
        gate.active--;
        if (gate.active === 0) gates.delete(key);
      };
    },
  };
}

/**
 * Counts only the lookups that find nothing (404) per client address, and refuses the address for
 * the rest of the window once it has missed `limit` times. Each lookup is counted before it is
 * forwarded and taken back as soon as its answer's status is not a 404, so a miss is counted
 * before its answer reaches the client (a sequential guesser's next request already sees it) and
 * a request that would pass the limit is refused at once. Taking back at the status, not at the
 * end, keeps a live class's event stream (which succeeds at once and ends with the class) from
 * holding a count. At most IN_FLIGHT_PER_ADDRESS lookups of one address are in flight per
 * replica (the rest wait a few milliseconds), so a studio's 60 phones joining at once hold at most
 * that many counts between them. Other failures are taken back too: a service that is down (502)
 * must not lock a studio out once it is back. A store that fails lets the request through.
 */
export function failedLookupLimit({ name, limit, windowMs, store, logger, refuse }: FailedLookupLimitOptions): RequestHandler {
  store.init?.({ windowMs } as never);
  const warn = (err: unknown, what: string) => logger.warn({ err }, `${name}: error from store ${what}, request let through`);
  const takeBack = (key: string) => Promise.resolve(store.decrement(key)).catch((err: unknown) => warn(err, 'taking back'));
  const gate = perKeyGate(IN_FLIGHT_PER_ADDRESS);
  return async (req: Request, res: Response, next: NextFunction) => {
    const key = req.ip ?? req.socket.remoteAddress ?? '';
    const leave = await gate.enter(key);
    let counted: ClientRateLimitInfo;
    try {
      counted = await store.increment(key);
    } catch (err) {
      warn(err, 'counting');
      leave();
      return next();
    }
    if (counted.totalHits > limit) {
      await takeBack(key);
      leave();
      const seconds = Math.max(1, Math.ceil(((counted.resetTime?.getTime() ?? Date.now() + windowMs) - Date.now()) / 1000));
      res.set('Retry-After', String(seconds));
      res.append('RateLimit', `"${name}"; r=0; t=${seconds}`);
      res.append('RateLimit-Policy', `"${name}"; q=${limit}; w=${Math.ceil(windowMs / 1000)}; pk=:${partitionKey(key)}:`);
      return refuse(next);
    }
    let answered = false;
    const settle = (miss: boolean) => {
      if (answered) return;
      answered = true;
      if (miss) return leave();
      void takeBack(key).finally(leave);
    };
    onHeaders(res, () => settle(res.statusCode === 404));
    // Closed before any answer (the client went away): not a miss.
    res.once('close', () => settle(false));
    next();
  };
}
