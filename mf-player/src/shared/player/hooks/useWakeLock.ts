import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (playing). The browser drops the lock whenever the page is
 * hidden, so it is asked for again when the page is visible again; released on pause and stop.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let done = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (done) void lock.release();
        else sentinel = lock;
      } catch {
        // Refused (battery saver, no permission): the workout plays on without it.
      }
    };
    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      done = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release();
    };
  }, [active]);
}
