import express from 'express';
import { createLogger, createSequelize, migrate } from '@blockbeat/service-kit';
import { startTestServer, useTestDatabase, type TestServer } from '@blockbeat/service-kit/testing';
import { migrations } from '../../src/data/migrations';
import { startTestGateway } from '../support/gateway';
import { fakeIssuer } from '../support/issuer';

/*
 * BlockBeat issue 24, finding 6: a sign-in that came back without its state cookie (it took too
 * long, or was finished in another browser) showed the library's message verbatim.
 */

const logger = createLogger('gateway-test');
logger.level = 'silent';
const sequelize = createSequelize(useTestDatabase(), { schema: 'gateway', logger });
const servers: TestServer[] = [];
let gateway: TestServer;

beforeAll(async () => {
  await migrate(sequelize, 'gateway', migrations);
  const upstream = await startTestServer(express().use((_req, res) => void res.json({})));
  const issuer = await fakeIssuer();
  servers.push(upstream, issuer);
  gateway = await startTestGateway({ sequelize, logger, databaseUrl: useTestDatabase(), content: upstream.url, billing: upstream.url, env: { OIDC_ISSUER_URL: issuer.url } });
});

afterAll(async () => {
  await gateway.close();
  await Promise.all(servers.map((s) => s.close()));
  await sequelize.close();
});

describe('a sign-in that cannot be completed', () => {
  test.each([
    ['without the sign-in state cookie (another browser, or it expired)', '/api/callback?code=abc&state=xyz', {}],
    ['with a state that does not match the cookie', '/api/callback?code=abc&state=xyz', { cookie: 'auth_verification=%7B%22state%22%3A%22other%22%7D' }],
  ])('when the provider sends the browser back %s, then a page says so and offers to start again', async (_case, path, headers: Record<string, string>) => {
    const res = await fetch(`${gateway.url}${path}`, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('text/html');
    const page = await res.text();
    expect(page).toContain('<h1>Sign-in could not be completed</h1>');
    expect(page).toContain('The sign-in took too long, or it was finished in another browser or tab. Please start again.');
    expect(page).toContain('<a class="primary" href="/api/login">Sign in again</a>');
    expect(page).not.toMatch(/auth_verification|cookie not found/i);
  });
});
