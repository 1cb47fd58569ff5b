import crypto from 'node:crypto';
import express from 'express';
import { importSPKI, jwtVerify } from 'jose';
import { createLogger, createSequelize, migrate } from '@blockbeat/service-kit';
import { createTestKeys, startTestServer, useTestDatabase, type TestServer } from '@blockbeat/service-kit/testing';
import { migrations } from '../../src/data/migrations';
import { startTestGateway, TEST_ORIGIN } from '../support/gateway';
import { sessionFor } from '../support/sessions';

/** The coaching service's paths at the gateway (docs/architecture.md, "Coaching"). */
const SHARED_LIMIT = 3;
const logger = createLogger('gateway-test');
logger.level = 'silent';
const sequelize = createSequelize(useTestDatabase(), { schema: 'gateway', logger });
/** What each fake service saw, as "METHOD /path" with the headers. */
const seen: Array<{ service: string; line: string; headers: express.Request['headers'] }> = [];
let gateway: TestServer;
let upstreams: TestServer[] = [];
let publicKeyPem: string;

const fakeService = (service: string) =>
  startTestServer(
    express().use((req, res) => {
      seen.push({ service, line: `${req.method} ${req.path}`, headers: req.headers });
      if (service === 'billing') return void res.json({ subscriptionStatus: 'trial', entitled: true, admin: false, hasAccess: true });
      res.status(req.method === 'POST' ? 201 : 200).json({ from: service });
    }),
  );

/** Each test acts from its own client address (the gateway trusts X-Forwarded-For from loopback), so counts never mix. */
const freshIp = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
const freshEmail = (who: string) => `${who}-${crypto.randomBytes(4).toString('hex')}@example.com`;

/** A call from the client's page: nobody signed in, from `ip`; writes as the page sends them. */
const fromClientPage = (path: string, ip: string, method = 'GET') =>
  fetch(`${gateway.url}${path}`, {
    method,
    headers: { 'x-forwarded-for': ip, accept: 'application/json', ...(method !== 'GET' && { origin: TEST_ORIGIN, 'content-type': 'application/json' }) },
    ...(method !== 'GET' && { body: JSON.stringify({ id: crypto.randomUUID(), effort: 6 }) }),
  });

beforeAll(async () => {
  await migrate(sequelize, 'gateway', migrations);
  publicKeyPem = (await createTestKeys()).publicKeyPem;
  const [content, billing, coaching] = await Promise.all(['content', 'billing', 'coaching'].map(fakeService));
  upstreams = [content!, billing!, coaching!];
  gateway = await startTestGateway({
    sequelize,
    logger,
    databaseUrl: useTestDatabase(),
    content: content!.url,
    billing: billing!.url,
    env: { COACHING_URL: coaching!.url, RATE_LIMIT_SHARED_PER_MINUTE: String(SHARED_LIMIT) },
  });
});

afterAll(async () => {
  await gateway.close();
  await Promise.all(upstreams.map((u) => u.close()));
  await sequelize.close();
});

beforeEach(() => {
  seen.length = 0;
});

