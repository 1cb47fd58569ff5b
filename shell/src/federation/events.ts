/** Dispatched on window when a remote screen fails to load (docs/architecture.md, Federation). */
export const LAZY_LOAD_FAILED_EVENT = 'blockbeat:lazy-load-failed';

/** A module standing in for the one that failed; a listener may put one on `detail.fallback`. */
export interface FallbackModule {
  default: (...args: never[]) => unknown;
}

/**
 * Why a remote screen is not shown: absent, its code could not be loaded; 'incompatible-shell-sdk',
 * the remote needs a shell-sdk range this shell's version is outside of (docs/delivery.md).
 */
export type LoadFailureReason = 'incompatible-shell-sdk';

export interface LazyLoadFailedDetail {
  id: string;
  error: unknown;
  reason?: LoadFailureReason;
  fallback?: FallbackModule;
}

/** Renders nothing; used when a listener handled the failure without supplying a fallback. */
const EMPTY_FALLBACK: FallbackModule = { default: () => null };

/**
 * Raises the cancelable `blockbeat:lazy-load-failed` event. If a listener handled it
 * (preventDefault), its fallback module replaces the screen; unhandled, the error is thrown.
 */
export function reportLoadFailure(detail: LazyLoadFailedDetail): FallbackModule {
  const event = new CustomEvent<LazyLoadFailedDetail>(LAZY_LOAD_FAILED_EVENT, { detail, cancelable: true });
  const handled = !window.dispatchEvent(event);
  if (!handled) throw detail.error;
  return detail.fallback ?? EMPTY_FALLBACK;
}
