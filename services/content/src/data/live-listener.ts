import pg from 'pg';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { LIVE_CHANNEL, type LiveNotice } from './live-repository';

export interface LiveListener {
  close(): Promise<void>;
}

export interface LiveListenerHandlers {
  onNotice(notice: LiveNotice): void;
  /**
   * The connection was (re)established: notices sent while it was down are lost, so whoever
   * listens re-reads what it follows from the tables.
   */
  onConnected(): void;
}

const RECONNECT_DELAY_MS = 1000;

/**
 * One LISTEN connection per process (not per follower), outside the query pool so it never
 * holds a pooled connection. Reconnects by itself after an error or a database restart.
 */
export function listenForLiveNotices(sequelize: Sequelize, { onNotice, onConnected }: LiveListenerHandlers, logger: Logger): LiveListener {
  const { host, port, database, username, password } = sequelize.config;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_DELAY_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ host, port: port ? Number(port) : undefined, database, user: username, password: password ?? undefined });
    next.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL || !message.payload) return;
      try {
        onNotice(JSON.parse(message.payload) as LiveNotice);
      } catch (err) {
        logger.warn({ err }, 'unreadable live notice');
      }
    });
    let gone = false;
    const lost = (err?: Error) => {
      if (closed || gone) return;
      gone = true;
      logger.warn({ err }, 'live listener connection lost');
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      onConnected();
    } catch (err) {
      lost(err as Error);
    }
  }

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
