import pg from 'pg';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';

export interface NoticeListener {
  close(): Promise<void>;
}

export interface NoticeHandlers {
  onNotice(payload: string): void;
  /**
   * The connection was (re)established: notices sent while it was down are lost, so whoever
   * listens re-reads (or forgets) what it follows.
   */
  onConnected(): void;
}

const RECONNECT_DELAY_MS = 1000;

/**
 * LISTEN on one PostgreSQL channel: one connection per process (not per follower), outside the
 * query pool so it never holds a pooled connection. Reconnects by itself after an error or a
 * database restart. PostgreSQL's NOTIFY is the pub/sub every replica shares (docs/architecture.md, "Replicas").
 */
export function listenForNotices(sequelize: Sequelize, channel: string, { onNotice, onConnected }: NoticeHandlers, logger: Logger): NoticeListener {
  // Our own constants, written into the statement as they are (an operator finds `LISTEN <channel>` in pg_stat_activity).
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
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
      if (message.channel !== channel || !message.payload) return;
      try {
        onNotice(message.payload);
      } catch (err) {
        logger.warn({ err, channel }, 'unreadable notice');
      }
    });
    let gone = false;
    const lost = (err?: Error) => {
      if (closed || gone) return;
      gone = true;
      logger.warn({ err, channel }, 'notice listener connection lost');
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
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
