import { QueryTypes, type Sequelize } from 'sequelize';

type Callback<T = void> = (err: unknown, value?: T) => void;

interface StoredSession {
  header: { exp: number };
  cookie?: { expires?: number };
  [key: string]: unknown;
}

/**
 * Server-side store for express-openid-connect sessions: the cookie holds only an id, so
 * deleting the row (on logout) really ends the session.
 */
export function createSessionStore(sequelize: Sequelize) {
  const run = <T>(work: Promise<T>, cb?: Callback<T>) => {
    work.then((v) => cb?.(null, v), (err) => cb?.(err));
  };
  return {
    get(sid: string, cb: Callback<StoredSession | undefined>) {
      run(
        sequelize
          .query<{ data: StoredSession }>('SELECT data FROM gateway.sessions WHERE sid = :sid AND expires_at > now()', {
            replacements: { sid },
            type: QueryTypes.SELECT,
          })
          .then((rows) => rows[0]?.data),
        cb,
      );
    },
    set(sid: string, session: StoredSession, cb?: Callback) {
      const expiresAt = new Date(session.cookie?.expires ?? session.header.exp * 1000);
      run(
        sequelize
          .query(
            `INSERT INTO gateway.sessions (sid, data, expires_at) VALUES (:sid, :data, :expiresAt)
             ON CONFLICT (sid) DO UPDATE SET data = EXCLUDED.data, expires_at = EXCLUDED.expires_at`,
            { replacements: { sid, data: JSON.stringify(session), expiresAt } },
          )
          .then(() => undefined),
        cb,
      );
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
