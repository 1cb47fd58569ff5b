import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { decodeJwt } from 'jose';
import { PAGE_DATA_ATTRIBUTE, PAGE_DATA_READ_AT_ATTRIBUTE } from '@blockbeat/contracts';
import { createLogger, createSequelize, migrate } from '@blockbeat/service-kit';
import { startTestServer, useTestDatabase, type TestServer } from '@blockbeat/service-kit/testing';
import { migrations } from '../../src/data/migrations';
import { runOnArrival } from '../../src/web/app-page';
import { startTestGateway } from '../support/gateway';
import { sessionFor } from '../support/sessions';

const logger = createLogger('gateway-test');
const sequelize = createSequelize(useTestDatabase(), { schema: 'gateway', logger });
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-signed-in-page-'));
const INDEX =
  '<!doctype html><html><head><title>App</title><meta name="blockbeat-start" content="on-arrival"><script src="/theme-init.js"></script>' +
  '<script defer src="/main.1234abcd.js"></script><link href="/main.5678ef90.css" rel="stylesheet"></head>' +
  '<body><div id="root"></div></body></html>';
const dashboardManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'DashboardPage', assets: { js: { sync: ['__federation_expose_DashboardPage.aaaa1111.js'] }, css: { sync: ['dash.bbbb2222.css'] } } }],
};
/** What a service was asked, and as whom (the identity token's subject). */
const asked: Array<{ service: string; path: string; email: string }> = [];

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

/** A service that answers each caller with their own data, named after their e-mail address. */
function fakeService(service: string, answer: (email: string, req: express.Request, res: express.Response) => void) {
  const app = express();
  app.use((req, res) => {
    const { email } = decodeJwt(String(req.headers.authorization).replace('Bearer ', '')) as { email: string };
    asked.push({ service, path: req.path, email });
    answer(email, req, res);
  });
  return startTestServer(app);
}

let content: TestServer;
let billing: TestServer;
let gateway: TestServer;
let downGateway: TestServer;

beforeAll(async () => {
  await migrate(sequelize, 'gateway', migrations);
  write('shell/dist/index.html', INDEX);
  write('mf-dashboard/dist/mf-manifest.json', JSON.stringify(dashboardManifest));
  content = await fakeService('content', (email, req, res) => {
    if (req.path !== '/api/workouts') return void res.status(404).json({ error: { code: 'not_found', message: 'Not found' } });
    res.json([{ id: `w-${email}`, name: `Legs of ${email} </script><script>alert(1)</script>`, exercises: 2 }]);
  });
  billing = await fakeService('billing', (email, _req, res) => {
    res.json({ subscriptionStatus: 'trial', entitled: true, admin: false, hasAccess: true, trialDaysLeft: email.startsWith('ada') ? 9 : 3 });
  });
  const options = { sequelize, logger, databaseUrl: useTestDatabase() };
  gateway = await startTestGateway({ ...options, content: content.url, billing: billing.url, env: { STATIC_ROOT: root } });
  downGateway = await startTestGateway({ ...options, content: 'http://127.0.0.1:9', billing: 'http://127.0.0.1:9', env: { STATIC_ROOT: root } });
});

afterAll(async () => {
  await Promise.all([gateway, downGateway, content, billing].map((server) => server.close()));
  await sequelize.close();
  fs.rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  asked.length = 0;
});

async function load(base: string, pathname: string, cookie: string) {
  const res = await fetch(`${base}${pathname}`, { headers: { accept: 'text/html', cookie } });
  expect(res.status).toBe(200);
  const html = await res.text();
  const data = new Map<string, { value: unknown; readAt: string | null }>();
  const pattern = new RegExp(`<script type="application/json" ${PAGE_DATA_ATTRIBUTE}="([^"]+)"(?: ${PAGE_DATA_READ_AT_ATTRIBUTE}="(\\d+)")?>([\\s\\S]*?)</script>`, 'g');
  for (const [, url, readAt, json] of html.matchAll(pattern)) data.set(url!, { value: JSON.parse(json!), readAt: readAt ?? null });
  const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)].map(([, href, as]) => `${as} ${href}`);
  return { res, html, data, preloads };
}

