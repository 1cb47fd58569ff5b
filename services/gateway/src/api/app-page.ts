import path from 'node:path';
import { escapeHtml, jsonForHtml, PAGE_DATA_ATTRIBUTE, REMOTE_LIST, type RemotesMap } from '@blockbeat/contracts';
import type { Logger } from 'pino';
import { PREPARED_SCREENS, type RemotesSource } from '../domain/remotes';
import { VERSION_PATTERN } from '../domain/remote-releases';
import { fileReader } from './file-reader';
import { canHoldFrame, siteScript, visitorDocument, visitorPages, type DrawnVisitorPage } from './visitor-page';

/** How long a page waits for the content service before it is sent without the workout in it. */
const PAGE_DATA_TIMEOUT_MS = 1500;

/** The parts of a remote's mf-manifest.json read here. */
interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: Array<{ name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }>;
}

/** One exposed screen's files, as URLs: its remote's manifest and entry, its chunks and its CSS. */
interface ScreenFiles {
  /** The remote's folder, whose dist/ this gateway serves. */
  dir: string;
  /** False for a published version (REMOTES_DIR): its visitor page's renderer is not published. */
  fromDist: boolean;
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
  /** Published remote versions (REMOTES_DIR). */
  remotesDir: string;
  remotes: RemotesSource;
  /** Where the content service answers GET /api/shared/{token} (public, no identity). */
  contentUrl: string;
  logger?: Logger;
}

/**
 * The single-page app's index.html, prepared for the page asked for (docs/frontend.md, "Page
 * data"): the remotes map is in it, and for a screen listed in PREPARED_SCREENS (the shared
 * player) so are its remote's files as preloads and the public data it shows. A phone then
 * fetches everything in one round after the HTML instead of in a chain of six. Anything that
 * cannot be prepared is left out and the page asks for it as before. A visitor without a session
 * gets the screen's visitor page instead (docs/frontend.md, "The shared player page").
 */
export function appPage({ root, remotesDir, remotes, contentUrl, logger }: AppPageOptions) {
  const shellDist = path.join(root, 'shell', 'dist');
  const readIndex = fileReader(path.join(shellDist, 'index.html'), (text) => text);
  const readSiteScript = siteScript(shellDist);
  const drawVisitorPage = visitorPages(root, logger);
  const readers = new Map<string, () => FederationManifest | null>();
  /** A manifest file, re-read when it changes. */
  const manifestIn = (folder: string) => {
    let read = readers.get(folder);
    if (!read) {
      read = fileReader(path.join(folder, 'mf-manifest.json'), (text) => JSON.parse(text) as FederationManifest);
      readers.set(folder, read);
    }
    return read;
  };

  /** Where this gateway keeps the files an entry names: the remote's dist/ or a published version; else null. */
  function localFolder(dir: string, entry: string): { folder: string; fromDist: boolean } | null {
    const prefix = `/remotes/${dir}/`;
    if (!entry.startsWith(prefix) || !entry.endsWith('/mf-manifest.json')) return null;
    const version = entry.slice(prefix.length, -'/mf-manifest.json'.length);
    if (version === '') return { folder: path.join(root, dir, 'dist'), fromDist: true };
    return VERSION_PATTERN.test(version) ? { folder: path.join(remotesDir, dir, version), fromDist: false } : null;
  }

  /** One exposed screen's files, when the remote's entry is one this gateway serves; else null. */
  function screenFiles(map: RemotesMap, remoteName: string, expose: string): ScreenFiles | null {
    const dir = REMOTE_LIST.find((r) => r.name === remoteName)?.dir;
    const entry = map.remotes.find((r) => r.name === remoteName)?.entry;
    const local = dir && entry ? localFolder(dir, entry) : null;
    if (!dir || !entry || !local) return null;
    let manifest: FederationManifest | null;
    try {
      manifest = manifestIn(local.folder)();
    } catch {
      return null;
    }
    const screen = manifest?.exposes.find((e) => e.name === expose);
    if (!manifest || !screen) return null;
    const base = entry.slice(0, -'mf-manifest.json'.length);
    const url = (file: string) => `${base}${file}`;
    return {
      dir,
      fromDist: local.fromDist,
      manifest: entry,
      entry: url(manifest.metaData.remoteEntry.name),
      chunks: screen.assets.js.sync.map(url),
      styles: screen.assets.css.sync.map(url),
    };
  }

  /** Preloads for a screen's files: the app fetches them all in one round with the page. */
  function preloads(files: ScreenFiles): string[] {
    const e = escapeHtml;
    return [
      `<link rel="preload" href="${e(files.manifest)}" as="fetch" crossorigin>`,
      `<link rel="preload" href="${e(files.entry)}" as="script">`,
      ...files.styles.map((href) => `<link rel="preload" href="${e(href)}" as="style">`),
      ...files.chunks.map((href) => `<link rel="preload" href="${e(href)}" as="script">`),
    ];
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
    // With a canary on, a signed-in user's map depends on who they are, which is not read here
    // (no session read per page load): the shell then asks /api/remotes, and nothing is preloaded.
    const map = hasSessionCookie && remotes.variesByUser() ? null : remotes.forUser(null);
    const head = map ? [pageData('/api/remotes', map)] : [];
    if (!hasSessionCookie) head.push(pageData('/api/auth/user', null));
    let visitor: DrawnVisitorPage | null = null;
    for (const screen of PREPARED_SCREENS) {
      const match = screen.path.exec(pathname);
      if (!match) continue;
      const files = map && screenFiles(map, screen.remote, screen.expose);
      const url = screen.data(match);
      const data = await publicData(url);
      if (data !== undefined) head.push(pageData(url, data));
      // Signed in, the screen sits in the signed-in layout, which only the app draws. The remote
      // must be the copy served here from its dist/ (`files`): the visitor page's files are read there.
      if (data !== undefined && !hasSessionCookie && files?.fromDist && canHoldFrame(html)) {
        visitor = drawVisitorPage(files.dir, screen.visitorPage, data, [files.manifest, files.entry, ...files.chunks, ...files.styles]);
      }
      if (visitor) head.push(...visitor.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`));
      else if (files) head.push(...preloads(files));
    }
    // A function, so a `$'` or `$&` in the page data is not read as a replacement pattern.
    const page = html.includes('</head>') ? html.replace('</head>', () => `${head.join('')}</head>`) : html;
    if (visitor === null) return page;
    const site = readSiteScript();
    return visitorDocument(page, visitor, site ? [site] : []);
  };
}
