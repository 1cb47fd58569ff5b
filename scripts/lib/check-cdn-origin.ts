import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureNginx } from './nginx';

const CONF = 'deploy/docker/nginx/static.conf';

/** A port nothing listens on, on any address. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const PUBLISHED = 'mf-player/0.1.0-0123abcd';

/**
 * A remote's build as the image holds it, in little, and a published version of it; each with a
 * server/ folder, where older builds put a remote's Node bundles (now in dist-server/, not copied).
 */
function writeRemote(html: string) {
  for (const remote of ['mf-player', PUBLISHED]) {
    const dir = path.join(html, 'remotes', remote);
    fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
    for (const file of ['mf-manifest.json', 'remoteEntry.js', '__federation_expose_PlayerPage.0123abcd.js', 'server/visitor-page.js', 'logo.svg']) {
      fs.writeFileSync(path.join(dir, file), file.endsWith('.json') ? '{}' : 'x');
    }
  }
}

/** Paths to a Node bundle as a hand-made request may spell them (sent as written: fetch would resolve the dots). */
const TRICKS = ['//server/', '/./server/', '/%2e/server/', '/x/../server/', '/x/..%2fserver/', '/%2fserver/', '/%73erver/', '/SERVER/'].flatMap((trick) =>
  ['/remotes/mf-player', `/remotes/${PUBLISHED}`].map((prefix) => `${prefix}${trick}visitor-page.js`),
);

/** What each request must get: status, and the headers that matter to the CDN and the browser. */
const EXPECTED: Array<[string, number, Record<string, string>]> = [
  ['/healthz', 200, {}],
  ['/remotes/mf-player/mf-manifest.json', 200, { 'cache-control': 'no-cache', 'access-control-allow-origin': '*' }],
  ['/remotes/mf-player/remoteEntry.js', 200, { 'cache-control': 'no-cache' }],
  ['/remotes/mf-player/__federation_expose_PlayerPage.0123abcd.js', 200, { 'cache-control': 'public, max-age=31536000, immutable' }],
  ['/remotes/mf-player/logo.svg', 200, { 'cache-control': 'public, max-age=3600' }],
  ['/remotes/mf-player/server/visitor-page.js', 404, {}],
  [`/remotes/${PUBLISHED}/remoteEntry.js`, 200, { 'cache-control': 'public, max-age=31536000, immutable' }],
  [`/remotes/${PUBLISHED}/server/visitor-page.js`, 404, {}],
  ['/remotes/mf-player/missing.js', 404, {}],
  ['/', 404, {}],
];

/**
 * The CDN origin's nginx configuration (static.Dockerfile) served by this machine's nginx
 * (installed first when missing, as for the cluster suite): its listen port and root moved to a
 * temporary folder, everything else as in the image.
 */
export async function checkCdnOrigin(root: string): Promise<string[]> {
  let nginxBin: string;
  try {
    nginxBin = ensureNginx();
  } catch (err) {
    return [`${CONF}: not checked: ${(err as Error).message}`];
  }
  const conf = fs.readFileSync(path.join(root, CONF), 'utf8');
  if (!conf.includes('listen 8080;') || !conf.includes('root /usr/share/nginx/html;')) return [`${CONF}: must listen on 8080 and serve /usr/share/nginx/html`];
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-deploy-nginx-'));
  // nginx's workers run as another user: they must read the folder.
  fs.chmodSync(dir, 0o755);
  writeRemote(path.join(dir, 'html'));
  fs.writeFileSync(path.join(dir, 'static.conf'), conf.replace('listen 8080;', `listen 127.0.0.1:${port};`).replace('root /usr/share/nginx/html;', `root ${dir}/html;`));
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;\nevents {}\nhttp { include /etc/nginx/mime.types; access_log off; client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir}; include ${dir}/static.conf; }\n`,
  );
  const nginx = spawn(nginxBin, ['-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], { stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  let stderr = '';
  nginx.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  try {
    const problems: string[] = [];
    for (const [url, status, headers] of EXPECTED) {
      const res = await fetchWhenUp(`http://127.0.0.1:${port}${url}`);
      if (!res) return [`${CONF}: nginx did not answer: ${stderr.trim()}`];
      if (res.status !== status) problems.push(`${CONF}: ${url} answered ${res.status}, expected ${status}`);
      for (const [name, value] of Object.entries(headers)) {
        if (res.headers.get(name) !== value) problems.push(`${CONF}: ${url} ${name} is "${res.headers.get(name)}", expected "${value}"`);
      }
    }
    for (const trick of TRICKS) {
      const status = await rawStatus(port, trick);
      if (status !== 404) problems.push(`${CONF}: ${trick} (sent as written) answered ${status}, expected 404`);
    }
    return problems;
  } finally {
    nginx.kill('SIGQUIT');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function rawStatus(port: number, pathname: string): Promise<number> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', () => resolve(0));
  });
}

async function fetchWhenUp(url: string): Promise<Response | null> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      return await fetch(url);
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return null;
}
