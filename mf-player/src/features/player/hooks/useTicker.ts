import { useEffect, useRef } from 'react';

/** How often playback side effects look at the clock; the look-ahead windows cover a late tick. */
export const TICK_MS = 200;

/**
 * Runs `tick` now and every TICK_MS while `active`. An interval and not requestAnimationFrame:
 * a hidden tab gets no animation frames, but beeps, music and the completion log must go on.
 */
export function useTicker(active: boolean, tick: () => void): void {
  const latest = useRef(tick);
  useEffect(() => {
    latest.current = tick;
  });
  useEffect(() => {
    if (!active) return;
    latest.current();
    const id = setInterval(() => latest.current(), TICK_MS);
    return () => clearInterval(id);
  }, [active]);
}
