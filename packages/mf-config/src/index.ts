// The rspack + Module Federation configuration every app is built with: shared singletons
// (shared/), what every build has in common (base), the shell (host), a remote (remote) and the
// shell's plain extra bundles (bundle).
export { HOST_EAGER, ROUTER_SUBSET, SHARED_SINGLETONS, sharedSingletons } from './shared/singletons';
export type { CommonOptions, ConfigFactory, RspackEnv } from './base';
export { createHostConfig } from './host';
export type { HostOptions } from './host';
export { createRemoteConfig } from './remote';
export type { RemoteDescription, RemoteOptions } from './remote';
export { createBundleConfig } from './bundle';
export type { BundleOptions } from './bundle';
