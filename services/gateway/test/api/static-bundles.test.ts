import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { startTestServer } from '@blockbeat/service-kit/testing';
import { staticBundles } from '../../src/web/static-bundles';
import { remotesSource } from '../../src/domain/remotes';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-static-'));
const shellDist = path.join(root, 'shell', 'dist');
let server: { url: string; close(): Promise<void> };
/** A remote's Node bundle (its visitor page's renderer): the gateway's, never a browser's. */
const NODE_BUNDLE = 'exports.renderSharedPlayer = () => "server side";';

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}

const pagesManifest = {
  pages: { '/': 'site/landing.html', '/privacy-policy': 'site/privacy-policy.html' },
  fallback: 'site/landing.html',
  spaOnly: ['/shared/', '/import/'],
};

beforeAll(async () => {
  write('shell/dist/index.html', '<html><head><title>SPA</title></head><body></body></html>');
  write('shell/dist/site/landing.html', 'LANDING');
  write('shell/dist/site/privacy-policy.html', 'PRIVACY');
  write('shell/dist/site/pages.json', JSON.stringify(pagesManifest));
  write('shell/dist/sw.js', 'worker');
  write('shell/dist/theme-init.js', 'theme');
  write('shell/dist/manifest.webmanifest', '{}');
  write('shell/dist/main.0123abcd.js', 'const main = 1;\n'.repeat(500));
  write('mf-admin/dist/remoteEntry.js', 'entry');
  write('mf-admin/dist/0.1.0-not-a-version/remoteEntry.js', 'a folder of the dist, not a version');
  write('published/mf-admin/0.1.0-3f9a2c1b/remoteEntry.js', 'published entry');
  write('published/mf-admin/0.1.0-3f9a2c1b/mf-manifest.json', '{}');
  write('mf-player/dist/remoteEntry.js', 'player entry');
  write('mf-player/dist-server/shared-page.cjs', NODE_BUNDLE);
  // Where builds and publishes of before dist-server/ left a remote's Node bundle.
  write('mf-player/dist/server/shared-page.cjs', NODE_BUNDLE);
  write('published/mf-player/0.1.0-3f9a2c1b/remoteEntry.js', 'published player entry');
  write('published/mf-player/0.1.0-3f9a2c1b/server/shared-page.cjs', NODE_BUNDLE);
  const app = express();
  app.use(
    staticBundles({
      root,
      sessionCookie: 'blockbeat_session',
      remotesDir: path.join(root, 'published'),
      remotes: remotesSource({}),
      contentUrl: 'http://127.0.0.1:9',
    }),
  );
  app.get('/api/big', (_req, res) => {
    res.type('json').send(JSON.stringify({ text: 'x'.repeat(5000) }));
  });
  app.use((_req, res) => {
    res.status(404).send('next');
  });
  server = await startTestServer(app);
});

afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** A GET with the path exactly as written (curl --path-as-is): fetch would resolve `.` and `..` first. */
function rawGet(pathname: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: pathname, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const page = (pathname: string, cookie?: string) =>
  fetch(`${server.url}${pathname}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
/** Which page answered: the app (its <title>) or a static page's text. */
const pageText = async (res: Response) => {
  const text = await res.text();
  return text.includes('<title>SPA</title>') ? 'SPA' : text;
};

describe('static bundles', () => {
  test('when a page load has no session cookie, then / and unknown paths get the static landing', async () => {
    for (const pathname of ['/', '/dashboard', '/no/such/page']) {
      const res = await page(pathname);
      expect(await res.text()).toBe('LANDING');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('vary')).toContain('Cookie');
    }
  });

  test('when a legal path is loaded without a session cookie, then its static page answers, with or without a trailing slash', async () => {
    expect(await pageText(await page('/privacy-policy'))).toBe('PRIVACY');
    expect(await pageText(await page('/privacy-policy/'))).toBe('PRIVACY');
  });

  test('when a shared workout or an import is loaded without a session cookie, then the app answers', async () => {
    expect(await pageText(await page('/shared/abc'))).toBe('SPA');
    expect(await pageText(await page('/import/abc'))).toBe('SPA');
  });

  test('when the session cookie is present, then every page load gets the app', async () => {
    for (const cookie of ['blockbeat_session=s1', 'theme=x; blockbeat_session=s1']) {
      expect(await pageText(await page('/', cookie))).toBe('SPA');
      expect(await pageText(await page('/privacy-policy', cookie))).toBe('SPA');
    }
  });

  test('when only another cookie is present, then the static pages still answer', async () => {
    expect(await pageText(await page('/', 'not_blockbeat_session=s1; blockbeat_session_x=1'))).toBe('LANDING');
  });

  test('when the request does not accept HTML, then it is not answered with a page', async () => {
    const res = await fetch(`${server.url}/dashboard`, { headers: { accept: 'application/json' } });
    expect(res.status).toBe(404);
  });

  test('when the worker, the manifest and the theme script are served, then they are revalidated every time; hashed files are immutable', async () => {
    for (const file of ['/sw.js', '/manifest.webmanifest', '/theme-init.js', '/remotes/mf-admin/remoteEntry.js']) {
      expect((await fetch(`${server.url}${file}`)).headers.get('cache-control')).toBe('no-cache');
    }
    expect((await fetch(`${server.url}/main.0123abcd.js`)).headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${server.url}/manifest.webmanifest`)).headers.get('content-type')).toContain('application/manifest+json');
  });

  test('when a bundle is fetched by a browser that takes gzip, then it comes compressed; API answers do not', async () => {
    const bundle = await fetch(`${server.url}/main.0123abcd.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(bundle.headers.get('content-encoding')).toBe('gzip');
    expect(await bundle.text()).toContain('const main = 1;');
    const api = await fetch(`${server.url}/api/big`, { headers: { 'accept-encoding': 'gzip' } });
    expect(api.headers.get('content-encoding')).toBeNull();
  });

  test('when the shell build has no static pages, then every page load gets the app', async () => {
    fs.renameSync(path.join(shellDist, 'site'), path.join(shellDist, 'site-moved'));
    try {
      expect(await pageText(await page('/'))).toBe('SPA');
    } finally {
      fs.renameSync(path.join(shellDist, 'site-moved'), path.join(shellDist, 'site'));
    }
  });

  test('when a published version is asked for, then it comes from REMOTES_DIR and every file of it, entry and manifest too, is immutable', async () => {
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const res = await fetch(`${server.url}/remotes/mf-admin/0.1.0-3f9a2c1b/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect(await (await fetch(`${server.url}/remotes/mf-admin/0.1.0-3f9a2c1b/remoteEntry.js`)).text()).toBe('published entry');
  });

  test('when a published version lacks the file, or was never published, then 404 (never the dist’s file of that name)', async () => {
    expect((await fetch(`${server.url}/remotes/mf-admin/0.1.0-3f9a2c1b/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/remotes/mf-admin/0.1.0-0000aaaa/remoteEntry.js`)).status).toBe(404);
  });

  test('when a remote’s Node bundle is asked for by any path trick, then 404, under the dist and a published version alike; its browser files still answer', async () => {
    const tricks = [
      '/server/shared-page.cjs',
      '//server/shared-page.cjs',
      '/./server/shared-page.cjs',
      '/%2e/server/shared-page.cjs',
      '/%2E/server/shared-page.cjs',
      '/x/../server/shared-page.cjs',
      '/x/%2e%2e/server/shared-page.cjs',
      '/x/..%2fserver/shared-page.cjs',
      '/x/..%2Fserver/shared-page.cjs',
      '/%2fserver/shared-page.cjs',
      '/%73erver/shared-page.cjs',
      '/server%2fshared-page.cjs',
      '/Server/shared-page.cjs',
      '/x/..%5cserver/shared-page.cjs',
      '/..%2fdist-server/shared-page.cjs',
      '/%2e%2e/dist-server/shared-page.cjs',
      '/remoteEntry.js/../server/shared-page.cjs',
    ];
    const prefixes = ['/remotes/mf-player', '/remotes/mf-player/0.1.0-3f9a2c1b', '/REMOTES/mf-player', '/remotes//mf-player'];
    const served: string[] = [];
    for (const prefix of prefixes) {
      for (const trick of tricks) {
        const res = await rawGet(`${prefix}${trick}`);
        if (res.status !== 404 || res.body.includes(NODE_BUNDLE)) served.push(`${prefix}${trick} → ${res.status}`);
      }
    }
    expect(served).toEqual([]);
    expect(await rawGet('/remotes/mf-player/remoteEntry.js')).toEqual({ status: 200, body: 'player entry' });
    expect(await rawGet('/remotes/mf-player/0.1.0-3f9a2c1b/remoteEntry.js')).toEqual({ status: 200, body: 'published player entry' });
  });

  test('when the path is not a version, then the remote’s dist answers as before', async () => {
    const res = await fetch(`${server.url}/remotes/mf-admin/remoteEntry.js`);
    expect(await res.text()).toBe('entry');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await (await fetch(`${server.url}/remotes/mf-admin/0.1.0-not-a-version/remoteEntry.js`)).text()).toBe('a folder of the dist, not a version');
  });
});
