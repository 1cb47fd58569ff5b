import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { rateLimit, type Store, type ValueDeterminingMiddleware } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { HttpError } from '@blockbeat/service-kit';
import type { GatewayConfig } from '../config';
import { PostgresRateLimitStore, pruneRateLimits } from '../data/rate-limit-postgres-store';
import { connectRedis, RedisRateLimitStore } from '../data/rate-limit-redis-store';
import { isUnder, normalisedPath } from './request-path';
import { currentUser } from './session-user';
import { isUploadPath } from './upload-paths';

const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a moment and try again.';
const WINDOW_MS = 60_000;
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const SIGN_IN_PATHS = ['/api/login', '/api/callback'];
/** The public shared player and import pages, and the public API calls behind them. */
const SHARED_PREFIXES = ['/shared', '/import', '/api/shared', '/api/imports'];

type IpPolicy = 'sign-in' | 'shared';
type UserPolicy = 'writes' | 'uploads';

function ipPolicyOf(req: Request): IpPolicy | null {
  const path = normalisedPath(req);
  if (SIGN_IN_PATHS.includes(path)) return 'sign-in';
  const read = req.method === 'GET' || req.method === 'HEAD';
  return read && SHARED_PREFIXES.some((prefix) => isUnder(path, prefix)) ? 'shared' : null;
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
  close(): Promise<void>;
}

/**
 * Fixed one-minute windows per policy, counted in a store every gateway replica shares (Redis
 * with REDIS_URL, else PostgreSQL), with the standard RateLimit / RateLimit-Policy headers
 * (IETF draft 8, named by policy) and Retry-After on a 429.
 */
export function createRateLimits(config: GatewayConfig, deps: { sequelize: Sequelize; logger: Logger }): RateLimits {
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL, deps.logger) : null;
  const storeFor = (policy: string): Store =>
    redis ? new RedisRateLimitStore(redis, `blockbeat:rate-limit:${policy}:`) : new PostgresRateLimitStore(deps.sequelize, `${policy}:`);
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
      handler: (_req, _res, next) => next(new HttpError(429, 'rate_limited', RATE_LIMITED_MESSAGE)),
      ...(keyGenerator && { keyGenerator }),
    });
  const byUserId = (_req: Request, res: Response) => currentUser(res)!.id;
  const ipLimiters: Record<IpPolicy, RequestHandler> = {
    'sign-in': limiter('sign-in', config.RATE_LIMIT_SIGN_IN_PER_MINUTE),
    shared: limiter('shared', config.RATE_LIMIT_SHARED_PER_MINUTE),
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
    prune: () => (redis ? Promise.resolve() : pruneRateLimits(deps.sequelize)),
    close: async () => {
      if (redis?.isOpen) await redis.close();
    },
  };
}
