import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportLoadFailure } from './events';

// No static imports of shared packages here: this module runs inside the federation runtime,
// before sharing is initialised, and importing React & co. at that point crashes start-up.

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
      return reportLoadFailure({ id: args.id, error: args.error });
    },
  };
}
