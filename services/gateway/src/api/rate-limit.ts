import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { rateLimit, type ValueDeterminingMiddleware } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { HttpError } from '@blockbeat/service-kit';
import type { GatewayConfig } from '../config';
import { rateLimitCounters } from '../domain/rate-limit-counters';
import { failedLookupLimit } from './failed-lookup-limit';
import { isUnder, normalisedPath } from './request-path';
import { currentUser } from './session-user';
import { isUploadPath } from './upload-paths';

const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a moment and try again.';
const WINDOW_MS = 60_000;
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const SIGN_IN_PATHS = ['/api/login', '/api/callback'];
/** The public shared player and import pages, and the public API calls behind them. */
const SHARED_PREFIXES = ['/shared', '/import', '/api/shared', '/api/imports'];
/**
 * A coaching client's page and its calls: public (the link is the key), so limited per address
 * with the shared pages, writes (completions, "forget me") included: no user is there to count them.
 */
const CLIENT_PAGE_PREFIXES = ['/c', '/api/c'];
/** A live class's follower page and its public calls (the class by code, its events, the clock). */
const LIVE_PREFIXES = ['/live', '/api/live'];
/** The instructor's own classes: signed in, and limited as writes. */
const LIVE_OWNER_PREFIX = '/api/live/classes';

type IpPolicy = 'sign-in' | 'shared' | 'live';
type UserPolicy = 'writes' | 'uploads';

function ipPolicyOf(req: Request): IpPolicy | null {
  const path = normalisedPath(req);
  if (SIGN_IN_PATHS.includes(path)) return 'sign-in';
  if (CLIENT_PAGE_PREFIXES.some((prefix) => isUnder(path, prefix))) return 'shared';
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (SHARED_PREFIXES.some((prefix) => isUnder(path, prefix))) return 'shared';
  return LIVE_PREFIXES.some((prefix) => isUnder(path, prefix)) && !isUnder(path, LIVE_OWNER_PREFIX) ? 'live' : null;
}

/**
 * Only signed-in users' writes count: without a user a write is refused (401) without any
 * database work, and counting it would add a database write per request to a flood. So the
 * signed Stripe webhook is never limited either. An upload counts against the uploads limit only.
 */
function userPolicyOf(req: Request, res: Response): UserPolicy | null {
  if (SAFE.has(req.method) || !currentUser(res)) return null;
  const path = normalisedPath(req);
  if (!isUnder(path, '/api') || SIGN_IN_PATHS.includes(path)) return null;
  return req.method === 'POST' && isUploadPath(path) ? 'uploads' : 'writes';
}

/**
 * What the limiter reports is a store that failed (the request then passes unlimited: fail
 * open) or a misconfiguration it detected; neither fails a request, so both are warnings.
 */
const asWarnings = (logger: Logger) => ({
  warn: (err: unknown, message?: string) => logger.warn({ err }, message),
  error: (err: unknown, message?: string) => logger.warn({ err }, message),
});

export interface RateLimits {
  /** Sign-in and the public shared pages, by client IP: before anything reads a session. */
  byIp: RequestHandler;
  /** Writes and uploads, by signed-in user: after sessionUser. Reads pass without a store call. */
  byUser: RequestHandler;
  /** Drops ended windows from the Postgres table (Redis expires its keys itself). */
  prune(): Promise<void>;
  /** Resolves once the shared counter (Redis) is reachable, or after `timeoutMs`. */
  connected(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Fixed one-minute windows per policy, counted in a store every gateway replica shares (Redis
 * with REDIS_URL, else PostgreSQL), with the standard RateLimit / RateLimit-Policy headers
 * (IETF draft 8, named by policy) and Retry-After on a 429.
 */
export function createRateLimits(config: GatewayConfig, deps: { sequelize: Sequelize; logger: Logger }): RateLimits {
  const counters = rateLimitCounters({ redisUrl: config.REDIS_URL, ...deps });
  const storeFor = (policy: string) => counters.storeFor(policy);
  const refuse = (next: NextFunction) => next(new HttpError(429, 'rate_limited', RATE_LIMITED_MESSAGE));
  const limiter = (policy: IpPolicy | UserPolicy, limit: number, keyGenerator?: ValueDeterminingMiddleware<string>) =>
    rateLimit({
      windowMs: WINDOW_MS,
      limit,
      identifier: policy,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      store: storeFor(policy),
      passOnStoreError: true,
      logger: asWarnings(deps.logger),
      handler: (_req, _res, next) => refuse(next),
      ...(keyGenerator && { keyGenerator }),
    });
  const byUserId = (_req: Request, res: Response) => currentUser(res)!.id;
  /*
   * Class codes are short enough to type, so they could be guessed: a hit gives the workout and
   * its share. A studio's 60 phones share one Wi-Fi address and each makes a handful of reads,
   * so reads have a wide limit, and lookups that fail (a code that does not exist) a narrow one
   * of their own: 20 a minute makes finding one of the ~10⁹ codes a matter of decades.
   */
  const liveReads = limiter('live', config.RATE_LIMIT_LIVE_PER_MINUTE);
  const liveMisses = failedLookupLimit({
    name: 'live-misses',
    limit: config.RATE_LIMIT_LIVE_MISSES_PER_MINUTE,
    windowMs: WINDOW_MS,
    store: storeFor('live-misses'),
    logger: deps.logger,
    refuse,
  });
  const ipLimiters: Record<IpPolicy, RequestHandler> = {
    'sign-in': limiter('sign-in', config.RATE_LIMIT_SIGN_IN_PER_MINUTE),
    shared: limiter('shared', config.RATE_LIMIT_SHARED_PER_MINUTE),
    live: (req, res, next) => liveMisses(req, res, (err?: unknown) => (err ? next(err) : liveReads(req, res, next))),
  };
  const userLimiters: Record<UserPolicy, RequestHandler> = {
    writes: limiter('writes', config.RATE_LIMIT_WRITES_PER_MINUTE, byUserId),
    uploads: limiter('uploads', config.RATE_LIMIT_UPLOADS_PER_MINUTE, byUserId),
  };

  return {
    byIp: (req: Request, res: Response, next: NextFunction) => {
      const policy = ipPolicyOf(req);
      return policy ? ipLimiters[policy](req, res, next) : next();
    },
    byUser: (req: Request, res: Response, next: NextFunction) => {
      const policy = userPolicyOf(req, res);
      return policy ? userLimiters[policy](req, res, next) : next();
    },
    prune: counters.prune,
    connected: counters.connected,
    close: counters.close,
  };
}
