/** Dispatched on window when a remote screen fails to load (docs/architecture.md, Federation). */
export const LAZY_LOAD_FAILED_EVENT = 'blockbeat:lazy-load-failed';

/** A module standing in for the one that failed; a listener may put one on `detail.fallback`. */
export interface FallbackModule {
  default: (...args: never[]) => unknown;
}

export interface LazyLoadFailedDetail {
  id: string;
  error: unknown;
  fallback?: FallbackModule;
}
