import { randomUUID } from 'node:crypto';
import type { LiveAction, LiveEvents } from '@blockbeat/contracts';
import type { Logger } from 'pino';
import type { LiveClassState, LiveNotice, LiveRepository } from '../data/live-repository';

export interface LiveTimings {
  /** A comment this often on every stream, well inside the gateway's and proxies' silence limits. */
  heartbeatMs: number;
  /** How often this process re-stamps its followers rows; rows older than 3 beats no longer count. */
  presenceBeatMs: number;
  /** How often idle classes are looked for and ended. */
  sweepMs: number;
  /** A class ends this long after its last action. */
  idleEndMs: number;
}

type EventName = keyof LiveEvents;

/** One open stream: what it was last told, so each refresh sends it exactly what it lacks. */
export interface LiveStream {
  send<E extends EventName>(event: E, data: LiveEvents[E], id: number): void;
  comment(text: string): void;
  end(): void;
}

interface Follower {
  stream: LiveStream;
  /** False for the instructor's own panel: it hears everything but is not a follower. */
  counted: boolean;
  /** undefined until its snapshot (or its resume) has been sent. */
  told?: { seq: number; allowFollowerAudio: boolean; followers: number };
}

interface Room {
  followers: Set<Follower>;
  refreshing: Promise<void> | null;
  again: boolean;
  /** A refresh pending must re-read the state too, not only new actions. */
  full: boolean;
  reportTimer?: NodeJS.Timeout;
}

/** How long a change in this process's count waits for the next one, so a crowd joining is one write. */
const REPORT_DEBOUNCE_MS = 100;

/**
 * This process's followers, grouped by class. A notice (from any replica, through the one LISTEN
 * connection) makes the class's room re-read its state and new actions from the tables once for
 * all its followers; a missed notice is made good by the next one or by the reconnect refresh.
 */
