import { IDENTITY_ISSUER, type IdentityClaims } from '@blockbeat/contracts';
import express from 'express';
import { SignJWT } from 'jose';
import { createPrivateKey } from 'node:crypto';
import { errorHandler, generateIdentityKeys, identityOf, optionalIdentity, requireIdentity, type IdentityKeys } from '../src';
import { createTestKeys, requestJson, startTestServer, testLogger, testToken, type TestServer } from '../src/testing';

let server: TestServer;
let keys: IdentityKeys;

beforeAll(async () => {
  keys = await createTestKeys();
  const options = { publicKeyPem: keys.publicKeyPem, audience: 'content' as const };
  const app = express();
  app.get('/private', requireIdentity(options), (_req, res) => {
    res.json(identityOf(res));
  });
  app.get('/public', optionalIdentity(options), (_req, res) => {
    res.json({ identity: res.locals.identity ?? null });
  });
  app.use(errorHandler(testLogger()));
  server = await startTestServer(app);
});

afterAll(() => server.close());

const claims: IdentityClaims = {
  sub: 'user-1',
  email: 'user-1@example.com',
  name: 'User One',
  ent: { status: 'trial', canEdit: true, admin: false },
};

async function signed(build: (jwt: SignJWT) => SignJWT, payload: object = claims): Promise<string> {
  const jwt = new SignJWT({ ...payload }).setProtectedHeader({ alg: 'EdDSA' });
  return build(jwt).sign(createPrivateKey(keys.privateKeyPem));
}

describe('requireIdentity', () => {
  test('when the gateway signed the token for this service, then the claims reach the route', async () => {
    const res = await requestJson(`${server.url}/private`, { token: await testToken(claims, 'content') });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(claims);
  });

  test.each<[string, () => Promise<string | undefined>]>([
    ['there is no token', async () => undefined],
    ['the token is garbage', async () => 'not.a.jwt'],
    ['another key signed it', async () => testToken(claims, 'content', await generateIdentityKeys())],
    ['it is meant for another service', async () => testToken(claims, 'billing')],
    ['it has expired', () => signed((j) => j.setSubject('user-1').setIssuer(IDENTITY_ISSUER).setAudience('content').setIssuedAt(Math.floor(Date.now() / 1000) - 120).setExpirationTime(Math.floor(Date.now() / 1000) - 60))],
    ['another issuer signed it', () => signed((j) => j.setSubject('user-1').setIssuer('someone-else').setAudience('content').setIssuedAt().setExpirationTime('60s'))],
    ['it lacks the entitlement', () => signed((j) => j.setSubject('user-1').setIssuer(IDENTITY_ISSUER).setAudience('content').setIssuedAt().setExpirationTime('60s'), { email: 'a@b.c', name: 'A' })],
    ['its entitlement names edit rights the old way (hasAccess)', () => signed((j) => j.setSubject('user-1').setIssuer(IDENTITY_ISSUER).setAudience('content').setIssuedAt().setExpirationTime('60s'), { email: 'a@b.c', name: 'A', ent: { status: 'trial', hasAccess: true, admin: false } })],
  ])('when %s, then the answer is 401 Unauthorized', async (_case, token) => {
    const res = await requestJson(`${server.url}/private`, { token: await token() });
    expect(res.status).toBe(401);
    expect(res.text).toContain('Unauthorized');
  });

  test('when the Authorization header is not a Bearer token, then the answer is 401', async () => {
    const res = await fetch(`${server.url}/private`, { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(res.status).toBe(401);
  });
});

describe('optionalIdentity', () => {
  test('when there is no token, then the route runs without an identity', async () => {
    const res = await requestJson(`${server.url}/public`);
    expect(res.body).toEqual({ identity: null });
  });

  test('when the token is valid, then the route sees the caller', async () => {
    const res = await requestJson(`${server.url}/public`, { token: await testToken(claims, 'content') });
    expect(res.body).toEqual({ identity: claims });
  });

  test('when the token is bad, then the answer is still 401', async () => {
    const res = await requestJson(`${server.url}/public`, { token: await testToken(claims, 'support') });
    expect(res.status).toBe(401);
  });
});
