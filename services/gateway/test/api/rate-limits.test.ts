import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import type { Sequelize } from 'sequelize';
import { createLogger, createSequelize, migrate } from '@blockbeat/service-kit';
import { createTestKeys, startTestServer, useTestDatabase, type TestServer } from '@blockbeat/service-kit/testing';
import { createGatewayApp } from '../../src/app';
import { readConfig } from '../../src/config';
import { migrations } from '../../src/data/migrations';
import { fakeIssuer } from '../support/issuer';
import { sessionFor } from '../support/sessions';

const ORIGIN = 'http://localhost:3999';
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const LIMITS = { RATE_LIMIT_SIGN_IN_PER_MINUTE: '3', RATE_LIMIT_SHARED_PER_MINUTE: '3', RATE_LIMIT_WRITES_PER_MINUTE: '3', RATE_LIMIT_UPLOADS_PER_MINUTE: '2' };
const silent = createLogger('gateway-test');
silent.level = 'silent';

/** Every statement the main gateway's connection pool ran, to see which requests touch the limiter's table. */
const statements: string[] = [];
const sequelize = createSequelize(useTestDatabase(), { schema: 'gateway', logger: silent });
sequelize.addHook('afterQuery', (_options, query) => {
  statements.push((query as { sql?: string }).sql ?? '');
});

/** What content saw, as "METHOD /path". */
const forwarded: string[] = [];
let upstreams: TestServer[] = [];
let baseEnv: Record<string, string>;
let gateway: Gateway;
const extraDatabases: Sequelize[] = [];
const started: Gateway[] = [];

interface Gateway {
  url: string;
  prune(): Promise<void>;
  close(): Promise<void>;
}

async function startGateway(env: Record<string, string> = {}, db = sequelize, logger = silent): Promise<Gateway> {
  const config = readConfig({ ...baseEnv, ...env });
  const { app, rateLimits, close } = createGatewayApp(config, { sequelize: db, logger });
  const server = await startTestServer(app);
  // As main.ts does: a replica serves once its Redis counter answers (a test on a busy machine got an uncounted first miss).
  if (env.REDIS_URL === REDIS_URL) await rateLimits.connected(5_000);
  const gw = {
    url: server.url,
    prune: () => rateLimits.prune(),
    close: async () => {
      await server.close();
      await close();
    },
  };
  started.push(gw);
  return gw;
}

/** A port nothing listens on: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = http.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A logger that keeps its warnings; storeWarnings() are the limiter's "store failed, request let through". */
function capturedWarnings() {
  const lines: Array<{ level: number; msg: string }> = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, storeWarnings: () => lines.filter((l) => l.level === 40 && /error from store/.test(l.msg)) };
}

/** The one live class the fake content knows; every other code answers 404, as content does. */
const LIVE_CODE = 'GOOD23';
const isUnknownLiveClass = (path: string) =>
  path.startsWith('/api/live/') && !path.startsWith('/api/live/classes') && path !== '/api/live/time' && !path.startsWith(`/api/live/${LIVE_CODE}`);
const randomCode = () => Array.from({ length: 6 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[crypto.randomInt(32)]).join('');

/** Each test acts from its own client address (the gateway trusts X-Forwarded-For from loopback), so counts never mix. */
const freshIp = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
const freshEmail = (who: string) => `${who}-${crypto.randomBytes(4).toString('hex')}@example.com`;

const get = (gw: Gateway, path: string, ip: string, headers: Record<string, string> = {}) =>
  fetch(`${gw.url}${path}`, { headers: { 'x-forwarded-for': ip, accept: 'application/json', ...headers }, redirect: 'manual' });

const write = (gw: Gateway, cookie: string, path = '/api/workouts') =>
  fetch(`${gw.url}${path}`, { method: 'POST', headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' }, body: '{}' });

const upload = (gw: Gateway, cookie: string, path: string) => {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from('ID3 test')]), 'track.mp3');
  return fetch(`${gw.url}${path}`, { method: 'POST', headers: { cookie, origin: ORIGIN }, body: form });
};

