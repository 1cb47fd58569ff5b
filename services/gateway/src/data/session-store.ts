import { isDeepStrictEqual } from 'node:util';
import type { ClientBase, QueryResult } from 'pg';
import type { Sequelize } from 'sequelize';
import type { AuthUser } from '@blockbeat/contracts';
import { toUser, type UserRow } from './users-repository';

type Callback<T = void> = (err: unknown, value?: T) => void;

export interface StoredSession {
  header: { iat: number; uat: number; exp: number };
  data: { userId?: string; [key: string]: unknown };
  cookie?: { expires?: number };
}

/** A session as the request that carries its cookie found it, with its user (one query). */
export interface LoadedSession {
  session: StoredSession | undefined;
  user: AuthUser | null;
}

/**
 * express-openid-connect re-saves the session on every response to roll its expiry forward; a
 * save that changes nothing but that is skipped while the stored one is younger than this. The
 * stored expiry then lags by at most a minute on a 24-hour rolling session.
 */
const TOUCH_EVERY_SECONDS = 60;

const READ_SESSION = `SELECT s.data, u.* FROM gateway.sessions s
  LEFT JOIN gateway.users u ON u.id::text = s.data->'data'->>'userId'
  WHERE s.sid = $1 AND s.expires_at > now()`;

type SessionRow = { data: StoredSession } & Partial<UserRow>;

/**
 * Server-side store for express-openid-connect sessions: the cookie holds only an id, so
 * deleting the row (on logout) really ends the session.
 *
 * The library treats any failure to read a session as "no session" and then clears the cookie
 * and deletes the row. So the gateway reads the session itself first (`load`, in
 * api/session-loader.ts), answers 503 when the database is unreachable, and the library's `get`
 * is served from that read: one query per request, and an outage signs nobody out.
 */
export function createSessionStore(sequelize: Sequelize) {
  /** Sessions read by the requests in flight, by id, with how many of them hold each. */
  const inFlight = new Map<string, { loaded: LoadedSession; holders: number }>();

  const run = <T>(work: Promise<T>, cb?: Callback<T>) => {
    work.then((v) => cb?.(null, v), (err) => cb?.(err));
  };

  /**
   * One round trip on a connection of Sequelize's pool, as a named (prepared) statement: every
   * request through the gateway makes it, so PostgreSQL parses and plans it once per connection.
   */
  async function read(sid: string): Promise<LoadedSession> {
    const connection = (await sequelize.connectionManager.getConnection({ type: 'read' })) as ClientBase;
    let result: QueryResult<SessionRow>;
    try {
      result = await connection.query<SessionRow>({ name: 'gateway-session-read', text: READ_SESSION, values: [sid] });
    } catch (err) {
      await sequelize.connectionManager.destroyConnection(connection).catch(() => undefined);
      throw err;
    }
    sequelize.connectionManager.releaseConnection(connection);
    const row = result.rows[0];
    return { session: row?.data, user: row?.id ? toUser(row as UserRow) : null };
  }

  async function write(sid: string, session: StoredSession): Promise<void> {
    const expiresAt = new Date(session.cookie?.expires ?? session.header.exp * 1000);
    await sequelize.query(
      `INSERT INTO gateway.sessions (sid, data, expires_at) VALUES (:sid, :data, :expiresAt)
       ON CONFLICT (sid) DO UPDATE SET data = EXCLUDED.data, expires_at = EXCLUDED.expires_at`,
      { replacements: { sid, data: JSON.stringify(session), expiresAt } },
    );
  }

  /** Only the rolling expiry moved, and the stored copy is recent enough to keep. */
  function isTouchOnly(sid: string, next: StoredSession): boolean {
    const stored = inFlight.get(sid)?.loaded.session;
    return (
      stored !== undefined &&
      stored.header.iat === next.header.iat &&
      next.header.uat - stored.header.uat < TOUCH_EVERY_SECONDS &&
      isDeepStrictEqual(stored.data, next.data)
    );
  }

  return {
    /** Reads the session for a request; throws when the database cannot be reached. */
    async load(sid: string): Promise<LoadedSession> {
      const loaded = await read(sid);
      const held = inFlight.get(sid);
      inFlight.set(sid, { loaded, holders: (held?.holders ?? 0) + 1 });
      return loaded;
    },

    /** The request that loaded `sid` is over. */
    release(sid: string): void {
      const held = inFlight.get(sid);
      if (!held) return;
      if (held.holders > 1) held.holders -= 1;
      else inFlight.delete(sid);
    },

    /** The user of a session a request in flight loaded. */
    userOf(sid: string): AuthUser | null {
      return inFlight.get(sid)?.loaded.user ?? null;
    },

    get(sid: string, cb: Callback<StoredSession | undefined>) {
      const held = inFlight.get(sid);
      run(held ? Promise.resolve(held.loaded.session) : read(sid).then((l) => l.session), cb);
    },

    set(sid: string, session: StoredSession, cb?: Callback) {
      if (isTouchOnly(sid, session)) {
        cb?.(null);
        return;
      }
      run(write(sid, session), cb);
    },

    destroy(sid: string, cb?: Callback) {
      run(sequelize.query('DELETE FROM gateway.sessions WHERE sid = :sid', { replacements: { sid } }).then(() => undefined), cb);
    },

    /** Expired rows are only ever filtered on read; this keeps the table small. */
    async prune(): Promise<void> {
      await sequelize.query('DELETE FROM gateway.sessions WHERE expires_at <= now()');
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
