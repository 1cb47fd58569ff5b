import { useCallback, useEffect, useState } from 'react';
import { usePlayerEnvironment } from '../../../shared/player/audio/environment';
import { getServerTime } from '../api/liveApi';
import { CLOCK_REFRESH_MS, measureClockOffset } from '../model/clockOffset';

export interface ServerClock {
  /** serverClock − the player's clock, in ms; null until the first estimate. */
  offsetMs: number | null;
  /** The estimate of the server's clock now (epoch ms); the player's own clock until measured. */
  serverNow: () => number;
}

/**
 * The server's clock as seen from here (NTP-style, GET /api/live/time), measured at once and every
 * minute after. Time is read from the player's environment clock, the one its timer runs on.
 */
export function useServerClock(enabled = true): ServerClock {
  const env = usePlayerEnvironment();
  const [offsetMs, setOffset] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const measure = async () => {
      const offset = await measureClockOffset(getServerTime, () => env.now());
      if (cancelled) return;
      // With no answer at all, the device's own wall clock is the best guess left.
      setOffset((previous) => offset ?? previous ?? Date.now() - env.now());
    };
    void measure();
    const id = setInterval(() => void measure(), CLOCK_REFRESH_MS);
    return () => {
      cancelled = true;
      clearInterval(id);
    };
  }, [env, enabled]);
  // A new function with each new offset: what derives from the clock recomputes with it.
  const serverNow = useCallback(() => env.now() + (offsetMs ?? 0), [env, offsetMs]);
  return { offsetMs, serverNow };
}
