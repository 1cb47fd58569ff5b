import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { Router, type Request, type Response } from 'express';
import { REMOTE_LIST } from '@blockbeat/contracts';
import type { Logger } from 'pino';
import type { RemotesSource } from '../domain/remotes';
import { VERSION_PATTERN } from '../domain/remote-releases';
import { appPage } from './app-page';
import { fileReader } from './file-reader';
import { readCookie } from './cookies';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp|mp3)$/;
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
  logger?: Logger;
}

/**
 * The built front end. A page load without a session cookie gets the pre-rendered landing or
 * legal page (no app code, no API call); with one, or under /shared/ and /import/, the
 * single-page app. docs/frontend.md, "Signed-out pages".
 */
export function staticBundles({ root, sessionCookie, remotesDir, remotes, contentUrl, logger }: StaticBundlesOptions): Router {
  const router = Router();
  // API calls are the services' business: no file lookup (a stat per request), no compression.
  router.use((req, _res, next) => (req.path.startsWith('/api/') ? next('router') : next()));
  // Bundles and pages are text: gzip cuts what a phone downloads to about a third.
  router.use(compression());
  const opts = { index: false, setHeaders: cacheHeaders, fallthrough: true };
  for (const { dir } of REMOTE_LIST) {
    // dist/server/ holds a remote's Node bundles (its visitor pages' renderers): the gateway's, not the browser's.
    router.use(`/remotes/${dir}/server`, (_req, res) => {
      res.status(404).type('text').send('Not found');
    });
    router.use(`/remotes/${dir}`, publishedVersions(remotesDir, dir));
    router.use(`/remotes/${dir}`, express.static(path.join(root, dir, 'dist'), opts));
  }
  router.use('/remotes', (_req, res) => {
    res.status(404).type('text').send('Not found');
  });
  const shellDist = path.join(root, 'shell', 'dist');
  router.use(express.static(shellDist, opts));

  const readPages = fileReader(path.join(shellDist, 'site', 'pages.json'), (text) => JSON.parse(text) as PagesManifest);
  const renderAppPage = appPage({ root, remotesDir, remotes, contentUrl, logger });
  const staticPageFor = (req: Request, hasSessionCookie: boolean): string | null => {
    const manifest = readPages();
    if (!manifest || hasSessionCookie) return null;
    if (manifest.spaOnly.some((prefix) => req.path.startsWith(prefix))) return null;
    const pathname = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    return path.join(shellDist, manifest.pages[pathname] ?? manifest.fallback);
  };

  router.get(/^(?!\/api\/|\/remotes\/).*/, async (req, res, next) => {
    if (!req.accepts('html')) return next();
    // Only whether a session cookie is present: whether it is still valid is the app's question.
    const hasSessionCookie = readCookie(req, sessionCookie) !== undefined;
    const page = staticPageFor(req, hasSessionCookie);
    const staticFile = page && fs.existsSync(page) ? page : null;
    const html = staticFile ? null : await renderAppPage(req.path, { hasSessionCookie });
    if (!staticFile && html === null) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Cookie');
    if (staticFile) return res.sendFile(staticFile);
    res.type('html').send(html);
  });
  return router;
}
