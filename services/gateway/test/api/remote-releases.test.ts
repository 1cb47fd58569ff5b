import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import { createLogger, createSequelize, migrate } from '@blockbeat/service-kit';
import { startTestServer, useTestDatabase, type TestServer } from '@blockbeat/service-kit/testing';
import { migrations } from '../../src/data/migrations';
import { canaryBucket } from '../../src/domain/remote-releases';
import { startTestGateway } from '../support/gateway';
import { sessionFor } from '../support/sessions';

const sequelize = createSequelize(useTestDatabase(), { schema: 'gateway', logger: createLogger('gateway-test') });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-releases-'));
const remotesDir = path.join(dir, 'remotes');
const releaseFile = path.join(dir, 'release.json');
const OLD = '0.1.0-0000aaaa';
const NEW = '0.1.1-1111bbbb';
const CANARY = '0.2.0-2222cccc';

/** What the gateway logged (errors about the release map are looked for here). */
const logged: Array<{ level: number; msg: string }> = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk: Buffer, _enc, done) {
      logged.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  }),
);

let upstream: TestServer;
const gateways: TestServer[] = [];

function publish(remoteDir: string, version: string) {
  fs.mkdirSync(path.join(remotesDir, remoteDir, version), { recursive: true });
  fs.writeFileSync(path.join(remotesDir, remoteDir, version, 'mf-manifest.json'), '{}');
}

/** Rewrites the release map as an operator (or a ConfigMap update) would. */
function writeReleases(map: unknown) {
  const next = `${releaseFile}.next`;
  fs.writeFileSync(next, typeof map === 'string' ? map : JSON.stringify(map));
  fs.renameSync(next, releaseFile);
}

async function gateway(env: NodeJS.ProcessEnv = {}) {
  const server = await startTestGateway({
    sequelize,
    logger,
    databaseUrl: useTestDatabase(),
    content: upstream.url,
    billing: upstream.url,
    // Looked at on every answer, so a test's change shows on its next request.
    env: { REMOTES_DIR: remotesDir, REMOTES_RELEASE_FILE: releaseFile, REMOTES_RELEASE_RECHECK_MS: '0', STATIC_ROOT: dir, ...env },
  });
  gateways.push(server);
  return server.url;
}

