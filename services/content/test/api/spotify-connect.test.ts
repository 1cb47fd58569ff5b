import { createHash } from 'node:crypto';
import { SPOTIFY_SCOPES, type SpotifyStatus } from '@blockbeat/contracts';
import { localObjectStore } from '@blockbeat/object-store';
import { createTestKeys, randomUserId, startTestServer, testLogger } from '@blockbeat/service-kit/testing';
import { QueryTypes } from 'sequelize';
import { createApp } from '../../src/app';
import type { TokenKey } from '../../src/spotify/data/token-cipher';
import { caller, TEST_BASE_URL, type ContentService } from '../support/content-service';
import { callbackPath, connectSpotify, newTokenKey, rawCall, startConnect, useSpotifyContentService } from '../support/spotify';

const s = useSpotifyContentService();
const screen = (outcome: string) => `/spotify-playlist-sync?spotify=${outcome}`;

async function rowsOf(table: string, userId: string): Promise<Array<Record<string, unknown>>> {
  return s.service.sequelize.query(`SELECT * FROM content.${table} WHERE user_id = :userId`, { replacements: { userId }, type: QueryTypes.SELECT });
}

beforeEach(() => s.fake.reset());

describe('connecting to Spotify', () => {
  test('when a user connects, then the browser goes to the consent page with PKCE S256, the scopes and a state cookie', async () => {
    const who = caller(s.service, randomUserId());
    const res = await rawCall(s.service, who, '/api/spotify/connect');
    expect(res.status).toBe(302);
    const to = new URL(res.location!);
    expect(`${to.origin}${to.pathname}`).toBe(`${s.fake.url}/authorize`);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      client_id: s.fake.clientId,
      response_type: 'code',
      redirect_uri: `${TEST_BASE_URL}/api/spotify/callback`,
      code_challenge_method: 'S256',
      scope: SPOTIFY_SCOPES.join(' '),
    });
    expect(to.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    const state = to.searchParams.get('state')!;
    expect(Buffer.from(state, 'base64url')).toHaveLength(32);
    expect(res.setCookie).toContain(`bb_spotify_state=${state}`);
    expect(res.setCookie).toMatch(/HttpOnly/);
    expect(res.setCookie).toMatch(/SameSite=Lax/);
    expect(res.setCookie).toMatch(/Path=\/api\/spotify/);
    // Only the state's hash is stored; the verifier is sealed.
    const [row] = await rowsOf('spotify_auth_states', who.userId);
    expect(row!.state_hash).toBe(createHash('sha256').update(state).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(state);
  });

  test('when the user agrees, then the link is stored, the cookie cleared and the status shows the account', async () => {
    const who = caller(s.service, randomUserId());
    expect(await connectSpotify(s, who)).toBe(screen('connected'));
    const status = await who.call<SpotifyStatus>('/api/spotify/status');
    expect(status.body).toEqual({ configured: true, connected: true, needsReconnect: false, displayName: 'Fake Listener', redirectUri: `${TEST_BASE_URL}/api/spotify/callback` });
    expect(await rowsOf('spotify_auth_states', who.userId)).toEqual([]);
  });

  test('when the callback answers, then it clears the state cookie', async () => {
    const who = caller(s.service, randomUserId());
    const { cookie, authorizeUrl } = await startConnect(s.service, who);
    const res = await rawCall(s.service, who, callbackPath(await s.fake.consent(authorizeUrl)), { cookie });
    expect(res.setCookie).toMatch(/bb_spotify_state=;.*Expires=Thu, 01 Jan 1970/);
  });

  test('when the user cancels on the consent page, then nothing is connected and the screen hears "denied"', async () => {
    const who = caller(s.service, randomUserId());
    const { cookie, authorizeUrl } = await startConnect(s.service, who);
    const res = await rawCall(s.service, who, callbackPath(await s.fake.consent(authorizeUrl, 'cancel')), { cookie });
    expect(res.location).toBe(screen('denied'));
    expect((await who.call<SpotifyStatus>('/api/spotify/status')).body.connected).toBe(false);
  });

  test('when the code is exchanged with a wrong PKCE verifier, then Spotify refuses it and nothing is connected', async () => {
    const who = caller(s.service, randomUserId());
    const { cookie, authorizeUrl } = await startConnect(s.service, who);
    // The sealed verifier swapped for another sign-in's: what an attacker holding only the code would send.
    const other = await startConnect(s.service, who);
    const hashOf = (state: string) => createHash('sha256').update(state).digest('hex');
    await s.service.sequelize.query(
      `UPDATE content.spotify_auth_states SET code_verifier = (SELECT code_verifier FROM content.spotify_auth_states WHERE state_hash = :other) WHERE state_hash = :mine`,
      { replacements: { other: hashOf(other.state), mine: hashOf(new URL(authorizeUrl).searchParams.get('state')!) } },
    );
    const res = await rawCall(s.service, who, callbackPath(await s.fake.consent(authorizeUrl)), { cookie });
    expect(res.location).toBe(screen('failed'));
    const [exchange] = s.fake.requestsTo('/api/token', 'POST');
    expect(exchange).toMatchObject({ status: 400, form: { grant_type: 'authorization_code' } });
    expect((await who.call<SpotifyStatus>('/api/spotify/status')).body.connected).toBe(false);
  });

  test('when the right verifier is sent, then the fake checked it against the challenge', async () => {
    const who = caller(s.service, randomUserId());
    await connectSpotify(s, who);
    const [exchange] = s.fake.requestsTo('/api/token', 'POST');
    expect(exchange!.status).toBe(200);
    expect(exchange!.form.code_verifier).toMatch(/^[\w-]{43,128}$/);
  });
});

