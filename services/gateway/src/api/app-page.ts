import fs from 'node:fs';
import path from 'node:path';
import {
  AFTER_PAINT_SCRIPT,
  AFTER_PAINT_SCRIPTS_ATTRIBUTE,
  escapeHtml,
  jsonForHtml,
  PAGE_DATA_ATTRIBUTE,
  type RemotesMap,
} from '@blockbeat/contracts';
import type { Logger } from 'pino';
import { PREPARED_SCREENS, REMOTES } from '../domain/remotes';

/** How long a page waits for the content service before it is sent without the workout in it. */
const PAGE_DATA_TIMEOUT_MS = 1500;

/** A JSON or text file re-read only when it changes (a rebuild while the gateway runs). */
export function fileReader<T>(file: string, parse: (text: string) => T): () => T | null {
  let cached: { mtimeMs: number; value: T } | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(fs.readFileSync(file, 'utf8')) };
    return cached.value;
  };
}

/** The parts of a remote's mf-manifest.json read here. */
interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: Array<{ name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }>;
}

type PreparedScreen = (typeof PREPARED_SCREENS)[number];

/** One exposed screen's files, as URLs: its remote's manifest and entry, its chunks and its CSS. */
interface ScreenFiles {
  manifest: string;
  entry: string;
  chunks: string[];
  styles: string[];
}

const pageData = (url: string, value: unknown) =>
  `<script type="application/json" ${PAGE_DATA_ATTRIBUTE}="${escapeHtml(url)}">${jsonForHtml(value)}</script>`;

export interface AppPageOptions {
  /** Holds shell/dist and each remote's dist. */
  root: string;
  remotes: RemotesMap;
  /** Where the content service answers GET /api/shared/{token} (public, no identity). */
  contentUrl: string;
  /**
   * The origin visitors use (BASE_URL). A framed page names the screen's CSS by its full URL, the
   * one the federation runtime asks for: the runtime then finds it applied and does not add it a
   * second time (another style recalculation of the whole page on a phone).
   */
  publicOrigin?: string;
  logger?: Logger;
}

/**
 * The single-page app's index.html, prepared for the page asked for (docs/frontend.md, "Page
 * data"): the remotes map is in it, and for a screen listed in PREPARED_SCREENS (the shared
 * player) so are its remote's files as preloads and the public data it shows. A phone then
 * fetches everything in one round after the HTML instead of in a chain of six. Anything that
 * cannot be prepared is left out and the page asks for it as before.
 */
