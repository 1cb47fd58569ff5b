import { createClient } from '@redis/client';
import type { IncrementResponse, Options, Store } from 'express-rate-limit';
import type { Logger } from 'pino';

/**
 * Counts a hit and answers [hits, milliseconds left]. A key without an expiry (new, or left by a
 * decrement after it expired) gets the window, so no counter can outlive it. Sent with EVAL, not
 * a SHA loaded once: a script cache emptied by a Redis restart, or never filled because Redis
 * was down when the gateway started, cannot break it.
 */
const INCREMENT = `
  local hits = redis.call('INCR', KEYS[1])
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[1])
    ttl = tonumber(ARGV[1])
  end
  return { hits, ttl }`;

const DECREMENT = `if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('DECR', KEYS[1]) end`;

/**
 * A client that fails at once while Redis is unreachable (no offline queue, so requests are never
 * held waiting for it) and keeps reconnecting in the background.
 */
export function connectRedis(url: string, logger: Logger) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5_000) },
  });
  client.on('error', (err: Error) => logger.warn({ err: err.message }, 'rate-limit Redis unreachable'));
  // A failed connect is retried by the client and reported through 'error' above.
  client.connect().catch(() => undefined);
  return client;
}

export type RedisClient = ReturnType<typeof connectRedis>;

/** An express-rate-limit store in Redis, for gateways that share one (`REDIS_URL`). */
export class RedisRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;

  constructor(
    private readonly client: RedisClient,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const [hits, ttl] = (await this.client.eval(INCREMENT, {
      keys: [this.prefix + key],
      arguments: [String(this.windowMs)],
    })) as [number, number];
    return { totalHits: hits, resetTime: new Date(Date.now() + ttl) };
  }

  async decrement(key: string): Promise<void> {
    await this.client.eval(DECREMENT, { keys: [this.prefix + key] });
  }

  async resetKey(key: string): Promise<void> {
    await this.client.del(this.prefix + key);
  }
}