describe('the state is bound to the browser and the user, and works once', () => {
  test('when the callback is replayed, then the second one is refused', async () => {
    const who = caller(s.service, randomUserId());
    const { cookie, authorizeUrl } = await startConnect(s.service, who);
    const back = callbackPath(await s.fake.consent(authorizeUrl));
    expect((await rawCall(s.service, who, back, { cookie })).location).toBe(screen('connected'));
    expect((await rawCall(s.service, who, back, { cookie })).location).toBe(screen('state'));
    expect(s.fake.requestsTo('/api/token', 'POST')).toHaveLength(1);
  });

  test("when another user's state comes back (with their cookie), then it is refused and their sign-in still works", async () => {
    const victim = caller(s.service, randomUserId());
    const attacker = caller(s.service, randomUserId());
    const { cookie, authorizeUrl } = await startConnect(s.service, attacker);
    const back = callbackPath(await s.fake.consent(authorizeUrl));
    expect((await rawCall(s.service, victim, back, { cookie })).location).toBe(screen('state'));
    expect((await victim.call<SpotifyStatus>('/api/spotify/status')).body.connected).toBe(false);
    expect((await rawCall(s.service, attacker, back, { cookie })).location).toBe(screen('connected'));
  });

  test('when the state cookie is missing, then the callback is refused', async () => {
    const who = caller(s.service, randomUserId());
    const { authorizeUrl } = await startConnect(s.service, who);
    const res = await rawCall(s.service, who, callbackPath(await s.fake.consent(authorizeUrl)));
    expect(res.location).toBe(screen('state'));
    expect(s.fake.requestsTo('/api/token', 'POST')).toHaveLength(0);
  });

  test("when the cookie is another sign-in's, then the callback is refused", async () => {
    const who = caller(s.service, randomUserId());
    const first = await startConnect(s.service, who);
    const second = await startConnect(s.service, who);
    const res = await rawCall(s.service, who, callbackPath(await s.fake.consent(first.authorizeUrl)), { cookie: second.cookie });
    expect(res.location).toBe(screen('state'));
  });

  test('when the sign-in took longer than ten minutes, then the callback is refused', async () => {
    const who = caller(s.service, randomUserId());
    const { cookie, authorizeUrl } = await startConnect(s.service, who);
    await s.service.sequelize.query(`UPDATE content.spotify_auth_states SET expires_at = now() - interval '1 second' WHERE user_id = :userId`, {
      replacements: { userId: who.userId },
    });
    const res = await rawCall(s.service, who, callbackPath(await s.fake.consent(authorizeUrl)), { cookie });
    expect(res.location).toBe(screen('state'));
  });
});

