import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { PAGE_DATA_ATTRIBUTE } from '@blockbeat/contracts';
import { startTestServer } from '@blockbeat/service-kit/testing';
import { staticBundles } from '../../src/web/static-bundles';
import { remotesMap, remotesSource, type RemotesSource } from '../../src/domain/remotes';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-app-page-'));
const SHARED = { id: 'w1', name: 'Hips </script><script>alert(1)</script> & more\u2028', exercises: [] };
/** `$'` and `$&` mean something to String.replace: they must reach the page as they are. */
const PLAYABLE = { id: 'w2', name: "Legs $' and $& day", exercises: [{ name: 'Squats', duration: 40, restTime: 20 }] };
const INDEX =
  '<!doctype html><html><head><title>App</title><script src="/theme-init.js"></script>' +
  '<script defer src="/main.1234abcd.js"></script><link href="/main.5678ef90.css" rel="stylesheet"></head>' +
  '<body><div id="root"></div></body></html>';
const playerManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'SharedPlayerPage',
      assets: { js: { sync: ['381.aaaa1111.js', '__federation_expose_SharedPlayerPage.bbbb2222.js'] }, css: { sync: ['player.cccc3333.css'] } },
    },
  ],
};

/**
 * Stands in for mf-player's server bundle (mf-player/src/entries/visitor-render.tsx, tested in
 * mf-player/test/VisitorPage.test.tsx): the gateway only puts what it draws into the page.
 */
const RENDERER = `
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
exports.renderSharedPlayer = (w) =>
  '<div class="player-page"><h2 class="player-workout-name">' + esc(w.name) + '</h2>' +
  (w.exercises.length === 0
    ? '<p class="player-card">This workout has no blocks yet.</p>'
    : '<p class="countdown">0:05</p><h3 class="block-name">' + esc(w.exercises[0].name) + '</h3>') +
  '</div>';
`;
const VISITOR_PAGE_ASSETS = { scripts: ['shared-page.dddd4444.js'], styles: ['shared-page.eeee5555.css'] };

let content: { url: string; close(): Promise<void> };
const gateways: Array<{ url: string; close(): Promise<void> }> = [];

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

async function gateway(opts: { remotes?: RemotesSource; contentUrl?: string; root?: string } = {}) {
  const app = express();
  app.use(
    staticBundles({
      root: opts.root ?? root,
      sessionCookie: 'blockbeat_session',
      remotesDir: path.join(root, 'published'),
      remotes: opts.remotes ?? remotesSource({}),
      contentUrl: opts.contentUrl ?? content.url,
    }),
  );
  const server = await startTestServer(app);
  gateways.push(server);
  return server.url;
}

/** A player build from before the visitor page: the remote's files only. */
const olderRoot = path.join(root, 'older');

beforeAll(async () => {
  write('shell/dist/index.html', INDEX);
  write('shell/dist/site.ffff6666.js', '');
  write('mf-player/dist/mf-manifest.json', JSON.stringify(playerManifest));
  write('mf-player/dist/shared-page.json', JSON.stringify(VISITOR_PAGE_ASSETS));
  write('mf-player/dist-server/shared-page.cjs', RENDERER);
  write('older/shell/dist/index.html', INDEX);
  write('older/mf-player/dist/mf-manifest.json', JSON.stringify(playerManifest));
  const contentApp = express();
  contentApp.get('/api/shared/:token', (req, res) => {
    if (req.params.token === 'good-token') res.json(SHARED);
    else if (req.params.token === 'playable-token') res.json(PLAYABLE);
    else res.status(404).json({ error: { code: 'not_found', message: 'Workout not found' } });
  });
  content = await startTestServer(contentApp);
});

afterAll(async () => {
  await Promise.all([content, ...gateways].map((server) => server.close()));
  fs.rmSync(root, { recursive: true, force: true });
});

async function load(baseUrl: string, pathname: string, cookie?: string) {
  const res = await fetch(`${baseUrl}${pathname}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  expect(res.status).toBe(200);
  const html = await res.text();
  const data = new Map<string, unknown>();
  const pattern = new RegExp(`<script type="application/json" ${PAGE_DATA_ATTRIBUTE}="([^"]+)">([\\s\\S]*?)</script>`, 'g');
  for (const [, url, json] of html.matchAll(pattern)) data.set(url!, JSON.parse(json!));
  const preloads = [...html.matchAll(/<link rel="(?:preload" href="([^"]+)" as="(\w+)"|stylesheet" href="([^"]+)")/g)].map(
    ([, href, as, stylesheet]) => (stylesheet ? `stylesheet ${stylesheet}` : `${as} ${href}`),
  );
  const body = html.slice(html.indexOf('<body>'));
  const frame = /<div data-blockbeat-frame[\s\S]*?(?=<div id="root">)/.exec(body)?.[0] ?? null;
  return { html, data, preloads, frame };
}

