import type { RemotesMap, SharedWorkout } from '@blockbeat/contracts';
import { sharedPlayerFrame } from './shared-player-frame';

/** Remote folder → federation name; the shell registers them at runtime from this map. */
export const REMOTES = [
  { dir: 'mf-dashboard', name: 'mf_dashboard' },
  { dir: 'mf-builder', name: 'mf_builder' },
  { dir: 'mf-player', name: 'mf_player' },
  { dir: 'mf-account', name: 'mf_account' },
  { dir: 'mf-admin', name: 'mf_admin' },
] as const;

/** `REMOTE_MF_DASHBOARD_URL` and the like move one remote elsewhere without rebuilding the shell. */
export function remotesMap(overrides: Record<string, string>): RemotesMap {
  return {
    remotes: REMOTES.map(({ dir, name }) => ({
      name,
      entry: overrides[name] ?? `/remotes/${dir}/mf-manifest.json`,
    })),
  };
}

/** A share token or an id as it may appear in a page's path (the services check them properly). */
const PATH_SEGMENT = '([A-Za-z0-9_-]{1,128})';

/**
 * Screens whose page the gateway prepares (api/app-page.ts): the remote's files are preloaded
 * and the public data the screen shows is put into the page, and for a visitor without a session
 * a frame drawn from it (a picture of the screen, shown until the app takes over). Only the
 * shared player: it is the page visitors open first, on a phone, without an account.
 */
export const PREPARED_SCREENS = [
  {
    path: new RegExp(`^/shared/${PATH_SEGMENT}/?$`),
    remote: 'mf_player',
    expose: 'SharedPlayerPage',
    data: (match: RegExpExecArray) => `/api/shared/${match[1]}`,
    frame: (data: unknown) => sharedPlayerFrame(data as SharedWorkout),
  },
] as const;
