import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { createLogger, createSequelize, migrate } from '@blockbeat/service-kit';
import { startTestServer, useTestDatabase, type TestServer } from '@blockbeat/service-kit/testing';
import type { Sequelize } from 'sequelize';
import { migrations } from '../../src/data/migrations';
import { startTestGateway, TEST_ORIGIN as ORIGIN } from '../support/gateway';
import { sessionFor, sidOf } from '../support/sessions';
import { startTcpRelay, type TcpRelay } from '../support/tcp-relay';

const logger = createLogger('gateway-test');
logger.level = 'silent';
/** The test's own view of the database; the gateway reaches it only through the relay. */
const direct = createSequelize(useTestDatabase(), { schema: 'gateway', logger });
/** The shell's built page, so that page loads can be checked during the outage. */
const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-outage-'));
let relay: TcpRelay;
let throughRelay: Sequelize;
let gateway: TestServer;
let upstream: TestServer;
const forwarded: string[] = [];

beforeAll(async () => {
  await migrate(direct, 'gateway', migrations);
  fs.mkdirSync(path.join(staticRoot, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(staticRoot, 'shell', 'dist', 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  const url = new URL(useTestDatabase());
  relay = await startTcpRelay({ host: url.hostname, port: Number(url.port || 5432) });
  url.host = relay.address;
  throughRelay = createSequelize(url.toString(), { schema: 'gateway', logger });
  const content = express();
  content.use((req, res) => {
    forwarded.push(`${req.method} ${req.path}`);
    res.status(req.method === 'POST' ? 201 : 200).json({ ok: true });
  });
  upstream = await startTestServer(content);
  const billing = express().use((_req, res) => {
    res.json({ subscriptionStatus: 'trial', entitled: true, admin: false });
  });
  const billingServer = await startTestServer(billing);
  gateway = await startTestGateway({
    sequelize: throughRelay,
    logger,
    databaseUrl: url.toString(),
    content: upstream.url,
    billing: billingServer.url,
    env: { STATIC_ROOT: staticRoot },
  });
  afterAllClose.push(billingServer);
});

const afterAllClose: TestServer[] = [];
afterAll(async () => {
  await gateway.close();
  await upstream.close();
  await Promise.all(afterAllClose.map((s) => s.close()));
  await throughRelay.close();
  await relay.close();
  await direct.close();
  fs.rmSync(staticRoot, { recursive: true, force: true });
});

afterEach(() => relay.restore());

const me = (cookie: string) => fetch(`${gateway.url}/api/auth/user`, { headers: { cookie } });
const createWorkout = (cookie: string) =>
  fetch(`${gateway.url}/api/workouts`, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'During the outage' }),
  });

describe('gateway during a database outage', () => {
  test('when the database is unreachable, then signed-in calls answer 503 JSON, the cookie is kept, and afterwards the same user carries on', async () => {
    const cookie = await sessionFor(direct, 'outage@example.com');
    const before = await (await me(cookie)).json();

    relay.cut();
    forwarded.length = 0;
    for (const res of [await me(cookie), await createWorkout(cookie), await fetch(`${gateway.url}/api/workouts`, { headers: { cookie } })]) {
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.headers.get('set-cookie')).toBeNull();
      expect((await res.json()).error.code).toBe('unavailable');
    }
    expect(forwarded).toEqual([]);

    relay.restore();
    const [rows] = await direct.query('SELECT 1 FROM gateway.sessions WHERE sid = :sid', { replacements: { sid: sidOf(cookie) } });
    expect(rows).toHaveLength(1);
    const after = await me(cookie);
    expect(after.status).toBe(200);
    expect((await after.json()).id).toBe(before.id);
    expect((await createWorkout(cookie)).status).toBe(201);
  });

  test('when a page is loaded with a session cookie during the outage, then the app is sent as before, without anyone\'s answers, and the cookie is kept', async () => {
    const cookie = await sessionFor(direct, 'outage-page@example.com');
    relay.cut();
    const res = await fetch(`${gateway.url}/dashboard`, { headers: { cookie, accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-blockbeat-page-data="/api/auth/user"');
  });

  test('when a request arrives without a session cookie during the outage, then public calls still pass through', async () => {
    relay.cut();
    forwarded.length = 0;
    const res = await fetch(`${gateway.url}/api/shared/some-token`);
    expect(res.status).toBe(200);
    expect(forwarded).toEqual(['GET /api/shared/some-token']);
  });
});

describe('gateway session writes', () => {
  const storedUat = async (cookie: string) => {
    const [rows] = (await direct.query('SELECT data FROM gateway.sessions WHERE sid = :sid', { replacements: { sid: sidOf(cookie) } })) as [
      Array<{ data: { header: { uat: number } } }>,
      unknown,
    ];
    return rows[0]!.data.header.uat;
  };

  test('when a session was last saved under a minute ago, then a request does not write it again', async () => {
    const cookie = await sessionFor(direct, 'recent@example.com', { lastUsedSecondsAgo: 30 });
    const uat = await storedUat(cookie);
    expect((await me(cookie)).status).toBe(200);
    expect(await storedUat(cookie)).toBe(uat);
  });

  test('when a session was last saved over a minute ago, then a request rolls its expiry forward', async () => {
    const cookie = await sessionFor(direct, 'rolling@example.com', { lastUsedSecondsAgo: 90 });
    const uat = await storedUat(cookie);
    expect((await me(cookie)).status).toBe(200);
    expect(await storedUat(cookie)).toBeGreaterThanOrEqual(uat + 89);
  });
});