export function appPage({ root, remotes, contentUrl, publicOrigin = '', logger }: AppPageOptions) {
  const readIndex = fileReader(path.join(root, 'shell', 'dist', 'index.html'), (text) => text);
  const manifests = new Map<string, { dir: string; read: () => FederationManifest | null }>(
    REMOTES.map(({ dir, name }) => [
      name,
      { dir, read: fileReader(path.join(root, dir, 'dist', 'mf-manifest.json'), (text) => JSON.parse(text) as FederationManifest) },
    ]),
  );

  /** One exposed screen's files, when the remote is the one this gateway serves; else null. */
  function screenFiles(remoteName: string, expose: string): ScreenFiles | null {
    const local = manifests.get(remoteName);
    const entry = remotes.remotes.find((r) => r.name === remoteName)?.entry;
    if (!local || entry !== `/remotes/${local.dir}/mf-manifest.json`) return null;
    let manifest: FederationManifest | null;
    try {
      manifest = local.read();
    } catch {
      return null;
    }
    const screen = manifest?.exposes.find((e) => e.name === expose);
    if (!manifest || !screen) return null;
    const url = (file: string) => `/remotes/${local.dir}/${file}`;
    return {
      manifest: entry,
      entry: url(manifest.metaData.remoteEntry.name),
      chunks: screen.assets.js.sync.map(url),
      styles: screen.assets.css.sync.map(url),
    };
  }

  /** Preloads for a screen's files; its CSS as stylesheets when a frame drawn in its classes is on the page. */
  function preloads(files: ScreenFiles, { framed }: { framed: boolean }): string[] {
    const e = escapeHtml;
    return [
      `<link rel="preload" href="${e(files.manifest)}" as="fetch" crossorigin>`,
      `<link rel="preload" href="${e(files.entry)}" as="script">`,
      ...files.styles.map((href) =>
        framed ? `<link rel="stylesheet" href="${e(publicOrigin + href)}">` : `<link rel="preload" href="${e(href)}" as="style">`,
      ),
      ...files.chunks.map((href) => `<link rel="preload" href="${e(href)}" as="script">`),
    ];
  }

  /** The frame for a prepared screen's data, or null when it cannot be drawn. */
  function drawFrame(screen: PreparedScreen, data: unknown): string | null {
    try {
      return screen.frame(data);
    } catch (error) {
      logger?.warn({ err: error }, 'page frame left out');
      return null;
    }
  }

  async function publicData(url: string): Promise<unknown> {
    try {
      const res = await fetch(`${contentUrl}${url}`, { signal: AbortSignal.timeout(PAGE_DATA_TIMEOUT_MS) });
      if (res.status !== 200) return undefined;
      return await res.json();
    } catch (error) {
      logger?.warn({ err: error, url }, 'page data left out');
      return undefined;
    }
  }

  /**
   * The page for `pathname`, or null when the shell is not built. Without a session cookie nobody
   * is signed in, so the sign-in check's answer (401: null) is known and put in too.
   */
  return async (pathname: string, { hasSessionCookie }: { hasSessionCookie: boolean }): Promise<string | null> => {
    const html = readIndex();
    if (html === null) return null;
    const head = [pageData('/api/remotes', remotes)];
    if (!hasSessionCookie) head.push(pageData('/api/auth/user', null));
    let frame: string | null = null;
    for (const screen of PREPARED_SCREENS) {
      const match = screen.path.exec(pathname);
      if (!match) continue;
      const files = screenFiles(screen.remote, screen.expose);
      const url = screen.data(match);
      const data = await publicData(url);
      // Signed in, the screen sits in the signed-in layout, which the frame does not draw; and the
      // frame needs the screen's own CSS.
      if (data !== undefined && !hasSessionCookie && files && files.styles.length > 0) frame = drawFrame(screen, data);
      if (files) head.push(...preloads(files, { framed: frame !== null }));
      if (data !== undefined) head.push(pageData(url, data));
    }
    // A function, so a `$'` or `$&` in the page data is not read as a replacement pattern.
    const page = html.includes('</head>') ? html.replace('</head>', () => `${head.join('')}</head>`) : html;
    return frame === null ? page : withFrame(page, frame);
  };
}

const DEFERRED_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;

/**
 * The frame goes before #root (which the shell's CSS hides while it is there), and the app's
 * deferred scripts become preloads run by after-paint.js once the frame has been painted. Without
 * a #root to put it before, the page is sent as it is.
 */
export function withFrame(page: string, frame: string): string {
  const root = page.indexOf('<div id="root">');
  if (root < 0) return page;
  const framed = `${page.slice(0, root)}${frame}${page.slice(root)}`;
  const scripts = [...framed.matchAll(DEFERRED_SCRIPT)].map((match) => match[1]!);
  if (scripts.length === 0) return framed;
  const runner = `<script defer src="${AFTER_PAINT_SCRIPT}" ${AFTER_PAINT_SCRIPTS_ATTRIBUTE}="${scripts.join(' ')}"></script>`;
  // Every script becomes a preload; the runner takes the first one's place.
  const firstAt = framed.search(DEFERRED_SCRIPT);
  return framed.replace(DEFERRED_SCRIPT, (_tag, src: string, offset: number) => {
    const preload = `<link rel="preload" href="${src}" as="script">`;
    return offset === firstAt ? `${preload}${runner}` : preload;
  });
}
