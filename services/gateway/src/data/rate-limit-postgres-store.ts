import { QueryTypes, type Sequelize } from 'sequelize';
import type { IncrementResponse, Options, Store } from 'express-rate-limit';

/**
 * One atomic upsert per hit: a new key, or one whose window has ended, starts at 1 with a fresh
 * window; otherwise the count goes up and the window stays. The database's clock decides, so
 * every gateway replica agrees on the window whatever its own clock says.
 */
const INCREMENT = `
  INSERT INTO gateway.rate_limits AS r (key, hits, reset_at)
  VALUES (:key, 1, now() + :windowMs * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
    reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
  RETURNING hits, reset_at`;

/** An express-rate-limit store on the gateway's `rate_limits` table, shared by every replica. */
export class PostgresRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;

  constructor(
    private readonly sequelize: Sequelize,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const [row] = await this.sequelize.query<{ hits: number; reset_at: Date }>(INCREMENT, {
      replacements: { key: this.prefix + key, windowMs: this.windowMs },
      type: QueryTypes.SELECT,
    });
    return { totalHits: row!.hits, resetTime: row!.reset_at };
  }

  async decrement(key: string): Promise<void> {
    await this.sequelize.query('UPDATE gateway.rate_limits SET hits = hits - 1 WHERE key = :key AND hits > 0', {
      replacements: { key: this.prefix + key },
    });
  }

  async resetKey(key: string): Promise<void> {
    await this.sequelize.query('DELETE FROM gateway.rate_limits WHERE key = :key', { replacements: { key: this.prefix + key } });
  }
}

/** Counters whose window has ended are only ever overwritten on the next hit; this drops the rest. */
export async function pruneRateLimits(sequelize: Sequelize): Promise<void> {
  await sequelize.query('DELETE FROM gateway.rate_limits WHERE reset_at <= now()');
}