describe('the gateway in front of coaching', () => {
  test('when a signed-in instructor reads and writes clients and programs, then coaching answers each with an identity signed for it and never sees the cookie', async () => {
    const email = freshEmail('coach');
    const cookie = await sessionFor(sequelize, email);
    const write = { method: 'POST', headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' }, body: '{"name":"Ada"}' };
    const answers = [
      await fetch(`${gateway.url}/api/clients?sort=name`, { headers: { cookie } }),
      await fetch(`${gateway.url}/api/clients`, write),
      await fetch(`${gateway.url}/api/clients/${crypto.randomUUID()}/calendar`, { headers: { cookie } }),
      await fetch(`${gateway.url}/api/programs`, { headers: { cookie } }),
      await fetch(`${gateway.url}/api/programs`, write),
    ];
    expect(await Promise.all(answers.map((a) => a.json()))).toEqual(Array(5).fill({ from: 'coaching' }));
    const hits = seen.filter((s) => s.service === 'coaching');
    expect(hits.map((h) => h.line)).toEqual(['GET /api/clients', 'POST /api/clients', expect.stringMatching(/^GET \/api\/clients\/[\w-]+\/calendar$/), 'GET /api/programs', 'POST /api/programs']);
    const key = await importSPKI(publicKeyPem, 'EdDSA');
    for (const hit of hits) {
      expect(hit.headers.cookie).toBeUndefined();
      const { payload } = await jwtVerify(String(hit.headers.authorization).replace('Bearer ', ''), key, { issuer: 'blockbeat-gateway', audience: 'coaching' });
      expect(payload).toMatchObject({ email, ent: { status: 'trial', canEdit: true, admin: false } });
    }
    // Another service's audience is refused by coaching's check.
    await expect(jwtVerify(String(hits[0]!.headers.authorization).replace('Bearer ', ''), key, { audience: 'content' })).rejects.toThrow();
  });

  test('when nobody is signed in, then /api/clients reaches coaching with no identity at all (coaching refuses it itself)', async () => {
    await (await fetch(`${gateway.url}/api/clients`, { headers: { authorization: 'Bearer forged' } })).arrayBuffer();
    const hit = seen.find((s) => s.service === 'coaching')!;
    expect(hit.line).toBe('GET /api/clients');
    expect(hit.headers.authorization).toBeUndefined();
  });

  test('when one address calls a client page past the shared limit, reads and writes alike, then it gets 429 with RateLimit headers before coaching, and another address still passes', async () => {
    const ip = freshIp();
    const token = crypto.randomBytes(24).toString('base64url');
    const calls = [
      () => fromClientPage(`/api/c/${token}?today=2026-11-28`, ip),
      () => fromClientPage(`/api/c/${token}/completions`, ip, 'POST'),
      () => fromClientPage(`/api/c/${token}/forget`, ip, 'POST'),
    ];
    for (const [i, call] of calls.entries()) {
      const res = await call();
      expect(res.status).not.toBe(429);
      expect(res.headers.get('ratelimit')).toMatch(new RegExp(`^"shared"; r=${SHARED_LIMIT - 1 - i}; t=\\d+$`));
      expect(res.headers.get('ratelimit-policy')).toMatch(new RegExp(`^"shared"; q=${SHARED_LIMIT}; w=60; pk=:[^:]+:$`));
      await res.arrayBuffer();
    }
    const refused = await fromClientPage(`/api/c/${token}/completions`, ip, 'POST');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' } });
    expect(refused.headers.get('ratelimit')).toMatch(/^"shared"; r=0; t=\d+$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(seen.filter((s) => s.service === 'coaching').map((s) => s.line)).toEqual([
      `GET /api/c/${token}`,
      `POST /api/c/${token}/completions`,
      `POST /api/c/${token}/forget`,
    ]);

    const other = await fromClientPage(`/api/c/${token}?today=2026-11-28`, freshIp());
    expect(other.status).toBe(200);
    expect(other.headers.get('ratelimit')).toMatch(new RegExp(`^"shared"; r=${SHARED_LIMIT - 1}; t=\\d+$`));
  });

  test('when an address has used up the shared limit on client pages, then its shared workout links are refused too (one count per address)', async () => {
    const ip = freshIp();
    for (let i = 0; i < SHARED_LIMIT; i += 1) await (await fromClientPage('/api/c/some-token', ip)).arrayBuffer();
    expect((await fromClientPage('/api/shared/tok1', ip)).status).toBe(429);
  });

  test('when the instructor’s own paths only start like a client page (/api/clients, /api/cx), then the per-address limit does not apply', async () => {
    const ip = freshIp();
    const cookie = await sessionFor(sequelize, freshEmail('prefix'));
    for (let i = 0; i < SHARED_LIMIT + 2; i += 1) {
      const res = await fetch(`${gateway.url}/api/clients`, { headers: { cookie, 'x-forwarded-for': ip } });
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit')).toBeNull();
      await res.arrayBuffer();
    }
    const near = await fetch(`${gateway.url}/api/cx`, { headers: { 'x-forwarded-for': ip } });
    expect(near.headers.get('ratelimit')).toBeNull();
  });

  test('when a mail client POSTs the weekly summary’s unsubscribe link (a form body, no Origin), then it reaches coaching; other coaching writes without our Origin are still refused', async () => {
    const oneClick = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' };
    const res = await fetch(`${gateway.url}/api/clients/summary-mail/unsubscribe?token=abc.def`, oneClick);
    expect(await res.json()).toEqual({ from: 'coaching' });
    expect(seen.filter((s) => s.service === 'coaching').map((s) => s.line)).toEqual(['POST /api/clients/summary-mail/unsubscribe']);
    expect((await fetch(`${gateway.url}/api/clients/summary-mail`, oneClick)).status).toBe(403);
    expect((await fetch(`${gateway.url}/api/clients`, oneClick)).status).toBe(403);
    expect(seen.filter((s) => s.service === 'coaching')).toHaveLength(1);
  });
});