export function createLiveHub(live: LiveRepository, timings: LiveTimings, logger: Logger) {
  const processId = randomUUID();
  const rooms = new Map<string, Room>();
  const freshMs = timings.presenceBeatMs * 3;
  let closed = false;

  /**
   * An action notice needs only the new actions (one query: the follower's latency); anything
   * else re-reads the class's state and its followers everywhere as well.
   */
  async function refresh(classId: string, room: Room, full: boolean): Promise<void> {
    const ready = [...room.followers].filter((f) => f.told);
    if (ready.length === 0) return;
    const fromSeq = Math.min(...ready.map((f) => f.told!.seq));
    const state = full ? await live.state(classId, freshMs) : null;
    if (full && !state) return;
    const actions = !state || state.lastSeq > fromSeq ? await live.listActions(classId, fromSeq) : [];
    for (const follower of ready) {
      tellActions(follower, actions);
      if (state) tellState(follower, state);
    }
    if (state?.endedAt) closeRoom(classId, room);
  }

  function tellActions(follower: Follower, actions: LiveAction[]): void {
    const told = follower.told!;
    for (const action of actions) {
      if (action.seq <= told.seq) continue;
      told.seq = action.seq;
      follower.stream.send('action', action, told.seq);
    }
  }

  function tellState(follower: Follower, state: LiveClassState): void {
    const told = follower.told!;
    if (state.allowFollowerAudio !== told.allowFollowerAudio) {
      told.allowFollowerAudio = state.allowFollowerAudio;
      follower.stream.send('settings', { allowFollowerAudio: state.allowFollowerAudio }, told.seq);
    }
    if (state.followers !== told.followers) {
      told.followers = state.followers;
      follower.stream.send('followers', { count: state.followers }, told.seq);
    }
    if (state.endedAt) {
      follower.stream.send('ended', { endedAt: state.endedAt.toISOString() }, told.seq);
      follower.stream.end();
    }
  }

  /** One refresh at a time per room; notices arriving meanwhile fold into one more. */
  function schedule(classId: string, full = true): void {
    const room = rooms.get(classId);
    if (!room) return;
    room.full ||= full;
    if (room.refreshing) {
      room.again = true;
      return;
    }
    const fullNow = room.full;
    room.full = false;
    room.refreshing = refresh(classId, room, fullNow)
      .catch((err: unknown) => logger.warn({ err, classId }, 'live refresh failed'))
      .finally(() => {
        room.refreshing = null;
        if (room.again) {
          room.again = false;
          schedule(classId, false);
        }
      });
  }

  /** A track's grid changed: each follower reads it again (nothing to read from the tables here). */
  function tellBeat(classId: string, uploadId: string | undefined): void {
    const room = rooms.get(classId);
    if (!room || !uploadId) return;
    for (const follower of room.followers) if (follower.told) follower.stream.send('beat', { uploadId }, follower.told.seq);
  }

  function closeRoom(classId: string, room: Room): void {
    for (const follower of room.followers) follower.stream.end();
    room.followers.clear();
    reportCount(classId, room);
  }

  function reportCount(classId: string, room: Room): void {
    clearTimeout(room.reportTimer);
    if (closed) return;
    room.reportTimer = setTimeout(() => {
      const count = [...room.followers].filter((f) => f.counted).length;
      if (room.followers.size === 0 && rooms.get(classId) === room) rooms.delete(classId);
      live.reportFollowers(processId, classId, count).catch((err: unknown) => logger.warn({ err, classId }, 'followers report failed'));
    }, REPORT_DEBOUNCE_MS);
  }

  const heartbeat = setInterval(() => {
    for (const room of rooms.values()) for (const follower of room.followers) follower.stream.comment('heartbeat');
  }, timings.heartbeatMs);
  const presenceBeat = setInterval(() => {
    live.beatPresence(processId, freshMs * 10).catch((err: unknown) => logger.warn({ err }, 'presence heartbeat failed'));
    // Followers on a replica that died drop out of the count only as its rows age: recount.
    for (const classId of rooms.keys()) schedule(classId);
  }, timings.presenceBeatMs);
  const sweep = setInterval(() => {
    live.endIdle(timings.idleEndMs).catch((err: unknown) => logger.warn({ err }, 'idle class sweep failed'));
  }, timings.sweepMs);

  return {
    onNotice(notice: LiveNotice): void {
      if (notice.k === 'beat') tellBeat(notice.c, notice.u);
      else schedule(notice.c, notice.k !== 'action');
    },

    /** The LISTEN connection is back: whatever it missed is read from the tables now. */
    onConnected(): void {
      for (const classId of rooms.keys()) schedule(classId);
    },

    /**
     * Adds a stream to its class's room before its first message is sent, so nothing committed
     * meanwhile is missed: `start` sends the snapshot (or what a resume missed) and answers what
     * the stream now knows; a refresh then sends anything newer.
     */
    async follow(classId: string, stream: LiveStream, counted: boolean, start: () => Promise<LiveClassState & { seq: number }>): Promise<() => void> {
      let room = rooms.get(classId);
      if (!room) {
        room = { followers: new Set(), refreshing: null, again: false, full: false };
        rooms.set(classId, room);
      }
      const follower: Follower = { stream, counted };
      room.followers.add(follower);
      const joined = room;
      const leave = () => {
        if (joined.followers.delete(follower)) reportCount(classId, joined);
      };
      reportCount(classId, joined);
      try {
        const known = await start();
        follower.told = { seq: known.seq, allowFollowerAudio: known.allowFollowerAudio, followers: known.followers };
      } catch (err) {
        leave();
        throw err;
      }
      schedule(classId);
      return leave;
    },

    async close(): Promise<void> {
      closed = true;
      clearInterval(heartbeat);
      clearInterval(presenceBeat);
      clearInterval(sweep);
      const refreshing = [...rooms.values()].map((room) => room.refreshing);
      for (const room of rooms.values()) {
        for (const follower of room.followers) follower.stream.end();
        clearTimeout(room.reportTimer);
      }
      rooms.clear();
      await Promise.all(refreshing);
      await live.forgetProcess(processId);
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