describe('tokens at rest', () => {
  test('when a link is stored, then neither token is in the row in clear', async () => {
    const who = caller(s.service, randomUserId());
    await connectSpotify(s, who);
    const [row] = await rowsOf('spotify_links', who.userId);
    const stored = JSON.stringify(row);
    const tokens = s.fake.issuedTokens();
    expect(tokens.length).toBeGreaterThanOrEqual(2);
    for (const token of tokens) expect(stored).not.toContain(token);
    expect(row!.access_token).toMatch(/^v1\.k1\./);
    expect(row!.refresh_token).toMatch(/^v1\.k1\./);
  });

  /** A second service on the same database, configured with other token keys. */
  async function withKeys<T>(tokenKeys: TokenKey[], use: (there: ContentService) => Promise<T>): Promise<T> {
    const closers: Array<() => Promise<void>> = [];
    const app = createApp({
      sequelize: s.service.sequelize,
      logger: testLogger(),
      identityPublicKey: (await createTestKeys()).publicKeyPem,
      baseUrl: TEST_BASE_URL,
      store: localObjectStore(s.service.uploadDir),
      storageQuotaBytes: 1,
      spotify: { ...s.config, tokenKeys },
      onClose: (close) => closers.push(close),
    });
    const server = await startTestServer(app);
    try {
      return await use({ ...s.service, url: server.url });
    } finally {
      await server.close();
      await Promise.all(closers.map((close) => close()));
    }
  }

  test('when the key is rotated (a new first key, the old one kept), then old rows still open and refreshes reseal with the new key', async () => {
    const who = caller(s.service, randomUserId());
    await connectSpotify(s, who);
    await withKeys([newTokenKey('k2'), ...s.config.tokenKeys], async (there) => {
      expect((await rawCall(there, who, '/api/spotify/playlists')).status).toBe(200);
      s.fake.expireAccessTokens();
      expect((await rawCall(there, who, '/api/spotify/playlists')).status).toBe(200);
    });
    const [row] = await rowsOf('spotify_links', who.userId);
    expect(row!.access_token).toMatch(/^v1\.k2\./);
    expect(row!.refresh_token).toMatch(/^v1\.k2\./);
  });

  test('when the key that sealed a link is no longer configured, then the user is asked to reconnect, not shown an error', async () => {
    const who = caller(s.service, randomUserId());
    await connectSpotify(s, who);
    await withKeys([newTokenKey('k3')], async (there) => {
      expect((await rawCall(there, who, '/api/spotify/status')).body).toMatchObject({ connected: true, needsReconnect: true });
      expect((await rawCall(there, who, '/api/spotify/playlists')).body).toMatchObject({ error: { reason: 'reconnect' } });
    });
  });

  test('when a sealed token is moved to another user\'s row, then it does not open there', async () => {
    const owner = caller(s.service, randomUserId());
    const thief = caller(s.service, randomUserId());
    await connectSpotify(s, owner);
    await connectSpotify(s, thief);
    await s.service.sequelize.query(
      `UPDATE content.spotify_links SET access_token = o.access_token, refresh_token = o.refresh_token FROM content.spotify_links o WHERE o.user_id = :owner AND spotify_links.user_id = :thief`,
      { replacements: { owner: owner.userId, thief: thief.userId } },
    );
    expect((await thief.call('/api/spotify/playlists')).body).toMatchObject({ error: { reason: 'reconnect' } });
  });
});

describe('disconnecting and leaving', () => {
  test('when the user disconnects, then the tokens are erased and the status says not connected', async () => {
    const who = caller(s.service, randomUserId());
    await connectSpotify(s, who);
    expect((await rawCall(s.service, who, '/api/spotify/connection', { method: 'DELETE' })).status).toBe(204);
    expect(await rowsOf('spotify_links', who.userId)).toEqual([]);
    expect((await who.call<SpotifyStatus>('/api/spotify/status')).body).toMatchObject({ connected: false, displayName: null });
    expect((await who.call('/api/spotify/playlists')).body).toMatchObject({ error: { code: 'conflict', reason: 'not_connected' } });
  });

  test('when the user deletes their account, then the link and sign-ins under way are erased, and the export never holds a token', async () => {
    const who = caller(s.service, randomUserId());
    await connectSpotify(s, who);
    await startConnect(s.service, who);
    const exported = await who.call('/internal/me/export');
    expect(exported.status).toBe(200);
    for (const token of s.fake.issuedTokens()) expect(exported.text).not.toContain(token);
    expect(exported.text).not.toMatch(/v1\.k1\./);
    expect((await who.call('/internal/me', { method: 'DELETE' })).status).toBe(204);
    expect(await rowsOf('spotify_links', who.userId)).toEqual([]);
    expect(await rowsOf('spotify_auth_states', who.userId)).toEqual([]);
  });
});
