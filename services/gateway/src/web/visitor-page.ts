import fs from 'node:fs';
import path from 'node:path';
import {
  AFTER_PAINT_SCRIPT,
  AFTER_PAINT_SCRIPTS_ATTRIBUTE,
  escapeHtml,
  PAGE_FRAME_ATTRIBUTE,
  PAGE_OFFLINE_FILES_ATTRIBUTE,
  REMOTE_SERVER_DIST,
} from '@blockbeat/contracts';
import type { Logger } from 'pino';
import type { VisitorPage } from '../domain/shared-player-page';
import { fileReader } from './file-reader';

/** A visitor page drawn for one request: its markup and its own files, as URLs. */
export interface DrawnVisitorPage {
  markup: string;
  scripts: string[];
  styles: string[];
  /** The app's files for the same screen, for the service worker to keep (offline, the app plays it). */
  offlineFiles: string[];
}

interface PageAssets {
  scripts: string[];
  styles: string[];
}

/** A CommonJS bundle, loaded again when it is rebuilt while the gateway runs. */
function bundleReader(file: string): () => unknown {
  return fileReader(file, () => {
    delete require.cache[file];
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a remote's Node bundle, built by rspack as CommonJS
    return require(file) as unknown;
  });
}

/**
 * Draws a remote's visitor pages (domain/shared-player-page.ts) with the Node bundle its build
 * wrote into `<root>/<dir>/dist-server/` (never served) and the page's files listed in its dist/,
 * which this gateway serves under `/remotes/<dir>/`. Null when the remote has no such build (an
 * older one) or the page cannot be drawn: the app serves it then.
 */
export function visitorPages(root: string, logger?: Logger) {
  const readers = new Map<string, { renderer: () => unknown; assets: () => PageAssets | null }>();
  const readersFor = (dir: string, page: VisitorPage) => {
    const key = `${dir}/${page.renderer}`;
    let found = readers.get(key);
    if (!found) {
      found = {
        renderer: bundleReader(path.join(root, dir, REMOTE_SERVER_DIST, page.renderer)),
        assets: fileReader(path.join(root, dir, 'dist', page.assets), (text) => JSON.parse(text) as PageAssets),
      };
      readers.set(key, found);
    }
    return found;
  };

  return (dir: string, page: VisitorPage, data: unknown, offlineFiles: string[]): DrawnVisitorPage | null => {
    try {
      const { renderer, assets } = readersFor(dir, page);
      const files = assets();
      const bundle = renderer();
      if (!files || files.scripts.length === 0 || !bundle) return null;
      const markup = page.render(bundle, data);
      if (markup === null) return null;
      const url = (file: string) => `/remotes/${dir}/${file}`;
      return { markup, scripts: files.scripts.map(url), styles: files.styles.map(url), offlineFiles };
    } catch (error) {
      logger?.warn({ err: error, dir }, 'visitor page left out');
      return null;
    }
  };
}

/** The shell's script of the static signed-out pages (`site.<hash>.js`: the theme and the service worker), or null. */
export function siteScript(shellDist: string): () => string | null {
  const read = fileReader(path.join(shellDist, 'index.html'), () => {
    const file = fs.readdirSync(shellDist).find((name) => /^site\.[0-9a-f]{8}\.js$/.test(name));
    return file ? `/${file}` : null;
  });
  return () => read() ?? null;
}

const DEFERRED_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;
const ROOT = '<div id="root">';

/** Whether `page` (the app's index.html) has the #root a frame is put before. */
export const canHoldFrame = (page: string) => page.includes(ROOT);

/**
 * The app's page turned into a visitor page: the drawn markup goes before #root (which stays
 * empty: the app's scripts go), and instead of the app's deferred scripts the page's own scripts
 * and the static pages' script, fetched at once as preloads and run by after-paint.js once the
 * markup has been painted (their start-up work would otherwise hold the first paint back).
 */
export function visitorDocument(page: string, visitor: DrawnVisitorPage, extraScripts: string[]): string {
  const e = escapeHtml;
  const frame = `<div ${PAGE_FRAME_ATTRIBUTE} ${PAGE_OFFLINE_FILES_ATTRIBUTE}="${e(visitor.offlineFiles.join(' '))}">${visitor.markup}</div>`;
  const at = page.indexOf(ROOT);
  const framed = `${page.slice(0, at)}${frame}${page.slice(at)}`;
  const scripts = [...visitor.scripts, ...extraScripts];
  const runner =
    scripts.map((src) => `<link rel="preload" href="${e(src)}" as="script">`).join('') +
    `<script defer src="${AFTER_PAINT_SCRIPT}" ${AFTER_PAINT_SCRIPTS_ATTRIBUTE}="${e(scripts.join(' '))}"></script>`;
  // The runner takes the place of the app's first script; the app's scripts go.
  const firstAt = framed.search(DEFERRED_SCRIPT);
  const withoutApp = framed.replace(DEFERRED_SCRIPT, '');
  return firstAt < 0 ? withoutApp.replace('</head>', () => `${runner}</head>`) : `${withoutApp.slice(0, firstAt)}${runner}${withoutApp.slice(firstAt)}`;
}
