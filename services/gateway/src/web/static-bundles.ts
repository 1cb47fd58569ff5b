import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import { CLIENT_PAGE_FILES, escapeHtml, REMOTE_LIST, REMOTES } from '@blockbeat/contracts';
import type { Logger } from 'pino';
import type { RemotesSource } from '../domain/remotes';
import { VERSION_PATTERN } from '../domain/remote-releases';
import type { SignedInPageData } from '../domain/signed-in-page-data';
import { appPage } from './app-page';
import { fileReader } from './file-reader';
import { canHoldFrame, siteScript, visitorDocument } from './visitor-page';
import { readCookie } from '@blockbeat/service-kit';
import { currentUser } from '../api/session-user';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp|mp3|wav)$/;
const ALWAYS_FRESH = /(remoteEntry\.js|mf-manifest\.json|mf-stats\.json|sw\.js|manifest\.webmanifest|theme-init\.js|after-paint\.js|\.html)$/;

/** Entries and manifests must never be stale (a new deploy is taken at once); hashed chunks never change. */
function cacheHeaders(res: Response, file: string) {
  if (ALWAYS_FRESH.test(file)) res.setHeader('Cache-Control', 'no-cache');
  else if (HASHED.test(file)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'public, max-age=3600');
}

/** A published version never changes (its folder is named by its content): every file in it, entry and manifest too. */
function immutable(res: Response) {
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}

const notFound = (_req: Request, res: Response) => {
  res.status(404).type('text').send('Not found');
};

/**
 * Whether a path below `/remotes/` may go to the static server. That server decodes the path and
 * resolves its dot segments before it looks for the file, so this check judges what it will read,
 * not the path as sent (`//server/`, `/%2e/server/`, `/x/..%2fserver/`, `/%73erver/` and
 * `/server%2f…` all once reached a Node bundle). Refused: a bad escape, an escaped slash or
 * backslash, an empty, `.` or `..` segment (a browser resolves those before it asks, and our
 * files' URLs have none), and a `server` segment (where older builds put a remote's Node bundles;
 * they now live outside dist/, in dist-server/).
 */
function servable(rawPath: string): boolean {
  if (/%(2f|5c)/i.test(rawPath)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return false;
  }
  if (decoded.includes('\\')) return false;
  return decoded
    .split('/')
    .slice(1)
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..' && segment.toLowerCase() !== 'server');
}

/**
 * `/remotes/<dir>/<version>/…` from `<remotesDir>/<dir>/<version>/` (scripts/publish-remotes.ts).
 * Any other path under `/remotes/<dir>/` is left to the remote's dist/.
 */
function publishedVersions(remotesDir: string, dir: string) {
  const serve = express.static(path.join(remotesDir, dir), { index: false, setHeaders: immutable, fallthrough: false, redirect: false });
  return (req: Request, res: Response, next: (err?: unknown) => void) => {
    const version = req.path.split('/')[1] ?? '';
    if (!VERSION_PATTERN.test(version)) return next();
    serve(req, res, (err?: unknown) => (err ? res.status(404).type('text').send('Not found') : next()));
  };
}

/**
 * shell/dist/site/pages.json, written by the shell's build (shell/src/site/staticPages.ts):
 * the pre-rendered signed-out pages, by path.
 */
interface PagesManifest {
  pages: Record<string, string>;
  fallback: string;
  spaOnly: string[];
}

export interface StaticBundlesOptions {
  /** Holds shell/dist and each remote's dist. */
  root: string;
  /** The session cookie's name: with it a page load gets the app, without it the static pages. */
  sessionCookie: string;
  /** Published remote versions (REMOTES_DIR). */
  remotesDir: string;
  /** The remotes map, put into app pages so the shell need not ask for it. */
  remotes: RemotesSource;
  /** The content service, asked for the public data of a prepared page (the shared player). */
  contentUrl: string;
  /**
   * Pages loaded with a session cookie are left to `signedInPages`, mounted where the session has
   * been read, which puts the user's own answers into them. Without it they are served here.
   */
  signedInData?: SignedInPageData;
  logger?: Logger;
}

/** A coaching client's page: `/c/{token}` (the coaching service checks the token itself). */
const CLIENT_PAGE_PATH = /^\/c\/[A-Za-z0-9_-]{1,128}\/?$/;

/** What the client page's frame shows until its script has drawn the plan. */
const CLIENT_PAGE_LOADING =
  '<div class="player-page is-visitor"><div class="player-card" role="status" aria-live="polite">' +
  '<span class="spinner" aria-hidden="true"></span> Loading your plan…</div></div>';

/**
 * The client's page (docs/architecture.md, "Coaching"): the app's index.html with a loading card
 * in the frame and, instead of the app's scripts, mf-player's client-page script (listed in its
 * dist/client-page.json) and the static pages' script (theme, service worker). The same page for
 * everyone, signed in or not: it never loads the app. Null when mf-player or the shell is not built.
 */
function clientPageDocument(root: string): () => string | null {
  const shellDist = path.join(root, 'shell', 'dist');
  const dir = REMOTES.player.dir;
  const readIndex = fileReader(path.join(shellDist, 'index.html'), (text) => text);
  const readAssets = fileReader(path.join(root, dir, 'dist', CLIENT_PAGE_FILES.assets), (text) => JSON.parse(text) as { scripts: string[]; styles: string[] });
  const readSiteScript = siteScript(shellDist);
  return () => {
    const html = readIndex();
    let assets: { scripts: string[]; styles: string[] } | null;
    try {
      assets = readAssets();
    } catch {
      return null;
    }
    if (html === null || !assets || assets.scripts.length === 0 || !canHoldFrame(html)) return null;
    const url = (file: string) => `/remotes/${dir}/${file}`;
    const styles = assets.styles.map(url);
    const head = styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
    const withHead = html.replace('</head>', () => `${head}</head>`);
    const site = readSiteScript();
    return visitorDocument(withHead, { markup: CLIENT_PAGE_LOADING, scripts: assets.scripts.map(url), styles, offlineFiles: [] }, site ? [site] : []);
  };
}

