/** The React and QueryClient an app actually runs with, recorded so a test can compare identities. */
export interface SharedInstances {
  react: unknown;
  queryClient: unknown;
}

export interface SharedInstancesRegistry {
  shell?: SharedInstances;
  remotes: Record<string, SharedInstances>;
}

declare global {
  interface Window {
    __BLOCKBEAT_SHARED__?: SharedInstancesRegistry;
  }
}

function registry(): SharedInstancesRegistry {
  window.__BLOCKBEAT_SHARED__ ??= { remotes: {} };
  return window.__BLOCKBEAT_SHARED__;
}

export function registerShellInstances(react: unknown, queryClient: unknown): void {
  registry().shell = { react, queryClient };
}

/**
 * Called by every remote page on mount with its own `import React from 'react'` and
 * useQueryClient(): if sharing works these are the shell's objects (one React, one cache).
 */
export function registerSharedInstances(remoteName: string, react: unknown, queryClient: unknown): void {
  registry().remotes[remoteName] = { react, queryClient };
}
