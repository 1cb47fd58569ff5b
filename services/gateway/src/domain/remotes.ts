import { REMOTE_LIST, REMOTES, type RemotesMap } from '@blockbeat/contracts';
import { SHARED_PLAYER_PAGE } from './shared-player-page';

/** `REMOTE_MF_DASHBOARD_URL` and the like move one remote elsewhere without rebuilding the shell. */
export function remotesMap(overrides: Record<string, string>): RemotesMap {
  return {
    remotes: REMOTE_LIST.map(({ dir, name }) => ({
      name,
      entry: overrides[name] ?? `/remotes/${dir}/mf-manifest.json`,
    })),
  };
}

/** A share token or an id as it may appear in a page's path (the services check them properly). */
const PATH_SEGMENT = '([A-Za-z0-9_-]{1,128})';

/**
 * Screens whose page the gateway prepares (api/app-page.ts): the public data the screen shows is
 * put into the page and the remote's files are preloaded; a visitor without a session gets the
 * remote's own page for the screen instead of the app (drawn from that data on the server).
 * Only the shared player: it is the page visitors open first, on a phone, without an account.
 */
export const PREPARED_SCREENS = [
  {
    path: new RegExp(`^/shared/${PATH_SEGMENT}/?$`),
    remote: REMOTES.player.name,
    expose: 'SharedPlayerPage',
    data: (match: RegExpExecArray) => `/api/shared/${match[1]}`,
    visitorPage: SHARED_PLAYER_PAGE,
  },
] as const;