/** A path that may be a page of the app: not the API, not a remote's file. */
const PAGE_PATH = /^(?!\/api\/|\/remotes\/).*/;

/** Every page answer depends on the cookie; one with a user's own answers is never stored. */
function pageHeaders(res: Response, personal: boolean) {
  res.setHeader('Cache-Control', personal ? 'private, no-store' : 'no-cache');
  res.setHeader('Vary', 'Cookie');
}

/**
 * The built front end. A page load without a session cookie gets the pre-rendered landing or
 * legal page (no app code, no API call); with one, or under /shared/ and /import/, the
 * single-page app. docs/frontend.md, "Signed-out pages".
 */
export function staticBundles({ root, sessionCookie, remotesDir, remotes, contentUrl, signedInData, logger }: StaticBundlesOptions): Router {
  const router = Router();
  // API calls are the services' business: no file lookup (a stat per request), no compression.
  router.use((req, _res, next) => (req.path.startsWith('/api/') ? next('router') : next()));
  // Bundles and pages are text: gzip cuts what a phone downloads to about a third.
  router.use(compression());
  const opts = { index: false, setHeaders: cacheHeaders, fallthrough: true };
  // Before any file lookup, for the dist/ and the published versions alike.
  router.use('/remotes', (req, res, next) => (servable(req.path) ? next() : notFound(req, res)));
  for (const { dir } of REMOTE_LIST) {
    router.use(`/remotes/${dir}`, publishedVersions(remotesDir, dir));
    router.use(`/remotes/${dir}`, express.static(path.join(root, dir, 'dist'), opts));
  }
  router.use('/remotes', notFound);
  const shellDist = path.join(root, 'shell', 'dist');
  router.use(express.static(shellDist, opts));

  const readPages = fileReader(path.join(shellDist, 'site', 'pages.json'), (text) => JSON.parse(text) as PagesManifest);
  const pages = appPage({ root, remotesDir, remotes, contentUrl, logger });
  const clientPage = clientPageDocument(root);
  // A coaching client's page is the same for everyone, with a session cookie or without.
  router.get(CLIENT_PAGE_PATH, (req, res, next) => {
    if (!req.accepts('html')) return next();
    const html = clientPage();
    if (html === null) return next();
    pageHeaders(res, false);
    res.type('html').send(html);
  });
  const staticPageFor = (req: Request, hasSessionCookie: boolean): string | null => {
    const manifest = readPages();
    if (!manifest || hasSessionCookie) return null;
    if (manifest.spaOnly.some((prefix) => req.path.startsWith(prefix))) return null;
    const pathname = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    return path.join(shellDist, manifest.pages[pathname] ?? manifest.fallback);
  };

  router.get(PAGE_PATH, async (req, res, next) => {
    if (!req.accepts('html')) return next();
    // Only whether a session cookie is present: whether it is still valid is the app's question
    // (or, with `signedInData`, that of `signedInPages`, once the session has been read).
    const hasSessionCookie = readCookie(req, sessionCookie) !== undefined;
    if (hasSessionCookie && signedInData) return next();
    const page = staticPageFor(req, hasSessionCookie);
    const staticFile = page && fs.existsSync(page) ? page : null;
    const html = staticFile ? null : await pages.page(req.path, { hasSessionCookie });
    if (!staticFile && html === null) return next();
    pageHeaders(res, false);
    if (staticFile) return res.sendFile(staticFile);
    res.type('html').send(html);
  });
  return router;
}

/**
 * The app's pages for a session cookie, mounted after the session has been read
 * (docs/frontend.md, "Signed-in page data"): a signed-in user's page carries their sign-in
 * answer, subscription status and the first screen's data, read as them, and is never stored by
 * any cache; a cookie whose session is gone gets the signed-out answer. When the session cannot
 * be read (the database is down) the page is sent as before, without either, and the app asks.
 */
export function signedInPages({ root, sessionCookie, remotesDir, remotes, contentUrl, signedInData, logger }: StaticBundlesOptions) {
  const pages = appPage({ root, remotesDir, remotes, contentUrl, signedInData, logger });
  const isPageLoad = (req: Request) =>
    req.method === 'GET' && PAGE_PATH.test(req.path) && Boolean(req.accepts('html')) && readCookie(req, sessionCookie) !== undefined;

  const router = Router();
  router.use((req, _res, next) => (isPageLoad(req) ? next() : next('router')));
  router.use(compression());
  router.get(PAGE_PATH, async (req, res, next) => {
    const user = currentUser(res);
    if (user === null) {
      const html = await pages.page(req.path, { hasSessionCookie: true, user: null });
      if (html === null) return next();
      pageHeaders(res, false);
      return void res.type('html').send(html);
    }
    const page = pages.signedInPage(req.path, user);
    if (page === null) return next();
    pageHeaders(res, true);
    res.type('html');
    // The head goes now: the browser fetches the code while the user's answers are read.
    res.write(page.start);
    res.flush();
    res.end(await page.rest);
  });

  const withoutSession: ErrorRequestHandler = async (err, req, res, next) => {
    if (!isPageLoad(req) || res.headersSent) return next(err);
    try {
      const html = await pages.page(req.path, { hasSessionCookie: true });
      if (html === null) return next(err);
      logger?.warn({ err: (err as Error).message }, 'page sent without the session read');
      pageHeaders(res, false);
      res.type('html').send(html);
    } catch {
      next(err);
    }
  };
  return { router, withoutSession };
}
