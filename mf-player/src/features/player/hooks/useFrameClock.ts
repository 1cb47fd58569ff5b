import { useEffect, useState } from 'react';

/**
 * The render loop: while `active`, asks `sample` on every animation frame and re-renders only
 * when its answer changes (the seconds shown, the phase, a step of the ring), so a 60 Hz loop
 * costs a few renders a second. It only reads the clock; the state is the engine's. Coming back
 * to a hidden tab re-renders at once: time is derived from the clock, so the phase is right.
 */
export function useFrameClock(active: boolean, sample: () => string): void {
  const [, setFrame] = useState('');
  useEffect(() => {
    const refresh = () => setFrame(sample());
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisibility);
    if (!active) return () => document.removeEventListener('visibilitychange', onVisibility);
    let id = requestAnimationFrame(function frame() {
      refresh();
      id = requestAnimationFrame(frame);
    });
    return () => {
      cancelAnimationFrame(id);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [active, sample]);
}