const entries = async (url: string, cookie?: string) => {
  const res = await fetch(`${url}/api/remotes`, { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  const { remotes } = (await res.json()) as { remotes: Array<{ name: string; entry: string }> };
  return Object.fromEntries(remotes.map((r) => [r.name, r.entry]));
};

beforeAll(async () => {
  await migrate(sequelize, 'gateway', migrations);
  const app = express();
  app.use((_req, res) => res.json({ subscriptionStatus: 'trial', entitled: true, admin: false, hasAccess: true }));
  upstream = await startTestServer(app);
  for (const version of [OLD, NEW, CANARY]) publish('mf-dashboard', version);
  publish('mf-player', OLD);
  fs.mkdirSync(path.join(dir, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'shell', 'dist', 'index.html'), '<html><head></head><body></body></html>');
});

afterAll(async () => {
  await Promise.all([upstream, ...gateways].map((s) => s.close()));
  await sequelize.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  logged.length = 0;
});

describe('release map', () => {
  test('when a remote is in the map, then everyone signed out gets its version; the others keep their dist or override', async () => {
    writeReleases({ remotes: { mf_dashboard: { version: NEW } } });
    const map = await entries(await gateway({ REMOTE_MF_ADMIN_URL: 'https://cdn.example.com/mf-admin/mf-manifest.json' }));
    expect(map.mf_dashboard).toBe(`/remotes/mf-dashboard/${NEW}/mf-manifest.json`);
    expect(map.mf_builder).toBe('/remotes/mf-builder/mf-manifest.json');
    expect(map.mf_admin).toBe('https://cdn.example.com/mf-admin/mf-manifest.json');
  });

  test('when the map is empty (as deploy/ ships it), then every remote keeps its override or its dist', async () => {
    writeReleases('{ "remotes": {} }\n');
    const map = await entries(await gateway({ REMOTE_MF_ADMIN_URL: 'https://cdn.example.com/mf-admin/mf-manifest.json' }));
    expect(map.mf_dashboard).toBe('/remotes/mf-dashboard/mf-manifest.json');
    expect(map.mf_admin).toBe('https://cdn.example.com/mf-admin/mf-manifest.json');
  });

  test('when the map is changed back (a rollback), then the next answers name the old version, without a restart', async () => {
    writeReleases({ remotes: { mf_dashboard: { version: NEW } } });
    const url = await gateway();
    expect((await entries(url)).mf_dashboard).toBe(`/remotes/mf-dashboard/${NEW}/mf-manifest.json`);
    writeReleases({ remotes: { mf_dashboard: { version: OLD } } });
    expect((await entries(url)).mf_dashboard).toBe(`/remotes/mf-dashboard/${OLD}/mf-manifest.json`);
    const page = await (await fetch(`${url}/dashboard`, { headers: { accept: 'text/html', cookie: 'blockbeat_session=x' } })).text();
    expect(page).toContain(`/remotes/mf-dashboard/${OLD}/mf-manifest.json`);
    expect(page).not.toContain(NEW);
  });

  test('when the map names a CDN base, then entries point there and the CSP admits that origin, following the file', async () => {
    writeReleases({ base: 'https://cdn.example.com/remotes/', remotes: { mf_dashboard: { version: NEW }, mf_player: { version: OLD, base: 'https://other.example.net/r' } } });
    const url = await gateway();
    const map = await entries(url);
    expect(map.mf_dashboard).toBe(`https://cdn.example.com/remotes/mf-dashboard/${NEW}/mf-manifest.json`);
    expect(map.mf_player).toBe(`https://other.example.net/r/mf-player/${OLD}/mf-manifest.json`);
    const csp = async () => (await fetch(`${url}/healthz`)).headers.get('content-security-policy')!;
    expect(await csp()).toContain("connect-src 'self' https://cdn.example.com https://other.example.net;");
    writeReleases({ remotes: { mf_dashboard: { version: NEW } } });
    expect(await csp()).toContain("connect-src 'self';");
  });

  test('when the file becomes invalid, then the last good map stays and one error is logged', async () => {
    writeReleases({ remotes: { mf_dashboard: { version: NEW } } });
    const url = await gateway();
    for (const bad of ['{ not json', { remotes: { mf_nope: { version: NEW } } }, { remotes: { mf_dashboard: { version: 'latest' } } }, { remotes: { mf_dashboard: { version: NEW, canary: { version: CANARY, percent: 101 } } } }]) {
      logged.length = 0;
      writeReleases(bad);
      expect((await entries(url)).mf_dashboard).toBe(`/remotes/mf-dashboard/${NEW}/mf-manifest.json`);
      expect((await entries(url)).mf_dashboard).toBe(`/remotes/mf-dashboard/${NEW}/mf-manifest.json`);
      expect(logged.filter((l) => l.level === 50 && l.msg === 'release map refused; keeping the last good one')).toHaveLength(1);
    }
    writeReleases({ remotes: { mf_dashboard: { version: OLD } } });
    expect((await entries(url)).mf_dashboard).toBe(`/remotes/mf-dashboard/${OLD}/mf-manifest.json`);
  });

  test('when the map names a version this gateway has not got, then it is refused like an invalid file', async () => {
    writeReleases({ remotes: { mf_dashboard: { version: NEW } } });
    const url = await gateway();
    writeReleases({ remotes: { mf_dashboard: { version: '0.9.0-99999999' } } });
    expect((await entries(url)).mf_dashboard).toBe(`/remotes/mf-dashboard/${NEW}/mf-manifest.json`);
    expect(logged.some((l) => l.level === 50)).toBe(true);
  });

  test('when the file is missing at start (a pod without its ConfigMap), then the gateway is ready with every remote’s default, says so once, and takes the map up when it appears', async () => {
    const later = path.join(dir, 'not-mounted-yet', 'release.json');
    const url = await gateway({ REMOTES_RELEASE_FILE: later, REMOTE_MF_ADMIN_URL: 'https://cdn.example.com/mf-admin/mf-manifest.json' });
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const defaults = {
      mf_dashboard: '/remotes/mf-dashboard/mf-manifest.json',
      mf_builder: '/remotes/mf-builder/mf-manifest.json',
      mf_player: '/remotes/mf-player/mf-manifest.json',
      mf_account: '/remotes/mf-account/mf-manifest.json',
      mf_admin: 'https://cdn.example.com/mf-admin/mf-manifest.json',
    };
    expect(await entries(url)).toEqual(defaults);
    expect(await entries(url)).toEqual(defaults);
    const page = await (await fetch(`${url}/dashboard`, { headers: { accept: 'text/html', cookie: 'blockbeat_session=x' } })).text();
    expect(page).toContain('/remotes/mf-dashboard/mf-manifest.json');
    expect(logged.filter((l) => l.level >= 40).map((l) => l.msg)).toEqual(['release map unreadable; every remote from its REMOTE_<NAME>_URL or dist/ until it can be read']);
    fs.mkdirSync(path.dirname(later));
    fs.writeFileSync(later, JSON.stringify({ remotes: { mf_dashboard: { version: NEW } } }));
    expect(await entries(url)).toEqual({ ...defaults, mf_dashboard: `/remotes/mf-dashboard/${NEW}/mf-manifest.json` });
    expect(logged.filter((l) => l.level >= 40)).toHaveLength(1);
  });

  test('when the file is invalid at start, then the gateway starts with every remote’s default, logs it once, and takes the map up once it is valid', async () => {
    writeReleases({ remotes: { mf_dashboard: { version: 'latest' } } });
    const url = await gateway();
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    expect((await entries(url)).mf_dashboard).toBe('/remotes/mf-dashboard/mf-manifest.json');
    expect((await entries(url)).mf_dashboard).toBe('/remotes/mf-dashboard/mf-manifest.json');
    expect(logged.filter((l) => l.level === 50).map((l) => l.msg)).toEqual(['release map refused; every remote from its REMOTE_<NAME>_URL or dist/ until it is valid']);
    writeReleases({ remotes: { mf_dashboard: { version: NEW } } });
    expect((await entries(url)).mf_dashboard).toBe(`/remotes/mf-dashboard/${NEW}/mf-manifest.json`);
  });
});

describe('canary', () => {
  const canaryMap = (percent: number) => ({ remotes: { mf_dashboard: { version: OLD, canary: { version: CANARY, percent } } } });

  test('when a canary is at 100 %, then signed-in users get it and signed-out visitors the stable version', async () => {
    writeReleases(canaryMap(100));
    const url = await gateway();
    const cookie = await sessionFor(sequelize, 'canary-all@example.com');
    expect((await entries(url, cookie)).mf_dashboard).toBe(`/remotes/mf-dashboard/${CANARY}/mf-manifest.json`);
    expect((await entries(url)).mf_dashboard).toBe(`/remotes/mf-dashboard/${OLD}/mf-manifest.json`);
  });

  test('when a canary is on, then a signed-in page load carries that user’s own map (the one /api/remotes gives them), and its preloads follow it; a visitor’s and a gone session’s carry the stable one', async () => {
    writeReleases(canaryMap(100));
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'DashboardPage', assets: { js: { sync: ['page.aaaa1111.js'] }, css: { sync: [] } } }],
    };
    fs.writeFileSync(path.join(remotesDir, 'mf-dashboard', CANARY, 'mf-manifest.json'), JSON.stringify(manifest));
    const url = await gateway();
    const page = (cookie?: string) =>
      fetch(`${url}/dashboard`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } }).then((r) => r.text());
    const cookie = await sessionFor(sequelize, 'canary-page@example.com');
    const signedIn = await page(cookie);
    expect(signedIn).toContain(`"entry":"/remotes/mf-dashboard/${CANARY}/mf-manifest.json"`);
    expect(signedIn).toContain(`<link rel="preload" href="/remotes/mf-dashboard/${CANARY}/remoteEntry.js" as="script">`);
    expect(signedIn).toContain(`<link rel="preload" href="/remotes/mf-dashboard/${CANARY}/page.aaaa1111.js" as="script">`);
    expect(signedIn).not.toContain(`/remotes/mf-dashboard/${OLD}/`);
    expect(await page('blockbeat_session=gone')).toContain(`/remotes/mf-dashboard/${OLD}/mf-manifest.json`);
    expect(await page()).toContain(`/remotes/mf-dashboard/${OLD}/mf-manifest.json`);
  });

  test('when a canary is at some percent, then exactly the users whose stable hash is below it get it, on every request', async () => {
    writeReleases(canaryMap(50));
    const url = await gateway();
    const cookies: Array<{ cookie: string; id: string }> = [];
    for (let i = 0; i < 12; i += 1) {
      const email = `canary-${i}@example.com`;
      const cookie = await sessionFor(sequelize, email);
      const [[user]] = (await sequelize.query('SELECT id FROM gateway.users WHERE email = :email', { replacements: { email } })) as [
        Array<{ id: string }>,
        unknown,
      ];
      cookies.push({ cookie, id: user!.id });
    }
    // Both kinds of users are among them, or the test would not tell the rule from "everyone" or "no one".
    expect(new Set(cookies.map(({ id }) => canaryBucket(id, 'mf_dashboard') < 50)).size).toBe(2);
    for (const { cookie, id } of cookies) {
      const expected = canaryBucket(id, 'mf_dashboard') < 50 ? CANARY : OLD;
      expect((await entries(url, cookie)).mf_dashboard).toBe(`/remotes/mf-dashboard/${expected}/mf-manifest.json`);
      expect((await entries(url, cookie)).mf_dashboard).toBe(`/remotes/mf-dashboard/${expected}/mf-manifest.json`);
    }
    writeReleases({ remotes: { mf_dashboard: { version: OLD } } });
    for (const { cookie } of cookies) expect((await entries(url, cookie)).mf_dashboard).toBe(`/remotes/mf-dashboard/${OLD}/mf-manifest.json`);
  });
});
