import type { LiveClassStarted } from '@blockbeat/contracts';
import { isWorthRetrying, serviceMessageOf } from '@blockbeat/shell-sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlayerEnvironment } from '../../../shared/player/audio/environment';
import type { EngineActionMove } from '../../../shared/player/model/engineActionOf';
import { endLiveClass, getServerTime, postLiveAction, setFollowerAudio, startLiveClass } from '../api/liveApi';
import { CLOCK_REFRESH_MS, measureClockOffset } from '../model/clockOffset';
import { useLiveEvents } from './useLiveEvents';

/** A failed send is tried again after 1 s, then 2, 4, up to this long between tries. */
export const ACTION_RETRY_MS = 1000;
const ACTION_RETRY_MAX_MS = 5000;

export interface LiveClassHost {
  started: LiveClassStarted | null;
  starting: boolean;
  error: string | null;
  /** The last send failed (even after its retry) and no send has worked since. */
  linkLost: boolean;
  followers: number | null;
  allowFollowerAudio: boolean;
  start: () => void;
  /** For the player: each engine action, with the player's clock reading when it happened. */
  send: (move: EngineActionMove, localNow: number) => void;
  setAllowFollowerAudio: (allow: boolean) => void;
  end: () => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The instructor's side of a live class on one workout: starting it, sending each timer action
 * stamped with the estimate of the server's clock, the followers count, the audio setting, ending
 * it. Sends go one after another (the server numbers actions in arrival order) and never hold the
 * player up: a failure is retried once and shown, the timer carries on.
 */
export function useLiveClassHost(workoutId: string): LiveClassHost {
  const [started, setStarted] = useState<LiveClassStarted | null>(null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [linkLost, setLinkLost] = useState(false);
  const [allowFollowerAudio, setAllow] = useState(false);
  const env = usePlayerEnvironment();
  // serverClock − the player's clock. Measured before the class is shown as started, so the first
  // action already carries a server-clock instant; refreshed every minute while the class runs.
  // With no answer at all, the device's own wall clock is the best guess left.
  const offset = useRef<number | null>(null);
  const measureOffset = useCallback(async () => {
    offset.current = (await measureClockOffset(getServerTime, () => env.now())) ?? offset.current ?? Date.now() - env.now();
  }, [env]);
  const feed = useLiveEvents(started?.code ?? '', null, { asInstructor: true });
  const queue = useRef<Promise<void>>(Promise.resolve());
  const code = started?.code ?? null;
  // The class the queue may still send to: an ended or replaced class stops its resends.
  const codeRef = useRef(code);
  codeRef.current = code;
  useEffect(() => {
    if (code === null) return;
    const id = setInterval(() => void measureOffset(), CLOCK_REFRESH_MS);
    return () => clearInterval(id);
  }, [code, measureOffset]);

  const start = useCallback(() => {
    setStarting(true);
    setError(null);
    Promise.all([startLiveClass({ workoutId, allowFollowerAudio: false }), measureOffset()])
      .then(([cls]) => {
        setStarted(cls);
        setAllow(cls.allowFollowerAudio);
      })
      .catch((err: unknown) => setError(serviceMessageOf(err, 'The live class could not be started.')))
      .finally(() => setStarting(false));
  }, [workoutId, measureOffset]);

  const send = useCallback(
    (move: EngineActionMove, localNow: number) => {
      if (code === null) return;
      const action = { ...move, atMs: Math.round(localNow + (offset.current ?? 0)) };
      // Actions go out one after another, each until the service takes it (it logs a late one at the
      // instant it happened, up to 10 minutes on), so followers come back to the instructor's
      // position after an outage. A refusal that will not change (the class ended) drops it.
      queue.current = queue.current.then(async () => {
        for (let delay = ACTION_RETRY_MS; code === codeRef.current; delay = Math.min(delay * 2, ACTION_RETRY_MAX_MS)) {
          try {
            await postLiveAction(code, action);
            setLinkLost(false);
            return;
          } catch (err) {
            if (!isWorthRetrying(err)) {
              setLinkLost(false);
              return;
            }
            setLinkLost(true);
            await wait(delay);
          }
        }
      });
    },
    [code],
  );

  const setAllowFollowerAudio = useCallback(
    (allow: boolean) => {
      if (code === null) return;
      setAllow(allow);
      setFollowerAudio(code, allow).catch(() => setAllow(!allow));
    },
    [code],
  );

  const end = useCallback(() => {
    if (code === null) return;
    endLiveClass(code)
      .then(() => setStarted(null))
      .catch((err: unknown) => setError(serviceMessageOf(err, 'The live class could not be ended.')));
  }, [code]);

  return { started, starting, error, linkLost, followers: feed.followers, allowFollowerAudio, start, send, setAllowFollowerAudio, end };
}
