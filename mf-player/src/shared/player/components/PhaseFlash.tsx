import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener?.('change', listener);
  return () => query?.removeEventListener?.('change', listener);
}

/** Whether the user asked for less motion; false on the server (it knows no device). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

/**
 * A full-screen flash of the new phase's colour at each phase change, for rooms where nobody
 * hears the cues. Keyed by the phase where it is drawn, so it is remounted and its CSS animation
 * plays once per change; it never takes a click. Not drawn when reduced motion is asked: the player's steady phase
 * border (player.css, .is-steady-signal) says it instead.
 */
export function PhaseFlash() {
  return <div className="phase-flash" data-testid="phase-flash" aria-hidden="true" />;
}
