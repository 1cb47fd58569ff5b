import type { Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { PostgresRateLimitStore, pruneRateLimits } from '../data/rate-limit-postgres-store';
import { connectRedis, RedisRateLimitStore } from '../data/rate-limit-redis-store';

/** A rate limit's counts: counted, taken back, reset. */
export type CounterStore = Store;

/**
 * Where every gateway replica counts requests against its limits: Redis with REDIS_URL (its keys
 * expire by themselves), else PostgreSQL (ended windows pruned).
 */
export function rateLimitCounters({ redisUrl, sequelize, logger }: { redisUrl?: string | undefined; sequelize: Sequelize; logger: Logger }) {
  const redis = redisUrl ? connectRedis(redisUrl, logger) : null;
  return {
    storeFor: (policy: string): CounterStore =>
      redis ? new RedisRateLimitStore(redis, `blockbeat:rate-limit:${policy}:`) : new PostgresRateLimitStore(sequelize, `${policy}:`),
    prune: (): Promise<void> => (redis ? Promise.resolve() : pruneRateLimits(sequelize)),
    /**
     * Resolves once Redis first answers, or after `timeoutMs` (the limiter then fails open until
     * it does): a replica that starts serving before its counter is reachable counts nothing.
     */
    connected: (timeoutMs: number): Promise<void> =>
      !redis || redis.isReady
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, timeoutMs);
            redis.once('ready', () => {
              clearTimeout(timer);
              resolve();
            });
          }),
    close: async (): Promise<void> => {
      if (redis?.isOpen) await redis.close();
    },
  };
}