describe('a signed-in page', () => {
  test('when a signed-in user opens the dashboard, then the page carries their sign-in answer, status and workouts, read as them, and preloads the dashboard; no cache may keep it', async () => {
    const cookie = await sessionFor(sequelize, 'ada@example.com');
    const page = await load(gateway.url, '/dashboard', cookie);
    expect(page.res.headers.get('cache-control')).toBe('private, no-store');
    expect(page.res.headers.get('vary')).toContain('Cookie');
    expect(page.data.get('/api/auth/user')?.value).toMatchObject({ email: 'ada@example.com', firstName: 'Test' });
    expect(page.data.get('/api/subscription/status')?.value).toMatchObject({ subscriptionStatus: 'trial', trialDaysLeft: 9 });
    expect(page.data.get('/api/workouts')?.value).toEqual([{ id: 'w-ada@example.com', name: 'Legs of ada@example.com </script><script>alert(1)</script>', exercises: 2 }]);
    for (const url of ['/api/auth/user', '/api/subscription/status', '/api/workouts']) {
      expect(Math.abs(Number(page.data.get(url)?.readAt) - Date.now())).toBeLessThan(60_000);
    }
    expect(page.data.get('/api/remotes')?.readAt).toBeNull();
    expect(asked.map((a) => `${a.service} ${a.path} ${a.email}`).sort()).toEqual(
      expect.arrayContaining(['billing /api/subscription/status ada@example.com', 'content /api/workouts ada@example.com']),
    );
    expect(page.preloads).toEqual([
      'fetch /remotes/mf-dashboard/mf-manifest.json',
      'script /remotes/mf-dashboard/remoteEntry.js',
      'style /remotes/mf-dashboard/dash.bbbb2222.css',
      'script /remotes/mf-dashboard/__federation_expose_DashboardPage.aaaa1111.js',
    ]);
    // The head (preloads, the app's script) is sent first; the answers follow at the start of the
    // body, while the app's script, which runs on arrival, waits for the page to be parsed.
    expect(page.html.indexOf('rel="preload"')).toBeLessThan(page.html.indexOf('</head>'));
    expect(page.html.indexOf('data-blockbeat-page-data="/api/workouts"')).toBeGreaterThan(page.html.indexOf('<body>'));
    expect(page.html.indexOf('data-blockbeat-page-data="/api/workouts"')).toBeLessThan(page.html.indexOf('<div id="root">'));
    expect(page.html).toContain('<script async src="/main.1234abcd.js"></script>');
  });

  test('when a workout’s name holds </script>, then it cannot end the element it is carried in', async () => {
    const page = await load(gateway.url, '/dashboard', await sessionFor(sequelize, 'html@example.com'));
    expect(page.html).not.toContain('</script><script>alert(1)');
    expect(page.html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    expect(page.html.match(/<script/g)).toHaveLength(page.html.match(/<\/script>/g)!.length);
  });

  test('when two users open their dashboards, then each page carries that user’s own data only', async () => {
    const [ada, bob] = await Promise.all([sessionFor(sequelize, 'ada2@example.com'), sessionFor(sequelize, 'bob@example.com')]);
    const [adaPage, bobPage] = await Promise.all([load(gateway.url, '/dashboard', ada), load(gateway.url, '/', bob)]);
    expect(adaPage.html).toContain('ada2@example.com');
    expect(adaPage.html).not.toContain('bob@example.com');
    expect(bobPage.html).toContain('bob@example.com');
    expect(bobPage.html).not.toContain('ada2@example.com');
    expect(bobPage.data.get('/api/subscription/status')?.value).toMatchObject({ trialDaysLeft: 3 });
  });

  test('when another signed-in page opens, then it carries the sign-in answer and the status but no workouts, and preloads nothing', async () => {
    const page = await load(gateway.url, '/account', await sessionFor(sequelize, 'account@example.com'));
    expect([...page.data.keys()].sort()).toEqual(['/api/auth/user', '/api/remotes', '/api/subscription/status']);
    expect(page.preloads).toEqual([]);
    expect(page.res.headers.get('cache-control')).toBe('private, no-store');
    expect(asked.some((a) => a.path === '/api/workouts')).toBe(false);
  });

  test('when the session behind the cookie is gone, then the page says nobody is signed in and carries no one’s data', async () => {
    const page = await load(gateway.url, '/dashboard', 'blockbeat_session=no-such-session');
    expect(page.data.get('/api/auth/user')).toEqual({ value: null, readAt: null });
    expect(page.data.has('/api/workouts')).toBe(false);
    expect(page.data.has('/api/subscription/status')).toBe(false);
    expect(page.res.headers.get('cache-control')).toBe('no-cache');
    expect(asked).toEqual([]);
  });

  test('when the services cannot be reached, then the page is sent with the sign-in answer only, and the app asks for the rest', async () => {
    const page = await load(downGateway.url, '/dashboard', await sessionFor(sequelize, 'down@example.com'));
    expect([...page.data.keys()].sort()).toEqual(['/api/auth/user', '/api/remotes']);
    expect(page.html).toContain('<script async src="/main.1234abcd.js"></script>');
  });
});

describe('a shell released before its script waited for the parsed page', () => {
  const head = (meta: string) => `<head><title>App</title>${meta}<script defer src="/main.1234abcd.js"></script></head>`;

  test('when its index.html does not say the script starts on arrival, then the script keeps defer (it would look for #root before it is parsed)', () => {
    expect(runOnArrival(head(''))).toBe(head(''));
  });

  test('when it says so, as the shell builds it or as written in the template, then the script runs on arrival', () => {
    for (const meta of ['<meta name="blockbeat-start" content="on-arrival">', '<meta name="blockbeat-start" content="on-arrival" />']) {
      expect(runOnArrival(head(meta))).toContain('<script async src="/main.1234abcd.js"></script>');
    }
  });
});
