import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchManifest } from './manifests';

// No static imports of shared packages here: this module runs inside the federation runtime,
// before sharing is initialised, and importing React & co. at that point crashes start-up.

/** The runtime reads a remote's manifest through the shell's one request for it (manifests.ts). */
export default function manifestOncePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'blockbeat-manifest-once',
    fetch(url) {
      return url.endsWith('/mf-manifest.json') ? fetchManifest(url) : undefined;
    },
  };
}
