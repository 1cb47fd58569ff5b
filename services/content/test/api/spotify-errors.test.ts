import { SPOTIFY_MESSAGES, type ErrorBody, type SpotifyPage, type SpotifyPlaylist, type SpotifyStatus } from '@blockbeat/contracts';
import { randomUserId } from '@blockbeat/service-kit/testing';
import { caller, type Caller } from '../support/content-service';
import { connectSpotify, rawCall, useSpotifyContentService } from '../support/spotify';

const s = useSpotifyContentService({ timeoutMs: 700 });

async function connected(): Promise<Caller> {
  const who = caller(s.service, randomUserId());
  expect(await connectSpotify(s, who)).toBe('/spotify-playlist-sync?spotify=connected');
  s.fake.reset();
  return who;
}

const playlists = (who: Caller) => who.call<SpotifyPage<SpotifyPlaylist> & ErrorBody>('/api/spotify/playlists');
const apiCalls = () => s.fake.requestsTo(/^\/v1\//);
const refreshes = () => s.fake.requestsTo('/api/token', 'POST').filter((r) => r.form.grant_type === 'refresh_token');

beforeEach(() => s.fake.reset());

describe('tokens', () => {
  test('when Spotify answers 401 (the token expired early), then the service refreshes and tries that call once more', async () => {
    const who = await connected();
    s.fake.expireAccessTokens();
    const res = await playlists(who);
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeGreaterThan(0);
    expect(apiCalls().map((r) => r.status)).toEqual([401, 200]);
    expect(refreshes()).toHaveLength(1);
  });

  test('when the token expires within a minute, then it is refreshed before the call and Spotify never says 401', async () => {
    s.fake.setAccessTokenSeconds(30);
    const who = await connected();
    expect((await playlists(who)).status).toBe(200);
    expect(refreshes()).toHaveLength(1);
    expect(apiCalls().map((r) => r.status)).toEqual([200]);
  });

  test('when Spotify rotates the refresh token, then the new one is kept and used next time', async () => {
    const who = await connected();
    s.fake.rotateRefreshTokens(true);
    s.fake.expireAccessTokens();
    expect((await playlists(who)).status).toBe(200);
    s.fake.expireAccessTokens();
    expect((await playlists(who)).status).toBe(200);
    expect(refreshes().map((r) => r.status)).toEqual([200, 200]);
    expect(refreshes()[1]!.form.refresh_token).not.toBe(refreshes()[0]!.form.refresh_token);
  });

  test('when two requests find the token expired at once, then only one refresh is spent', async () => {
    s.fake.setAccessTokenSeconds(30);
    const who = await connected();
    s.fake.rotateRefreshTokens(true);
    const answers = await Promise.all([playlists(who), playlists(who), playlists(who)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(refreshes()).toHaveLength(1);
  });

  test('when the grant was revoked (invalid_grant on refresh), then the answer is 409 "reconnect" and the status says so', async () => {
    const who = await connected();
    s.fake.revokeRefreshTokens();
    s.fake.expireAccessTokens();
    const res = await playlists(who);
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'conflict', reason: 'reconnect', message: SPOTIFY_MESSAGES.reconnect });
    expect((await who.call<SpotifyStatus>('/api/spotify/status')).body).toMatchObject({ connected: true, needsReconnect: true });
    // No more calls to Spotify until the user reconnects.
    const before = s.fake.requests.length;
    expect((await playlists(who)).status).toBe(409);
    expect(s.fake.requests.length).toBe(before);
  });

  test('when a user with "reconnect" connects again, then the mark is gone', async () => {
    const who = await connected();
    s.fake.revokeRefreshTokens();
    s.fake.expireAccessTokens();
    await playlists(who);
    s.fake.reset();
    expect(await connectSpotify(s, who)).toBe('/spotify-playlist-sync?spotify=connected');
    expect((await who.call<SpotifyStatus>('/api/spotify/status')).body.needsReconnect).toBe(false);
    expect((await playlists(who)).status).toBe(200);
  });
});

describe("Spotify's failures", () => {
  test('when Spotify asks to wait a second (429, Retry-After: 1), then the service waits and the answer arrives', async () => {
    const who = await connected();
    s.fake.rateLimitNext(1, 1);
    const started = Date.now();
    const res = await playlists(who);
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(apiCalls().map((r) => r.status)).toEqual([429, 200]);
  });

  test('when Spotify asks to wait long (Retry-After: 30), then the caller gets 429 with Retry-After and the seconds at once', async () => {
    const who = await connected();
    s.fake.rateLimitNext(1, 30);
    const res = await rawCall(s.service, who, '/api/spotify/playlists');
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: { code: 'rate_limited', reason: 'rate_limited', retryAfterSeconds: 30, message: SPOTIFY_MESSAGES.rateLimited } });
    const again = await fetch(`${s.service.url}/api/spotify/playlists`, { headers: { authorization: `Bearer ${await who.token()}` } });
    expect(again.status).toBe(200);
    s.fake.rateLimitNext(1, 30);
    const limited = await fetch(`${s.service.url}/api/spotify/playlists`, { headers: { authorization: `Bearer ${await who.token()}` } });
    expect(limited.headers.get('retry-after')).toBe('30');
  });

  test('when short waits keep coming, then the service stops waiting within its budget and answers 429', async () => {
    const who = await connected();
    s.fake.rateLimitNext(20, 4);
    const started = Date.now();
    const res = await rawCall(s.service, who, '/api/spotify/playlists');
    expect(res.status).toBe(429);
    expect(Date.now() - started).toBeLessThan(12_000);
    expect(apiCalls()).toHaveLength(3);
  }, 20_000);

  test('when Spotify answers 500, then the caller gets 502 "unavailable"', async () => {
    const who = await connected();
    s.fake.failNext(1, 500);
    const res = await playlists(who);
    expect(res.status).toBe(502);
    expect(res.body.error).toEqual({ code: 'bad_gateway', reason: 'unavailable', message: SPOTIFY_MESSAGES.unavailable });
  });

  test('when Spotify does not answer in time, then the caller gets 504 "timeout"', async () => {
    const who = await connected();
    s.fake.hangNext(1);
    const started = Date.now();
    const res = await playlists(who);
    expect(res.status).toBe(504);
    expect(res.body.error).toEqual({ code: 'gateway_timeout', reason: 'timeout', message: SPOTIFY_MESSAGES.timeout });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  test('when the user never connected, then the answer is 409 "not_connected" and Spotify is not asked', async () => {
    const who = caller(s.service, randomUserId());
    const res = await playlists(who);
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'conflict', reason: 'not_connected', message: SPOTIFY_MESSAGES.notConnected });
    expect(s.fake.requests).toHaveLength(0);
  });
});
