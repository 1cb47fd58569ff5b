import path from 'node:path';
import {
  escapeHtml,
  jsonForHtml,
  PAGE_DATA_ATTRIBUTE,
  PAGE_DATA_READ_AT_ATTRIBUTE,
  REMOTE_LIST,
  SHELL_STARTS_ON_ARRIVAL,
  SIGNED_IN_PAGE_DATA,
  type AuthUser,
  type RemotesMap,
} from '@blockbeat/contracts';
import type { Logger } from 'pino';
import { PREPARED_SCREENS, SIGNED_IN_PREPARED_SCREENS, type RemotesSource } from '../domain/remotes';
import { VERSION_PATTERN } from '../domain/remote-releases';
import type { SignedInPageData } from '../domain/signed-in-page-data';
import { fileReader } from './file-reader';
import { canHoldFrame, siteScript, visitorDocument, visitorPages, type DrawnVisitorPage } from './visitor-page';

/** How long a page waits for a service before it is sent without that service's answer in it. */
export const PAGE_DATA_TIMEOUT_MS = 1500;

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

/** The app's deferred scripts in index.html (the shell's main.js: one file). */
const DEFERRED_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;

/**
 * A deferred script runs once the whole page is parsed, so on a signed-in page it would wait for
 * the user's answers at the end of the body. The app's one script runs as soon as it has arrived
 * instead (`async`): it evaluates its modules while the gateway reads the answers, and waits for
 * the parsed page only to start (shell/src/index.ts). Only a shell that says so
 * (SHELL_STARTS_ON_ARRIVAL): an older released shell starts at once and needs `defer`. Several
 * scripts keep their order (`defer`).
 */
export function runOnArrival(head: string): string {
  const deferred = [...head.matchAll(DEFERRED_SCRIPT)];
  if (deferred.length !== 1 || !head.replace(/\s*\/>/g, '>').includes(SHELL_STARTS_ON_ARRIVAL)) return head;
  return head.replace(DEFERRED_SCRIPT, (_all, src: string) => `<script async src="${src}"></script>`);
}

/** An answer as page data; `readAt` on the signed-in user's own answers (the shell does not use an old one). */
const pageData = (url: string, value: unknown, readAt?: number) =>
  `<script type="application/json" ${PAGE_DATA_ATTRIBUTE}="${escapeHtml(url)}"` +
  `${readAt === undefined ? '' : ` ${PAGE_DATA_READ_AT_ATTRIBUTE}="${readAt}"`}>${jsonForHtml(value)}</script>`;

/** Who is asking for a page that carries no signed-in user's answers. */
export interface PageVisit {
  hasSessionCookie: boolean;
  /** Null: the session was read and is gone (nobody is signed in). Undefined: not read. */
  user?: null;
}

export interface AppPageOptions {
  /** Holds shell/dist and each remote's dist. */
  root: string;
  /** Published remote versions (REMOTES_DIR). */
  remotesDir: string;
  remotes: RemotesSource;
  /** Where the content service answers GET /api/shared/{token} (public, no identity). */
  contentUrl: string;
  /** Reads a signed-in page's own answers (sign-in, status, the screen's data) as its user. */
  signedInData?: SignedInPageData;
  logger?: Logger;
}

/**
 * The single-page app's index.html, prepared for the page asked for (docs/frontend.md, "Page
 * data"): the remotes map is in it, and for a screen listed in PREPARED_SCREENS (the shared
 * player) so are its remote's files as preloads and the public data it shows. A phone then
 * fetches everything in one round after the HTML instead of in a chain of six. Anything that
 * cannot be prepared is left out and the page asks for it as before. A visitor without a session
 * gets the screen's visitor page instead (docs/frontend.md, "The shared player page"). A
 * signed-in user's page (`signedInPage`) also carries their own answers, read as them
 * (docs/frontend.md, "Signed-in page data").
 */
