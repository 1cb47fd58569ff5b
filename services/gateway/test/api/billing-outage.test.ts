import express from 'express';
import { decodeJwt } from 'jose';
import { createLogger, createSequelize, migrate } from '@blockbeat/service-kit';
import { startTestServer, useTestDatabase, type TestServer } from '@blockbeat/service-kit/testing';
import { migrations } from '../../src/data/migrations';
import { startTestGateway, TEST_ORIGIN as ORIGIN } from '../support/gateway';
import { sessionFor } from '../support/sessions';

const logger = createLogger('gateway-test');
logger.level = 'silent';
const sequelize = createSequelize(useTestDatabase(), { schema: 'gateway', logger });
const servers: TestServer[] = [];
let gateway: TestServer;
let billingUp = true;
/** The entitlement each proxied request carried to the content service. */
const carried: Array<{ method: string; canEdit: boolean }> = [];

beforeAll(async () => {
  await migrate(sequelize, 'gateway', migrations);
  const content = await startTestServer(
    express().use((req, res) => {
      const claims = decodeJwt(String(req.headers.authorization).replace('Bearer ', '')) as { ent: { canEdit: boolean } };
      carried.push({ method: req.method, canEdit: claims.ent.canEdit });
      res.json({ ok: true });
    }),
  );
  const billing = await startTestServer(
    express().use((_req, res) => {
      if (!billingUp) return void res.status(500).json({ error: { code: 'internal', message: 'down' } });
      res.json({ subscriptionStatus: 'active', entitled: true, admin: false });
    }),
  );
  servers.push(content, billing);
  gateway = await startTestGateway({
    sequelize,
    logger,
    databaseUrl: useTestDatabase(),
    content: content.url,
    billing: billing.url,
    // Every request asks billing again, so each one meets the outage.
    env: { ENTITLEMENT_CACHE_SECONDS: '0' },
  });
});

afterAll(async () => {
  await gateway.close();
  await Promise.all(servers.map((s) => s.close()));
  await sequelize.close();
});

beforeEach(() => {
  billingUp = true;
  carried.length = 0;
});

const write = (cookie: string) =>
  fetch(`${gateway.url}/api/workouts`, { method: 'POST', headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' }, body: '{}' });
const read = (cookie: string) => fetch(`${gateway.url}/api/workouts`, { headers: { cookie } });

describe('gateway during a billing outage', () => {
  test('when billing stops answering after it answered once, then a paying user keeps their access (no paywall)', async () => {
    const cookie = await sessionFor(sequelize, 'paying@example.com');
    expect((await read(cookie)).status).toBe(200);
    billingUp = false;
    expect((await write(cookie)).status).toBe(200);
    expect(carried).toEqual([
      { method: 'GET', canEdit: true },
      { method: 'POST', canEdit: true },
    ]);
  });

  test('when billing cannot be reached and the user is unknown, then a write answers 503 (not 402) and a read goes on', async () => {
    const cookie = await sessionFor(sequelize, 'unknown@example.com');
    billingUp = false;
    const res = await write(cookie);
    expect(res.status).toBe(503);
    expect((await res.json()).error).toEqual({ code: 'unavailable', message: 'Your subscription could not be checked just now. Please try again in a moment.' });
    expect((await read(cookie)).status).toBe(200);
    expect(carried).toEqual([{ method: 'GET', canEdit: false }]);
  });
});
