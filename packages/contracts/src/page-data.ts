/**
 * Page data: answers to GET requests that the gateway puts into the HTML of a page, so that the
 * page does not have to ask for them after its code has loaded (one round trip less on a phone).
 * Each is a `<script type="application/json">` carrying this attribute, whose value is the URL the
 * answer stands for (e.g. `/api/shared/{token}`). docs/frontend.md, "Page data".
 */
export const PAGE_DATA_ATTRIBUTE = 'data-blockbeat-page-data';

/**
 * Page frame: a picture of a screen that the gateway draws into the HTML from the page data (the
 * shared player's idle screen), so a phone shows the workout before the app's code has run. It
 * sits before `#root`, which stays hidden while it is there; the shell removes it when the screen
 * it stands for has drawn itself (or failed to load). docs/frontend.md, "Page frame".
 */
export const PAGE_FRAME_ATTRIBUTE = 'data-blockbeat-frame';

/**
 * On a page with a frame, the gateway turns the app's deferred scripts into preloads and lets
 * this script (shell/src/frame/afterPaint.ts) run them in order after the frame's first paint.
 */
export const AFTER_PAINT_SCRIPT = '/after-paint.js';
/** On the after-paint script: the app's script URLs, space-separated, in the order they run. */
export const AFTER_PAINT_SCRIPTS_ATTRIBUTE = 'data-scripts';
