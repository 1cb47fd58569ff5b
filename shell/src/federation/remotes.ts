import type { RemotesMap } from '@blockbeat/contracts';
import { takePageData, throwIfResNotOk } from '@blockbeat/shell-sdk';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { reportLoadFailure } from './events';
import { forgetContract, incompatibility } from './shellSdkContract';

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
  for (const id of screensLoading.keys()) if (remoteNameOf(id) === name) screensLoading.delete(id);
  const map = await ensureRemotesRegistered();
  const remote = map.remotes.find((r) => r.name === name);
  if (!remote) return;
  forgetContract(remote.entry);
  registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
}

/**
 * A remote outside its shell-sdk range is not run: it is reported like a failed load (the same
 * event, reason 'incompatible-shell-sdk'), so the shell shows the remote's fallback.
 */
async function fetchScreen(id: string): Promise<ScreenModule> {
  const map = await ensureRemotesRegistered();
  const remote = map.remotes.find((r) => r.name === remoteNameOf(id));
  const incompatible = remote ? await incompatibility(remote.name, remote.entry) : null;
  if (incompatible) return reportLoadFailure({ id, error: incompatible, reason: 'incompatible-shell-sdk' }) as ScreenModule;
  const mod = await loadRemote<ScreenModule>(id);
  if (!mod || typeof mod.default !== 'function') throw new Error(`${id} did not provide a screen component`);
  return mod;
}

/** Screens asked for, by id: one load each, shared by a fetch ahead and the screen's render. */
const screensLoading = new Map<string, Promise<ScreenModule>>();

/** A remote screen's module, loaded once (a failure is not remembered: the next call asks again). */
export function loadScreen(id: string): Promise<ScreenModule> {
  let loading = screensLoading.get(id);
  if (!loading) {
    loading = fetchScreen(id);
    screensLoading.set(id, loading);
    loading.catch(() => screensLoading.delete(id));
  }
  return loading;
}

/** Starts loading a screen the page will very probably show; its failure is left to the screen. */
export function fetchScreenAhead(id: string): void {
  loadScreen(id).catch(() => undefined);
}
