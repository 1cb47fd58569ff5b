import fs from 'node:fs';
import path from 'node:path';
import express, { Router, type Response } from 'express';
import { REMOTES } from '../domain/remotes';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp|mp3)$/;
const ALWAYS_FRESH = /(remoteEntry\.js|mf-manifest\.json|mf-stats\.json|index\.html|sw\.js|manifest\.webmanifest)$/;

/** Entries and manifests must never be stale (a new deploy is taken at once); hashed chunks never change. */
function cacheHeaders(res: Response, file: string) {
  if (ALWAYS_FRESH.test(file)) res.setHeader('Cache-Control', 'no-cache');
  else if (HASHED.test(file)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'public, max-age=3600');
}

export function staticBundles(root: string): Router {
  const router = Router();
  const opts = { index: false, setHeaders: cacheHeaders, fallthrough: true };
  for (const { dir } of REMOTES) {
    router.use(`/remotes/${dir}`, express.static(path.join(root, dir, 'dist'), opts));
  }
  router.use('/remotes', (_req, res) => {
    res.status(404).type('text').send('Not found');
  });
  const shellDist = path.join(root, 'shell', 'dist');
  router.use(express.static(shellDist, opts));

  const indexFile = path.join(shellDist, 'index.html');
  router.get(/^(?!\/api\/|\/remotes\/).*/, (req, res, next) => {
    if (!req.accepts('html') || !fs.existsSync(indexFile)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
