import { LIVE_LIMITS, type IdentityClaims, type LiveAction, type LiveActionInput, type LiveClassInput, type LiveClassStarted, type LiveClassView } from '@blockbeat/contracts';
import { ConflictError, NotFoundError, ValidationError } from '@blockbeat/service-kit';
import type { LiveClassRecord, LiveRepository } from '../data/live-repository';
import { claimFreshCode } from './live-codes';
import type { LiveHub, LiveStream } from './live-hub';
import type { SharingUseCases } from '../../sharing';

/** The instructor's view: the class and how many follow it now, on every replica. */
export interface LiveClassOwnerView extends LiveClassView {
  followers: number;
}

/** An ended class stays readable this long (its last screen, its feedback form), then its code is unknown. */
export const ENDED_CLASS_VISIBLE_MS = 24 * 60 * 60 * 1000;

export const liveClassNotFound = () => new NotFoundError('No live class with this code. Check the code with your instructor.');

export interface LiveClassDeps {
  live: LiveRepository;
  sharing: SharingUseCases;
  hub: LiveHub;
  /** The public origin, without a trailing slash. */
  baseUrl: string;
  idleEndMs: number;
  /** How long a followers row stays fresh. */
  followersFreshMs: number;
  now?: () => number;
}

export function liveClassUseCases({ live, sharing, hub, baseUrl, idleEndMs, followersFreshMs, now = Date.now }: LiveClassDeps) {
  async function view(record: LiveClassRecord): Promise<LiveClassView> {
    return toView(record, await live.listActions(record.id));
  }

  /** The class by its code, ended first if it has been idle too long (checked on read as well as by the sweep). */
  async function current(code: string): Promise<LiveClassRecord | null> {
    const found = await live.findByCode(code);
    if (!found || found.endedAt || found.lastActivityAt.getTime() + idleEndMs > now()) return found;
    await live.endIdle(idleEndMs, found.id);
    return live.findById(found.id);
  }

  async function visible(code: string): Promise<LiveClassRecord> {
    const found = await current(code);
    if (!found || (found.endedAt && found.endedAt.getTime() + ENDED_CLASS_VISIBLE_MS < now())) throw liveClassNotFound();
    return found;
  }

  /** Another user's class answers as an unknown one. */
  async function owned(identity: IdentityClaims, code: string): Promise<LiveClassRecord> {
    const found = await current(code);
    if (!found || found.userId !== identity.sub) throw liveClassNotFound();
    return found;
  }

  async function ownerView(record: LiveClassRecord): Promise<LiveClassOwnerView> {
    const state = await live.state(record.id, followersFreshMs);
    return { ...(await view(record)), followers: state?.followers ?? 0 };
  }

  return {
    /** Shares the workout if it was not (followers read its demos through the share), then snapshots it. */
    async start(identity: IdentityClaims, { workoutId, allowFollowerAudio = false }: LiveClassInput): Promise<LiveClassStarted> {
      const { shareToken } = await sharing.share(identity, workoutId);
      const workout = await sharing.get(shareToken);
      const record = await claimFreshCode((code) => live.insert({ code, userId: identity.sub, workoutId, workout, allowFollowerAudio }));
      return { ...toView(record, []), classUrl: `${baseUrl}/live/${record.code}` };
    },

    async ownerView(identity: IdentityClaims, code: string): Promise<LiveClassOwnerView> {
      return ownerView(await owned(identity, code));
    },

    async act(identity: IdentityClaims, code: string, input: LiveActionInput): Promise<LiveAction> {
      const record = await owned(identity, code);
      const lateMs = now() - input.atMs;
      if (lateMs < -LIVE_LIMITS.actionSkewMaxMs || lateMs > LIVE_LIMITS.actionLateMaxMs) {
        throw new ValidationError({
          atMs: `"atMs" must be at most ${LIVE_LIMITS.actionSkewMaxMs / 1000} s ahead of the server's clock (GET /api/live/time) and at most ${LIVE_LIMITS.actionLateMaxMs / 60_000} min behind it`,
        });
      }
      const appended = await live.appendAction(record.id, input, LIVE_LIMITS.actionsMax);
      if (appended === 'ended') throw classEnded();
      if (appended === 'full') throw new ConflictError(`This class has reached ${LIVE_LIMITS.actionsMax} actions. Start a new class to go on.`);
      return appended;
    },

    async changeSettings(identity: IdentityClaims, code: string, allowFollowerAudio: boolean): Promise<LiveClassOwnerView> {
      const record = await owned(identity, code);
      if (!(await live.updateSettings(record.id, allowFollowerAudio))) throw classEnded();
      return ownerView({ ...record, allowFollowerAudio });
    },

    async end(identity: IdentityClaims, code: string): Promise<LiveClassOwnerView> {
      const record = await owned(identity, code);
      await live.end(record.id);
      return ownerView((await live.findById(record.id)) ?? record);
    },

    async publicView(code: string): Promise<LiveClassView> {
      return view(await visible(code));
    },

    /** For feedback: the class a follower is (or was, within the day) in. */
    visible,

    /**
     * Opens a follower's stream: the snapshot, or with `lastSeq` (Last-Event-ID) only the actions
     * after it, then whatever happens next until the class ends. Answers the stream's leave function.
     * An uncounted stream (the instructor's panel) is not among the followers it is told of.
     */
    async follow(code: string, stream: LiveStream, lastSeq: number | null, { counted = true } = {}): Promise<() => void> {
      const record = await visible(code);
      return hub.follow(record.id, stream, counted, async () => {
        const state = await live.state(record.id, followersFreshMs);
        if (!state) throw liveClassNotFound();
        const actions = await live.listActions(record.id, lastSeq ?? 0);
        const seq = actions.at(-1)?.seq ?? lastSeq ?? 0;
        if (lastSeq === null) {
          stream.send('snapshot', toView({ ...record, ...state }, actions), seq);
        } else {
          for (const action of actions) stream.send('action', action, action.seq);
          stream.send('settings', { allowFollowerAudio: state.allowFollowerAudio }, seq);
        }
        stream.send('followers', { count: state.followers }, seq);
        if (state.endedAt) {
          stream.send('ended', { endedAt: state.endedAt.toISOString() }, seq);
          stream.end();
        }
        return { ...state, seq };
      });
    },
  };
}

const classEnded = () => new ConflictError('This class has ended.');

function toView(record: Pick<LiveClassRecord, 'code' | 'workout' | 'allowFollowerAudio' | 'startedAt' | 'endedAt'>, actions: LiveAction[]): LiveClassView {
  return {
    code: record.code,
    workout: record.workout,
    actions,
    allowFollowerAudio: record.allowFollowerAudio,
    startedAt: record.startedAt.toISOString(),
    endedAt: record.endedAt?.toISOString() ?? null,
  };
}

export type LiveClassUseCases = ReturnType<typeof liveClassUseCases>;
