import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { LAZY_LOAD_FAILED_EVENT, type FallbackModule, type LazyLoadFailedDetail } from './events';

// No static imports of shared packages here: this module runs inside the federation runtime,
// before sharing is initialised, and importing React & co. at that point crashes start-up.

/** Renders nothing; used when a listener handled the failure without supplying a fallback. */
const EMPTY_FALLBACK: FallbackModule = { default: () => null };

/**
 * A failed remote load raises the cancelable `blockbeat:lazy-load-failed` event. If a listener
 * handled it (preventDefault), its fallback module replaces the screen; unhandled, the original
 * error is thrown (docs/product.md#errors).
 */
export default function lazyLoadFailedPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'blockbeat-lazy-load-failed',
    async errorLoadRemote(args) {
      // Earlier stages (manifest fetch, shared loading) expect other kinds of answers; their
      // failures surface again at 'onLoad', the last stage of loadRemote, which is handled here.
      if (args.lifecycle !== 'onLoad') return undefined;
      const detail: LazyLoadFailedDetail = { id: args.id, error: args.error };
      const event = new CustomEvent<LazyLoadFailedDetail>(LAZY_LOAD_FAILED_EVENT, { detail, cancelable: true });
      const handled = !window.dispatchEvent(event);
      if (!handled) throw args.error;
      return detail.fallback ?? EMPTY_FALLBACK;
    },
  };
}