async function expectPassed(res: Response, policy: string, remaining: number) {
  expect(res.status).not.toBe(429);
  expect(res.headers.get('ratelimit')).toMatch(new RegExp(`^"${policy}"; r=${remaining}; t=\\d+$`));
  expect(res.headers.get('ratelimit-policy')).toMatch(new RegExp(`^"${policy}"; q=\\d+; w=60; pk=:[^:]+:$`));
  await res.arrayBuffer();
}

async function expectRateLimited(res: Response, policy: string, limit: number) {
  expect(res.status).toBe(429);
  expect(res.headers.get('content-type')).toContain('application/json');
  expect(await res.json()).toEqual({
    error: { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' },
  });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(res.headers.get('ratelimit')).toMatch(new RegExp(`^"${policy}"; r=0; t=\\d+$`));
  expect(res.headers.get('ratelimit-policy')).toMatch(new RegExp(`^"${policy}"; q=${limit}; w=60; pk=:[^:]+:$`));
}

beforeAll(async () => {
  await migrate(sequelize, 'gateway', migrations);
  const keys = await createTestKeys();
  const content = await startTestServer(
    express().use((req, res) => {
      forwarded.push(`${req.method} ${req.path}`);
      if (isUnknownLiveClass(req.path)) return res.status(404).json({ error: { code: 'not_found', message: 'Live class not found' } });
      res.status(req.method === 'POST' ? 201 : 200).json({ from: 'content' });
    }),
  );
  const billing = await startTestServer(
    express().use((_req, res) => {
      res.json({ subscriptionStatus: 'trial', entitled: true, admin: false, hasAccess: true });
    }),
  );
  const issuer = await fakeIssuer();
  upstreams = [content, billing, issuer];
  baseEnv = {
    PORT: '3999',
    BASE_URL: ORIGIN,
    DATABASE_URL: useTestDatabase(),
    IDENTITY_PRIVATE_KEY: keys.privateKeyPem,
    OIDC_ISSUER_URL: issuer.url,
    CONTENT_URL: content.url,
    BILLING_URL: billing.url,
    SUPPORT_URL: content.url,
    ...LIMITS,
  };
  gateway = await startGateway();
});

afterAll(async () => {
  await Promise.all(started.map((gw) => gw.close()));
  await Promise.all(upstreams.map((u) => u.close()));
  await Promise.all([sequelize, ...extraDatabases].map((db) => db.close()));
});

beforeEach(() => {
  forwarded.length = 0;
  statements.length = 0;
});

describe('rate limits at the gateway', () => {
  test('when one client address signs in more often than the limit, then it gets 429 JSON with Retry-After and RateLimit headers', async () => {
    const ip = freshIp();
    for (const [i, path] of ['/api/login', '/api/callback', '/api/login'].entries()) {
      const res = await get(gateway, path, ip);
      await expectPassed(res, 'sign-in', 2 - i);
    }
    await expectRateLimited(await get(gateway, '/api/login', ip), 'sign-in', 3);
    const other = await get(gateway, '/api/login', freshIp());
    expect(other.status).toBe(302);
    expect(other.headers.get('location')).toMatch(/\/authorize\?/);
  });

  test('when a client loads shared workouts under the limit, then every request passes with the RateLimit headers', async () => {
    const ip = freshIp();
    const shared = await get(gateway, '/api/shared/tok1', ip);
    expect(await shared.clone().json()).toEqual({ from: 'content' });
    await expectPassed(shared, 'shared', 2);
    await expectPassed(await get(gateway, '/api/imports/123', ip), 'shared', 1);
    await expectPassed(await get(gateway, '/shared/tok1', ip, { accept: 'text/html' }), 'shared', 0);
    await expectRateLimited(await get(gateway, '/import/123', ip, { accept: 'text/html' }), 'shared', 3);
  });

  test("when user A writes past the limit, then A gets 429 before the service and user B's writes still pass", async () => {
    const alice = await sessionFor(sequelize, freshEmail('alice'));
    const bob = await sessionFor(sequelize, freshEmail('bob'));
    for (const remaining of [2, 1, 0]) {
      const res = await write(gateway, alice);
      expect(res.status).toBe(201);
      await expectPassed(res, 'writes', remaining);
    }
    await expectRateLimited(await write(gateway, alice, '/api/exercise-templates'), 'writes', 3);
    expect(forwarded).toHaveLength(3);

    const res = await write(gateway, bob);
    expect(res.status).toBe(201);
    await expectPassed(res, 'writes', 2);
  });

  test('when a user uploads past the tighter upload limit, then uploads get 429 while other writes still pass', async () => {
    const cookie = await sessionFor(sequelize, freshEmail('uploader'));
    await expectPassed(await upload(gateway, cookie, '/api/uploads'), 'uploads', 1);
    await expectPassed(await upload(gateway, cookie, '/api/branding/logo'), 'uploads', 0);
    await expectRateLimited(await upload(gateway, cookie, '/api/uploads'), 'uploads', 2);
    await expectPassed(await write(gateway, cookie), 'writes', 2);
    expect(forwarded).toEqual(['POST /api/uploads', 'POST /api/branding/logo', 'POST /api/workouts']);
  });

  test('when a signed-in user reads the workout list, then no request is limited and the limiter runs no query', async () => {
    const cookie = await sessionFor(sequelize, freshEmail('reader'));
    for (let i = 0; i < 5; i += 1) {
      const res = await fetch(`${gateway.url}/api/workouts`, { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit')).toBeNull();
      await res.arrayBuffer();
    }
    expect(statements.filter((sql) => sql.includes('rate_limits'))).toEqual([]);

    // The counter does see the limiter: one write, one statement on its table.
    await expectPassed(await write(gateway, cookie), 'writes', 2);
    expect(statements.filter((sql) => sql.includes('rate_limits'))).toHaveLength(1);
  });

  test('when two gateway replicas share the database, then they share one count', async () => {
    const db = createSequelize(useTestDatabase(), { schema: 'gateway', logger: silent });
    extraDatabases.push(db);
    const replica = await startGateway({}, db);
    const ip = freshIp();
    await expectPassed(await get(gateway, '/api/shared/a', ip), 'shared', 2);
    await expectPassed(await get(replica, '/api/shared/a', ip), 'shared', 1);
    await expectPassed(await get(gateway, '/api/shared/a', ip), 'shared', 0);
    await expectRateLimited(await get(replica, '/api/shared/a', ip), 'shared', 3);
  });

  test('when REDIS_URL is set, then two gateway replicas share one count in Redis and none in the database', async () => {
    const first = await startGateway({ REDIS_URL });
    const second = await startGateway({ REDIS_URL });
    const cookie = await sessionFor(sequelize, freshEmail('redis'));
    await expectPassed(await write(first, cookie), 'writes', 2);
    await expectPassed(await write(second, cookie), 'writes', 1);
    await expectPassed(await write(first, cookie), 'writes', 0);
    await expectRateLimited(await write(second, cookie), 'writes', 3);
    expect(statements.filter((sql) => sql.includes('rate_limits'))).toEqual([]);
  });

  test('when X-Forwarded-For comes from a proxy that is not trusted, then it cannot give a client a fresh count', async () => {
    const strict = await startGateway({ TRUST_PROXY: '192.0.2.1' });
    for (const remaining of [2, 1, 0]) await expectPassed(await get(strict, '/api/login', freshIp()), 'sign-in', remaining);
    await expectRateLimited(await get(strict, '/api/login', freshIp()), 'sign-in', 3);
  });

  test('when the database is unreachable, then the limiter lets requests through and logs a warning', async () => {
    const url = new URL(useTestDatabase());
    url.host = `127.0.0.1:${await closedPort()}`;
    const down = createSequelize(url.toString(), { schema: 'gateway', logger: silent });
    extraDatabases.push(down);
    const { logger, storeWarnings } = capturedWarnings();
    const gw = await startGateway({}, down, logger);
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) {
      const res = await get(gw, '/api/shared/tok', ip);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ from: 'content' });
    }
    expect(storeWarnings()).toHaveLength(5);
  });

  test('when Redis is unreachable, then the limiter lets requests through and logs a warning', async () => {
    const { logger, storeWarnings } = capturedWarnings();
    const gw = await startGateway({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` }, sequelize, logger);
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) {
      const res = await get(gw, '/api/shared/tok', ip);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ from: 'content' });
    }
    expect(storeWarnings()).toHaveLength(5);
  });

  test('when one address guesses 5,000 live class codes, 50 at a time, then it finds nothing and ends in 429s after about 20 misses', async () => {
    const ip = freshIp();
    const statusCounts = new Map<number, number>();
    const guesses = Array.from({ length: 5_000 }, randomCode).filter((code) => code !== LIVE_CODE);
    const started = Date.now();
    for (let at = 0; at < guesses.length; at += 50) {
      const answers = await Promise.all(guesses.slice(at, at + 50).map((code) => get(gateway, `/api/live/${code}`, ip)));
      for (const answer of answers) {
        statusCounts.set(answer.status, (statusCounts.get(answer.status) ?? 0) + 1);
        await answer.arrayBuffer();
      }
    }
    const misses = statusCounts.get(404) ?? 0;
    // A busy machine may take longer than the one-minute window: each window started lets 20 more.
    const windows = 1 + Math.floor((Date.now() - started) / 60_000);
    expect(statusCounts.get(200)).toBeUndefined();
    // A burst overshoots by at most the lookups one address may have in flight (4, less the one counted).
    expect(misses).toBeGreaterThanOrEqual(20);
    expect(misses).toBeLessThanOrEqual(23 * windows);
    expect(statusCounts.get(429)).toBe(guesses.length - misses);
    // Then even the right code is refused from that address until the window ends.
    await expectRateLimited(await get(gateway, `/api/live/${LIVE_CODE}`, ip), 'live-misses', 20);
    expect(forwarded.filter((line) => line.startsWith('GET /api/live/'))).toHaveLength(misses);
  }, 120_000);

  test('when 60 phones on one Wi-Fi address join a class, each syncing its clock and opening the class, then every read passes', async () => {
    const studio = freshIp();
    const reads = Array.from({ length: 60 }, () => ['/api/live/time', '/api/live/time', '/api/live/time', `/api/live/${LIVE_CODE}`, `/api/live/${LIVE_CODE}/events`]).flat();
    const answers = await Promise.all(reads.map((path) => get(gateway, path, studio)));
    expect(answers.map((answer) => answer.status).filter((status) => status === 429)).toEqual([]);
    for (const answer of answers) await answer.arrayBuffer();
    // A mistyped code on one phone still leaves room.
    expect((await get(gateway, '/api/live/TYPO99', studio)).status).toBe(404);
    expect((await get(gateway, `/api/live/${LIVE_CODE}`, studio)).status).toBe(200);
  }, 60_000);

  test('when REDIS_URL is set, then live code misses are counted in Redis and refused after the limit', async () => {
    const gw = await startGateway({ REDIS_URL });
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) expect((await get(gw, `/api/live/${randomCode()}`, ip)).status).toBe(404);
    await expectRateLimited(await get(gw, `/api/live/${randomCode()}`, ip), 'live-misses', 20);
    // (Only this address: an earlier test's PostgreSQL-counted reads may still be taking their counts back.)
    expect(statements.filter((sql) => sql.includes('rate_limits') && sql.includes(ip))).toEqual([]);
  });

  test('when a live read succeeds, then it does not count as a miss, and the RateLimit header names the live reads policy', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1) {
      const res = await get(gateway, `/api/live/${LIVE_CODE}`, ip);
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit')).toMatch(new RegExp(`^"live"; r=${1199 - i}; t=\\d+$`));
      await res.arrayBuffer();
    }
  }, 60_000);

  test('when a window has ended, then the prune drops its counter and keeps live ones', async () => {
    const [ended, live] = [freshIp(), freshIp()];
    await get(gateway, '/api/shared/x', ended);
    await get(gateway, '/api/shared/x', live);
    await sequelize.query("UPDATE gateway.rate_limits SET reset_at = now() - interval '1 second' WHERE key = :key", {
      replacements: { key: `shared:${ended}` },
    });
    await gateway.prune();
    const [rows] = await sequelize.query('SELECT key FROM gateway.rate_limits WHERE key IN (:keys)', {
      replacements: { keys: [`shared:${ended}`, `shared:${live}`] },
    });
    expect(rows).toEqual([{ key: `shared:${live}` }]);
  });
});