export function appPage({ root, remotesDir, remotes, contentUrl, signedInData, logger }: AppPageOptions) {
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
    // A manifest without what is read here (not a federation manifest) prepares nothing.
    const screen = manifest?.exposes?.find((e) => e.name === expose);
    const entryFile = manifest?.metaData?.remoteEntry?.name;
    if (!screen || !entryFile || !Array.isArray(screen.assets?.js?.sync) || !Array.isArray(screen.assets?.css?.sync)) return null;
    const base = entry.slice(0, -'mf-manifest.json'.length);
    const url = (file: string) => `${base}${file}`;
    return {
      dir,
      fromDist: local.fromDist,
      manifest: entry,
      entry: url(entryFile),
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

  /** A prepared screen's public data (the shared player's workout) as page data; nothing when it cannot be read. */
  const publicPageData = (url: string) => publicData(url).then((data) => (data === undefined ? [] : [pageData(url, data)]));

  /** The signed-in user's own answers as page data (their sign-in answer at least). */
  async function signedInPageData(user: AuthUser, urls: string[]): Promise<string[]> {
    const answers = signedInData ? await signedInData(user, urls) : [{ url: SIGNED_IN_PAGE_DATA.user, value: user, readAt: Date.now() }];
    return answers.map((a) => pageData(a.url, a.value, a.readAt));
  }

  /**
   * The page for `pathname`, or null when the shell is not built. Without a session cookie nobody
   * is signed in, so the sign-in check's answer (401: null) is known and put in too; so it is when
   * the session was read and is gone (`user` null).
   */
  async function page(pathname: string, visit: PageVisit): Promise<string | null> {
    const html = readIndex();
    if (html === null) return null;
    const { hasSessionCookie, user } = visit;
    // With a canary on, a signed-in user's map depends on who they are, which is not read here
    // (no session read): the shell then asks /api/remotes, and nothing is preloaded.
    const map = user === null ? remotes.forUser(null) : hasSessionCookie && remotes.variesByUser() ? null : remotes.forUser(null);
    const head = map ? [pageData('/api/remotes', map)] : [];
    if (!hasSessionCookie || user === null) head.push(pageData(SIGNED_IN_PAGE_DATA.user, null));
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
    const withHead = html.includes('</head>') ? html.replace('</head>', () => `${head.join('')}</head>`) : html;
    if (visitor === null) return withHead;
    const site = readSiteScript();
    return visitorDocument(withHead, visitor, site ? [site] : []);
  }

  /**
   * A signed-in user's page in two pieces (docs/frontend.md, "Signed-in page data"). `start`, the
   * head with the user's remotes map and the preloads of the screen's files, can be sent at once:
   * the browser fetches and runs the shell's code and fetches the screen's while the gateway reads
   * the user's own answers (sign-in, subscription status, the screen's data), which `rest` carries
   * at the start of the body; the app starts once the page is parsed. Null when the shell is not built.
   */
  function signedInPage(pathname: string, user: AuthUser): { start: string; rest: Promise<string> } | null {
    const html = readIndex();
    if (html === null) return null;
    const map = remotes.forUser(user.id);
    const head = [pageData('/api/remotes', map)];
    const screen = SIGNED_IN_PREPARED_SCREENS.find((s) => s.path.test(pathname));
    const files = screen && screenFiles(map, screen.remote, screen.expose);
    if (files) head.push(...preloads(files));
    const reads = [signedInPageData(user, [SIGNED_IN_PAGE_DATA.subscription, ...(screen?.data ?? [])])];
    for (const prepared of PREPARED_SCREENS) {
      const match = prepared.path.exec(pathname);
      if (!match) continue;
      const preparedFiles = screenFiles(map, prepared.remote, prepared.expose);
      if (preparedFiles) head.push(...preloads(preparedFiles));
      reads.push(publicPageData(prepared.data(match)));
    }
    const data = Promise.all(reads).then((parts) => parts.flat().join(''));
    const headEnd = html.indexOf('</head>');
    const bodyStart = headEnd === -1 ? -1 : html.indexOf('<body', headEnd);
    const bodyOpenEnd = bodyStart === -1 ? -1 : html.indexOf('>', bodyStart) + 1;
    if (bodyOpenEnd <= 0) return { start: '', rest: data.then((answers) => `${html}${head.join('')}${answers}`) };
    return {
      start: `${runOnArrival(html.slice(0, headEnd))}${head.join('')}${html.slice(headEnd, bodyOpenEnd)}`,
      rest: data.then((answers) => `${answers}${html.slice(bodyOpenEnd)}`),
    };
  }

  return { page, signedInPage };
}