describe('app page', () => {
  test('when a visitor without a session opens a shared workout, then the page holds the workout, the remotes map, the signed-out answer and the player’s own visitor page, not the app’s files (those are named for the offline copy)', async () => {
    const page = await load(await gateway(), '/shared/good-token');
    expect(page.data.get('/api/shared/good-token')).toEqual(SHARED);
    expect(page.data.get('/api/remotes')).toEqual(remotesMap({}));
    expect(page.data.has('/api/auth/user')).toBe(true);
    expect(page.data.get('/api/auth/user')).toBeNull();
    expect(page.preloads).toEqual([
      'script /remotes/mf-player/shared-page.dddd4444.js',
      'script /site.ffff6666.js',
      'stylesheet /remotes/mf-player/shared-page.eeee5555.css',
    ]);
    expect(page.frame).toContain(
      'data-blockbeat-offline-files="/remotes/mf-player/mf-manifest.json /remotes/mf-player/remoteEntry.js ' +
        '/remotes/mf-player/381.aaaa1111.js /remotes/mf-player/__federation_expose_SharedPlayerPage.bbbb2222.js /remotes/mf-player/player.cccc3333.css"',
    );
    // The workout's text cannot end the script element it is carried in, nor break out of the frame.
    expect(page.html).not.toContain('</script><script>alert(1)');
    expect(page.frame).toContain('Hips &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(page.frame).toContain('This workout has no blocks yet.');
    expect(page.html.indexOf('<div id="root">')).toBeGreaterThan(page.html.indexOf('</head>'));
  });

  test('when a visitor without a session opens a playable workout, then the page draws the idle player before #root and runs the page’s own script, not the app, after it is painted', async () => {
    const page = await load(await gateway(), '/shared/playable-token');
    expect(page.data.get('/api/shared/playable-token')).toEqual(PLAYABLE);
    expect(page.frame).toContain(`<h2 class="player-workout-name">Legs $' and $&amp; day</h2>`);
    expect(page.frame).toContain('<p class="countdown">0:05</p>');
    expect(page.frame).toContain('<h3 class="block-name">Squats</h3>');
    // The page's script and the static pages' one are fetched at once but run by after-paint.js;
    // the app's script is not on the page at all; the blocking theme script and the app's CSS stay.
    expect(page.html).not.toContain('/main.1234abcd.js');
    expect(page.html).toContain(
      '<link rel="preload" href="/remotes/mf-player/shared-page.dddd4444.js" as="script"><link rel="preload" href="/site.ffff6666.js" as="script">' +
        '<script defer src="/after-paint.js" data-scripts="/remotes/mf-player/shared-page.dddd4444.js /site.ffff6666.js"></script>',
    );
    expect(page.html).toContain('<script src="/theme-init.js"></script>');
    expect(page.html).toContain('<link href="/main.5678ef90.css" rel="stylesheet">');
  });

  test('when the player’s build has no visitor page (an older build), then a visitor gets the app, its files preloaded', async () => {
    const page = await load(await gateway({ root: olderRoot }), '/shared/playable-token');
    expect(page.frame).toBeNull();
    expect(page.html).toContain('<script defer src="/main.1234abcd.js"></script>');
    expect(page.preloads).toEqual([
      'fetch /remotes/mf-player/mf-manifest.json',
      'script /remotes/mf-player/remoteEntry.js',
      'style /remotes/mf-player/player.cccc3333.css',
      'script /remotes/mf-player/381.aaaa1111.js',
      'script /remotes/mf-player/__federation_expose_SharedPlayerPage.bbbb2222.js',
    ]);
    expect(page.data.get('/api/shared/playable-token')).toEqual(PLAYABLE);
  });

  test('when anyone asks for a remote’s Node bundle, then it is not served (it is not in the served dist/)', async () => {
    const url = await gateway();
    for (const pathname of ['/remotes/mf-player/server/shared-page.cjs', '/remotes/mf-player/shared-page.cjs', '/remotes/mf-player/..%2fdist-server/shared-page.cjs']) {
      expect((await fetch(`${url}${pathname}`)).status).toBe(404);
    }
  });

  test('when the page is loaded with a session cookie, then there is no frame (the signed-in layout is not drawn) and the app runs as usual', async () => {
    const page = await load(await gateway(), '/shared/playable-token', 'blockbeat_session=s1');
    expect(page.frame).toBeNull();
    expect(page.html).toContain('<script defer src="/main.1234abcd.js"></script>');
    expect(page.preloads).toContain('style /remotes/mf-player/player.cccc3333.css');
    expect(page.data.get('/api/shared/playable-token')).toEqual(PLAYABLE);
  });

  test('when the page is loaded with a session cookie, then the sign-in check is left to the app', async () => {
    const page = await load(await gateway(), '/shared/good-token', 'blockbeat_session=s1');
    expect(page.data.has('/api/auth/user')).toBe(false);
    expect(page.data.get('/api/shared/good-token')).toEqual(SHARED);
  });

  test('when the shared workout does not exist or the content service is down, then the page is sent without it and the player asks itself', async () => {
    const missing = await load(await gateway(), '/shared/no-such-token');
    expect([...missing.data.keys()]).toEqual(['/api/remotes', '/api/auth/user']);
    expect(missing.preloads).toHaveLength(5);
    expect(missing.frame).toBeNull();
    expect(missing.html).toContain('<script defer src="/main.1234abcd.js"></script>');
    const down = await load(await gateway({ contentUrl: 'http://127.0.0.1:9' }), '/shared/good-token');
    expect([...down.data.keys()]).toEqual(['/api/remotes', '/api/auth/user']);
  });

  test('when the player remote is served from elsewhere, then its files are not preloaded from here', async () => {
    const moved = { mf_player: 'https://cdn.example.com/mf-player/mf-manifest.json' };
    const page = await load(await gateway({ remotes: remotesSource(moved) }), '/shared/good-token');
    expect(page.preloads).toEqual([]);
    expect(page.data.get('/api/remotes')).toEqual(remotesMap(moved));
    expect(page.data.get('/api/shared/good-token')).toEqual(SHARED);
    // The frame is drawn in the player's CSS classes: without that CSS from here, no frame.
    expect(page.frame).toBeNull();
  });

  test('when any other app page loads, then it carries only the remotes map (and the signed-out answer without a session)', async () => {
    const page = await load(await gateway(), '/dashboard', 'blockbeat_session=s1');
    expect([...page.data.keys()]).toEqual(['/api/remotes']);
    expect(page.preloads).toEqual([]);
    const paths = await load(await gateway(), '/shared/a/b');
    expect(paths.preloads).toEqual([]);
  });
});
