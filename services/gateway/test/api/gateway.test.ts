import express from 'express';
import { decodeJwt, jwtVerify, importSPKI } from 'jose';
import { createLogger, createSequelize, migrate } from '@blockbeat/service-kit';
import { createTestKeys, startTestServer, useTestDatabase } from '@blockbeat/service-kit/testing';
import { migrations } from '../../src/data/migrations';
import { startTestGateway } from '../support/gateway';
import { sessionFor as createSession } from '../support/sessions';

const logger = createLogger('gateway-test');
const sequelize = createSequelize(useTestDatabase(), { schema: 'gateway', logger });
const seen: Array<{ path: string; headers: express.Request['headers'] }> = [];
let gateway: { url: string; close(): Promise<void> };
let upstreams: Array<{ url: string; close(): Promise<void> }> = [];
let publicKeyPem: string;

function fakeUpstream(answer: (req: express.Request, res: express.Response) => void) {
  const app = express();
  app.use((req, res) => {
    seen.push({ path: req.path, headers: req.headers });
    answer(req, res);
  });
  return startTestServer(app);
}

const sessionFor = (email: string) => createSession(sequelize, email);

beforeAll(async () => {
  await migrate(sequelize, 'gateway', migrations);
  publicKeyPem = (await createTestKeys()).publicKeyPem;
  const content = await fakeUpstream((req, res) => {
    if (req.path !== '/api/spotify/connect') return void res.json({ from: 'content' });
    res.cookie('bb_spotify_state', 'fresh-state', { httpOnly: true, sameSite: 'lax', path: '/api/spotify' });
    res.redirect(302, 'https://accounts.spotify.com/authorize?state=fresh-state');
  });
  const billing = await fakeUpstream((req, res) => {
    const { email } = decodeJwt(String(req.headers.authorization).replace('Bearer ', ''));
    // An expired trial keeps the spec's hasAccess but is not entitled to edit.
    const entitled = !String(email).startsWith('expired-trial');
    res.json({ subscriptionStatus: 'trial', entitled, admin: false, hasAccess: true });
  });
  const support = await fakeUpstream((_req, res) => res.json({ from: 'support' }));
  const coaching = await fakeUpstream((_req, res) => res.json({ from: 'coaching' }));
  upstreams = [content, billing, support, coaching];
  gateway = await startTestGateway({
    sequelize,
    logger,
    databaseUrl: useTestDatabase(),
    content: content.url,
    billing: billing.url,
    support: support.url,
    coaching: coaching.url,
    env: { REMOTE_MF_ADMIN_URL: 'https://cdn.example.com/mf-admin/mf-manifest.json' },
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

describe('gateway', () => {
  test('when nobody is signed in, then /api/auth/user answers 401 Unauthorized', async () => {
    const res = await fetch(`${gateway.url}/api/auth/user`);
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('Unauthorized');
  });

  test('when a session exists, then /api/auth/user answers the user and onboarding can be completed', async () => {
    const cookie = await sessionFor('onboard@example.com');
    const user = await (await fetch(`${gateway.url}/api/auth/user`, { headers: { cookie } })).json();
    expect(user).toMatchObject({ email: 'onboard@example.com', firstName: 'Test', onboardingCompleted: false });

    const patch = await fetch(`${gateway.url}/api/user/onboarding`, {
      method: 'PATCH',
      headers: { cookie, origin: 'http://localhost:3999', 'content-type': 'application/json' },
      body: JSON.stringify({ completed: true }),
    });
    expect(patch.status).toBe(200);
    expect((await patch.json()).onboardingCompleted).toBe(true);
  });

  test('when onboarding gets a bad body, then it answers 400 naming the field', async () => {
    const cookie = await sessionFor('badonboard@example.com');
    const res = await fetch(`${gateway.url}/api/user/onboarding`, {
      method: 'PATCH',
      headers: { cookie, origin: 'http://localhost:3999', 'content-type': 'application/json' },
      body: JSON.stringify({ completed: 'yes' }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toHaveProperty('completed');
  });

  test('when a signed-in request is proxied, then the service gets a signed identity and never the cookie', async () => {
    const cookie = await sessionFor('proxy@example.com');
    const res = await fetch(`${gateway.url}/api/workouts`, { headers: { cookie, authorization: 'Bearer forged' } });
    expect(await res.json()).toEqual({ from: 'content' });
    const hit = seen.find((s) => s.path === '/api/workouts')!;
    expect(hit.headers.cookie).toBeUndefined();
    const token = String(hit.headers.authorization).replace('Bearer ', '');
    const { payload } = await jwtVerify(token, await importSPKI(publicKeyPem, 'EdDSA'), {
      issuer: 'blockbeat-gateway',
      audience: 'content',
    });
    expect(payload).toMatchObject({ email: 'proxy@example.com', ent: { status: 'trial', canEdit: true, admin: false } });
    expect(payload.exp! - payload.iat!).toBe(60);
  });

  test("when billing reports an expired trial (hasAccess true, entitled false), then the service's token says canEdit false", async () => {
    const cookie = await sessionFor('expired-trial@example.com');
    await fetch(`${gateway.url}/api/workouts`, { headers: { cookie } });
    const hit = seen.find((s) => s.path === '/api/workouts')!;
    const { payload } = await jwtVerify(String(hit.headers.authorization).replace('Bearer ', ''), await importSPKI(publicKeyPem, 'EdDSA'), {
      issuer: 'blockbeat-gateway',
      audience: 'content',
    });
    expect(payload.ent).toEqual({ status: 'trial', canEdit: false, admin: false });
  });

  test.each([
    ['/api/admin/content/overview', 'content'],
    ['/api/spotify/status', 'content'],
    ['/api/support/tickets', 'support'],
    ['/api/admin/support/tickets/t1', 'support'],
    ['/api/admin/email-templates', 'support'],
    ['/api/admin/email-templates/t1', 'support'],
    ['/api/admin/group-email/campaigns', 'support'],
    ['/api/unsubscribe', 'support'],
  ])('when %s is asked for, then %s answers', async (path, service) => {
    const cookie = await sessionFor(`routes-${service}-${path.replace(/\W+/g, '-')}@example.com`);
    const res = await fetch(`${gateway.url}${path}`, { headers: { cookie } });
    expect(await res.json()).toEqual({ from: service });
  });

  test("when a request reaches /api/spotify, then only Spotify's state cookie goes along, never the session", async () => {
    const session = await sessionFor('spotify-cookie@example.com');
    const headers = { cookie: `${session}; bb_spotify_state=abc-123_x; other=1` };
    await fetch(`${gateway.url}/api/spotify/callback?state=abc-123_x`, { headers });
    expect(seen.find((s) => s.path === '/api/spotify/callback')!.headers.cookie).toBe('bb_spotify_state=abc-123_x');
    await fetch(`${gateway.url}/api/workouts`, { headers });
    expect(seen.find((s) => s.path === '/api/workouts')!.headers.cookie).toBeUndefined();
  });

  test("when content starts a Spotify sign-in, then its redirect and state cookie reach the browser", async () => {
    const cookie = await sessionFor('spotify-connect@example.com');
    const res = await fetch(`${gateway.url}/api/spotify/connect`, { headers: { cookie }, redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://accounts.spotify.com/authorize?state=fresh-state');
    expect(res.headers.getSetCookie().find((c) => c.startsWith('bb_spotify_state='))).toMatch(/^bb_spotify_state=fresh-state; Path=\/api\/spotify; HttpOnly; SameSite=Lax$/);
  });

  test('when nobody is signed in, then a proxied request carries no identity at all', async () => {
    await fetch(`${gateway.url}/api/workouts`, { headers: { authorization: 'Bearer forged' } });
    expect(seen.find((s) => s.path === '/api/workouts')!.headers.authorization).toBeUndefined();
  });

  test('when an unsafe request has no or a foreign Origin, then it is refused with 403 before reaching a service', async () => {
    for (const origin of [undefined, 'https://evil.example']) {
      const res = await fetch(`${gateway.url}/api/workouts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
        body: '{}',
      });
      expect(res.status).toBe(403);
    }
    expect(seen).toHaveLength(0);
  });

  test.each(['/API/user/onboarding', '/Api/User/Onboarding', '//api//user/onboarding/'])(
    'when a cross-site write names the path in another case or with extra slashes (%s), then it is refused with 403',
    async (path) => {
      const cookie = await sessionFor(`case-${crypto.randomUUID()}@example.com`);
      const res = await fetch(`${gateway.url}${path}`, {
        method: 'PATCH',
        headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
        body: JSON.stringify({ completed: true }),
      });
      expect(res.status).toBe(403);
      const user = await (await fetch(`${gateway.url}/api/auth/user`, { headers: { cookie } })).json();
      expect(user.onboardingCompleted).toBe(false);
    },
  );

  test('when another site navigates a signed-in user to /api/logout, then a confirmation page answers and the session stays', async () => {
    const cookie = await sessionFor('logout-confirm@example.com');
    const res = await fetch(`${gateway.url}/api/logout`, { headers: { cookie, 'sec-fetch-site': 'cross-site' }, redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
    const page = await res.text();
    expect(page).toContain('<h1>Sign out of BlockBeat?</h1>');
    expect(page).toContain('<a class="primary" href="/api/logout">Sign out</a>');
    expect((await fetch(`${gateway.url}/api/auth/user`, { headers: { cookie } })).status).toBe(200);
  });

  test.each([
    ['HEAD from another site (a no-cors fetch)', 'HEAD', { 'sec-fetch-site': 'cross-site' }],
    ['HEAD from our own pages', 'HEAD', { 'sec-fetch-site': 'same-origin' }],
    ['HEAD with no fetch metadata (curl -I)', 'HEAD', {}],
    ['POST from our own pages', 'POST', { origin: 'http://localhost:3999', 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }],
    ['DELETE from our own pages', 'DELETE', { origin: 'http://localhost:3999', 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }],
  ])('when /api/logout is called with %s, then it answers 405 and the user stays signed in', async (_case, method, headers: Record<string, string>) => {
    const cookie = await sessionFor(`logout-${method.toLowerCase()}-${crypto.randomUUID()}@example.com`);
    const res = await fetch(`${gateway.url}/api/logout`, { method, headers: { cookie, ...headers }, redirect: 'manual' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect(res.headers.get('set-cookie')).toBeNull();
    if (method !== 'HEAD') expect(await res.json()).toEqual({ error: { code: 'method_not_allowed', message: 'Sign out by opening /api/logout' } });
    expect((await fetch(`${gateway.url}/api/auth/user`, { headers: { cookie } })).status).toBe(200);
  });

  test('when a same-origin write is not JSON, then it is refused with 415', async () => {
    const res = await fetch(`${gateway.url}/api/workouts`, {
      method: 'POST',
      headers: { origin: 'http://localhost:3999', 'content-type': 'text/plain' },
      body: 'name=x',
    });
    expect(res.status).toBe(415);
  });

  test('when the session row is deleted (logout), then the old cookie no longer signs in', async () => {
    const cookie = await sessionFor('revoked@example.com');
    expect((await fetch(`${gateway.url}/api/auth/user`, { headers: { cookie } })).status).toBe(200);
    await sequelize.query('DELETE FROM gateway.sessions WHERE sid = :sid', { replacements: { sid: cookie.split('=')[1] } });
    expect((await fetch(`${gateway.url}/api/auth/user`, { headers: { cookie } })).status).toBe(401);
  });

  test('when the shell asks for the remotes map, then it lists every remote and honours an override', async () => {
    const res = await fetch(`${gateway.url}/api/remotes`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const { remotes } = await res.json();
    expect(remotes.map((r: { name: string }) => r.name)).toEqual(['mf_dashboard', 'mf_builder', 'mf_player', 'mf_account', 'mf_admin']);
    expect(remotes[0].entry).toBe('/remotes/mf-dashboard/mf-manifest.json');
    expect(remotes[4].entry).toBe('https://cdn.example.com/mf-admin/mf-manifest.json');
  });

  test('when any page is served, then security headers allow only our origin and the music embeds', async () => {
    const res = await fetch(`${gateway.url}/healthz`);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('frame-src https://www.youtube.com');
    expect(csp).toContain("media-src 'self' blob: data: https:");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('when a remote is served from a CDN (REMOTE_MF_ADMIN_URL), then its origin, and no other, may serve scripts, styles, fonts and the manifest fetch', async () => {
    const csp = (await fetch(`${gateway.url}/healthz`)).headers.get('content-security-policy')!;
    const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';
    for (const name of ['script-src', 'style-src', 'font-src', 'connect-src']) expect(directive(name)).toContain('https://cdn.example.com');
    expect(directive('connect-src')).toBe("connect-src 'self' https://cdn.example.com");
    expect(directive('frame-src')).not.toContain('cdn.example.com');
  });

  test('when a signed-in user exports their data, then the profile and every service’s part come back as a JSON download', async () => {
    const cookie = await sessionFor('export@example.com');
    const res = await fetch(`${gateway.url}/api/account/export`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('blockbeat-data.json');
    const body = await res.json();
    expect(body.profile.email).toBe('export@example.com');
    expect(body.content).toEqual({ from: 'content' });
    expect(body.billing.subscriptionStatus).toBe('trial');
    expect(body.coaching).toEqual({ from: 'coaching' });
    expect(seen.filter((s) => s.path === '/internal/me/export')).toHaveLength(4);
  });

  test('when the deletion confirmation is not the user’s e-mail, then nothing is deleted and 400 names the field', async () => {
    const cookie = await sessionFor('keepme@example.com');
    const res = await fetch(`${gateway.url}/api/account`, {
      method: 'DELETE',
      headers: { cookie, origin: 'http://localhost:3999', 'content-type': 'application/json' },
      body: JSON.stringify({ confirmation: 'someone@example.com' }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toHaveProperty('confirmation');
    expect(seen.filter((s) => s.path === '/internal/me')).toHaveLength(0);
    expect((await fetch(`${gateway.url}/api/auth/user`, { headers: { cookie } })).status).toBe(200);
  });

  test('when the user confirms deletion, then every service deletes, the user and sessions are gone and the cookie is dead', async () => {
    const cookie = await sessionFor('deleteme@example.com');
    const res = await fetch(`${gateway.url}/api/account`, {
      method: 'DELETE',
      headers: { cookie, origin: 'http://localhost:3999', 'content-type': 'application/json' },
      body: JSON.stringify({ confirmation: 'DeleteMe@example.com' }),
    });
    expect(res.status).toBe(204);
    expect(seen.filter((s) => s.path === '/internal/me')).toHaveLength(4);
    const [users] = await sequelize.query("SELECT 1 FROM gateway.users WHERE email = 'deleteme@example.com'");
    expect(users).toHaveLength(0);
    const [sessions] = await sequelize.query('SELECT 1 FROM gateway.sessions WHERE sid = :sid', { replacements: { sid: cookie.split('=')[1] } });
    expect(sessions).toHaveLength(0);
    expect((await fetch(`${gateway.url}/api/auth/user`, { headers: { cookie } })).status).toBe(401);
  });
});
