import { listenForNotices, type NoticeListener } from '@blockbeat/service-kit';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { LIVE_CHANNEL, type LiveNotice } from './live-repository';

export type LiveListener = NoticeListener;

export interface LiveListenerHandlers {
  onNotice(notice: LiveNotice): void;
  /**
   * The connection was (re)established: notices sent while it was down are lost, so whoever
   * listens re-reads what it follows from the tables.
   */
  onConnected(): void;
}

/** The live classes' notices (live-repository.ts sends them), read as LiveNotice. */
export function listenForLiveNotices(sequelize: Sequelize, { onNotice, onConnected }: LiveListenerHandlers, logger: Logger): LiveListener {
  return listenForNotices(sequelize, LIVE_CHANNEL, { onNotice: (payload) => onNotice(JSON.parse(payload) as LiveNotice), onConnected }, logger);
}
