/**
 * Page data: answers to GET requests that the gateway puts into the HTML of a page, so that the
 * page does not have to ask for them after its code has loaded (one round trip less on a phone).
 * Each is a `<script type="application/json">` carrying this attribute, whose value is the URL the
 * answer stands for (e.g. `/api/shared/{token}`). docs/frontend.md, "Page data".
 */
export const PAGE_DATA_ATTRIBUTE = 'data-blockbeat-page-data';

/**
 * Page frame: a screen that the gateway draws into the HTML on the server, so a phone shows it
 * before any code has run. The shared player's visitor page is the one (drawn by mf-player's
 * server bundle before the app's empty `#root`, then hydrated by its own script, which removes the
 * attribute once the screen works). docs/frontend.md, "The shared player page".
 */
export const PAGE_FRAME_ATTRIBUTE = 'data-blockbeat-frame';

/**
 * On the shared player's visitor page: the app's files (the mf-player remote's) that play the
 * workout offline, space-separated; the page asks the service worker to keep them.
 */
export const PAGE_OFFLINE_FILES_ATTRIBUTE = 'data-blockbeat-offline-files';

/**
 * On a page with a frame, the gateway turns the app's deferred scripts into preloads and lets
 * this script (shell/src/frame/afterPaint.ts) run them in order after the frame's first paint.
 */
export const AFTER_PAINT_SCRIPT = '/after-paint.js';
/** On the after-paint script: the app's script URLs, space-separated, in the order they run. */
export const AFTER_PAINT_SCRIPTS_ATTRIBUTE = 'data-scripts';

/**
 * A remote's folder for its Node bundles (its visitor pages' renderers), beside its dist/ and never
 * inside it: the gateway loads them, nothing serves them, nothing publishes them.
 */
export const REMOTE_SERVER_DIST = 'dist-server';

/**
 * The shared player's visitor page, as mf-player's build writes it and the gateway reads it: the
 * Node bundle that draws the page (in REMOTE_SERVER_DIST), and `{ scripts, styles }`, the page's
 * own files, by name (in dist/, served with them).
 */
export const SHARED_PLAYER_PAGE_FILES = { renderer: 'shared-page.cjs', assets: 'shared-page.json' } as const;

/**
 * In the shell's index.html (`<meta name="blockbeat-start" content="on-arrival">`): its script
 * waits for the parsed page itself, so the gateway may let it run on arrival (`async`). A shell
 * released before it (which needs `defer`) has no such tag and keeps its `defer`.
 */
export const SHELL_STARTS_ON_ARRIVAL = '<meta name="blockbeat-start" content="on-arrival">';

/**
 * The coaching client's page (/c/{token}, mf-player's src/entries/client-page.tsx): drawn in the
 * browser only ("today" is the client's own date), so no renderer; `{ scripts, styles }` in dist/.
 */
export const CLIENT_PAGE_FILES = { assets: 'client-page.json' } as const;

/**
 * The Cache Storage cache holding each client page's document (`/c/{token}`), so that the page
 * opens with no network: the service worker keeps it at each visit it sees and answers from it
 * offline; the page puts itself there on the first visit, before the worker controls it.
 */
export const CLIENT_PAGE_CACHE = 'bb-client-pages';

/**
 * What a signed-in page carries besides the remotes map (docs/frontend.md, "Signed-in page
 * data"): the gateway reads these as the session's user while it prepares the page; the sign-in
 * answer and the subscription status on every signed-in page, the workouts list on the
 * dashboard. The shell puts them into its query cache under `[url]` before its first render, so
 * the app does not ask for them again on that page load.
 */
export const SIGNED_IN_PAGE_DATA = {
  user: '/api/auth/user',
  subscription: '/api/subscription/status',
  workouts: '/api/workouts',
} as const;

/** On each signed-in answer: when the gateway read it (ms since 1970 by the gateway's clock). */
export const PAGE_DATA_READ_AT_ATTRIBUTE = 'data-blockbeat-read-at';

/**
 * A signed-in answer read longer ago than this (a page kept open or restored long after it was
 * made, or a device clock far ahead) is not used and the app asks as usual: the lists' own
 * freshness (react-query's staleTime, docs/product.md "Data").
 */
export const PAGE_DATA_MAX_AGE_MS = 2 * 60 * 1000;
