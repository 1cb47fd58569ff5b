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
 * The shared player's visitor page, as mf-player's build writes it into its dist/ and the gateway
 * reads it: the Node bundle that draws the page (never served), and `{ scripts, styles }`, the
 * page's own files, by name.
 */
export const SHARED_PLAYER_PAGE_FILES = { renderer: 'server/shared-page.cjs', assets: 'shared-page.json' } as const;
