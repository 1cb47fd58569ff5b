import type { RemotesMap } from '@blockbeat/contracts';
import { takePageData, throwIfResNotOk } from '@blockbeat/shell-sdk';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export type ScreenModule = { default: ComponentType };

const REMOTES_URL = '/api/remotes';

let registered: Promise<RemotesMap> | null = null;

/** The gateway puts the map into the page (page data); a page without it asks. */
async function fetchRemotesMap(): Promise<RemotesMap> {
  const inPage = takePageData<RemotesMap>(REMOTES_URL);
  if (inPage) return inPage;
  const res = await fetch(REMOTES_URL, { credentials: 'include' });
  await throwIfResNotOk(res);
  return (await res.json()) as RemotesMap;
}

/**
 * Fetches the gateway's remotes map once and registers it, so a remote can be redeployed (or
 * moved) without rebuilding the shell. A failure is not remembered: the next call asks again.
 */
export function ensureRemotesRegistered(): Promise<RemotesMap> {
  registered ??= fetchRemotesMap().then(
    (map) => {
      // The runtime rewrites `entry` in place; hand it copies so the map stays as served.
      registerRemotes(map.remotes.map((r) => ({ name: r.name, entry: r.entry })));
      return map;
    },
    (error: unknown) => {
      registered = null;
      throw error;
    },
  );
  return registered;
}

export function remoteNameOf(screenId: string): string {
  return screenId.split('/')[0] ?? screenId;
}

/**
 * Forgets everything the runtime cached for this remote (manifest, entry, container) by
 * registering it again with `force`, so the next load goes back to the network.
 */
export async function resetRemote(name: string): Promise<void> {
  const map = await ensureRemotesRegistered();
  const remote = map.remotes.find((r) => r.name === name);
  if (remote) registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
}

export async function loadScreen(id: string): Promise<ScreenModule> {
  await ensureRemotesRegistered();
  const mod = await loadRemote<ScreenModule>(id);
  if (!mod || typeof mod.default !== 'function') throw new Error(`${id} did not provide a screen component`);
  return mod;
}
