import { ENTITLEMENTS_CHANGED_CHANNEL } from '@blockbeat/contracts';
import express from 'express';
import { decodeJwt } from 'jose';
import { createLogger, createSequelize, migrate } from '@blockbeat/service-kit';
import { startTestServer, useTestDatabase, type TestServer } from '@blockbeat/service-kit/testing';
import { migrations } from '../../src/data/migrations';
import { startTestGateway } from '../support/gateway';
import { sessionFor } from '../support/sessions';

/*
 * BlockBeat issue 24, finding 6: a revoked admin kept the admin console for 14.3 s, the gateway's
 * entitlement cache. Billing now notifies the change (a trigger on its row), and the gateway
 * forgets the cached answer at once.
 */

const logger = createLogger('gateway-test');
logger.level = 'silent';
const sequelize = createSequelize(useTestDatabase(), { schema: 'gateway', logger });
const servers: TestServer[] = [];
let gateway: TestServer;
/** What billing answers: whether the user is an admin now. */
let isAdmin = true;
/** The admin flag each proxied request carried to the service. */
const carried: boolean[] = [];

beforeAll(async () => {
  await migrate(sequelize, 'gateway', migrations);
  const content = await startTestServer(
    express().use((req, res) => {
      const claims = decodeJwt(String(req.headers.authorization).replace('Bearer ', '')) as { ent: { admin: boolean } };
      carried.push(claims.ent.admin);
      res.json({ ok: true });
    }),
  );
  const billing = await startTestServer(
    express().use((_req, res) => {
      res.json({ subscriptionStatus: isAdmin ? 'admin' : 'trial', entitled: true, admin: isAdmin });
    }),
  );
  servers.push(content, billing);
  // The default cache (15 s): far longer than this test waits.
  gateway = await startTestGateway({ sequelize, logger, databaseUrl: useTestDatabase(), content: content.url, billing: billing.url });
});

afterAll(async () => {
  await gateway.close();
  await Promise.all(servers.map((s) => s.close()));
  await sequelize.close();
});

const read = async (cookie: string) => {
  const res = await fetch(`${gateway.url}/api/admin/content/overview`, { headers: { cookie } });
  await res.arrayBuffer();
  return carried.at(-1);
};

async function userIdOf(email: string): Promise<string> {
  const [rows] = (await sequelize.query('SELECT id FROM gateway.users WHERE email = :email', { replacements: { email } })) as [Array<{ id: string }>, unknown];
  return rows[0]!.id;
}

async function until(check: () => Promise<boolean>, ms = 3_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('not within the time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The gateway's LISTEN connection may come up after its first requests (a busy machine): it then
 * forgets every cached answer, since notices may have been missed. The tests below rely on the
 * cache, so they start once a notice has been seen to work (which means the connection is up).
 */
beforeAll(async () => {
  const email = 'listener-warm-up@example.com';
  const cookie = await sessionFor(sequelize, email);
  isAdmin = true;
  expect(await read(cookie)).toBe(true);
  isAdmin = false;
  const userId = await userIdOf(email);
  await until(async () => {
    await sequelize.query('SELECT pg_notify(:channel, :userId)', { replacements: { channel: ENTITLEMENTS_CHANGED_CHANNEL, userId } });
    return (await read(cookie)) === false;
  }, 10_000);
}, 20_000);

describe('entitlement changes reach the gateway at once', () => {
  test('when billing notifies that an admin was revoked, then the next request carries no admin, without waiting for the cache', async () => {
    isAdmin = true;
    const cookie = await sessionFor(sequelize, 'revoked-admin@example.com');
    expect(await read(cookie)).toBe(true);
    isAdmin = false;
    // Cached: without a notice the gateway still says admin.
    expect(await read(cookie)).toBe(true);
    await sequelize.query('SELECT pg_notify(:channel, :userId)', { replacements: { channel: ENTITLEMENTS_CHANGED_CHANNEL, userId: await userIdOf('revoked-admin@example.com') } });
    await until(async () => (await read(cookie)) === false);
  });

  test("when another user's entitlement changes, then this user's cached answer stays", async () => {
    isAdmin = true;
    const cookie = await sessionFor(sequelize, 'steady-admin@example.com');
    expect(await read(cookie)).toBe(true);
    isAdmin = false;
    await sequelize.query('SELECT pg_notify(:channel, :userId)', { replacements: { channel: ENTITLEMENTS_CHANGED_CHANNEL, userId: 'someone-else' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await read(cookie)).toBe(true);
  });
});
