import { REMOTE_LIST, REMOTES, SIGNED_IN_PAGE_DATA, type RemotesMap } from '@blockbeat/contracts';
import { chosenVersion, hasCanary, releaseBases, versionEntry, type ReleaseMap } from './remote-releases';
import { SHARED_PLAYER_PAGE } from './shared-player-page';

/**
 * The remotes map one caller gets. A remote in the release map gets the version chosen for this
 * caller (`userId` null: signed out, the stable one); any other remote is moved elsewhere by
 * `REMOTE_MF_DASHBOARD_URL` and the like, else served from its dist/ here.
 */
export function remotesMap(overrides: Record<string, string>, releases: ReleaseMap | null = null, userId: string | null = null): RemotesMap {
  return {
    remotes: REMOTE_LIST.map((remote) => {
      const release = releases?.remotes[remote.name];
      const { dir, name } = remote;
      if (release && releases) return { name, entry: versionEntry(releases, remote, chosenVersion(release, name, userId)) };
      return { name, entry: overrides[name] ?? `/remotes/${dir}/mf-manifest.json` };
    }),
  };
}

/** What the page and /api/remotes ask for the remotes map; the release map is re-read as it changes. */
export interface RemotesSource {
  /** The map for a signed-in user (their canaries) or, with null, for a visitor. */
  forUser(userId: string | null): RemotesMap;
  /** Whether a signed-in user's map may differ from a visitor's (a canary is on). */
  variesByUser(): boolean;
  /** Every remote URL configured (overrides, the map's bases): the page's CSP admits their origins. */
  urls(): string[];
}

export function remotesSource(overrides: Record<string, string>, readReleases: () => ReleaseMap | null = () => null): RemotesSource {
  return {
    forUser: (userId) => remotesMap(overrides, readReleases(), userId),
    variesByUser: () => hasCanary(readReleases()),
    urls: () => [...Object.values(overrides), ...releaseBases(readReleases())],
  };
}

/** A share token or an id as it may appear in a page's path (the services check them properly). */
const PATH_SEGMENT = '([A-Za-z0-9_-]{1,128})';

/**
 * Screens whose page the gateway prepares (web/app-page.ts): the public data the screen shows is
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

/**
 * Screens a signed-in page load is prepared for (web/app-page.ts): besides the sign-in answer and
 * the subscription status every signed-in page carries, the user's own data the screen draws first
 * is read as that user and put into the page, and the remote's files are preloaded, so the
 * screen's code and data arrive together with the shell's (issue 25: the dashboard's grid waited
 * for a chain of page chunk → workouts). The shell shows the dashboard at `/` too.
 */
export const SIGNED_IN_PREPARED_SCREENS = [
  {
    path: /^\/(dashboard\/?)?$/,
    remote: REMOTES.dashboard.name,
    expose: 'DashboardPage',
    data: [SIGNED_IN_PAGE_DATA.workouts],
  },
] as const;
