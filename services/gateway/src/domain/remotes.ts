import type { RemotesMap } from '@blockbeat/contracts';

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
