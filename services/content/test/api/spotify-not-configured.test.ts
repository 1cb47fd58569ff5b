import { SPOTIFY_MESSAGES, type ErrorBody, type SpotifyStatus } from '@blockbeat/contracts';
import { randomUserId } from '@blockbeat/service-kit/testing';
import { readConfig } from '../../src/config';
import { caller, TEST_BASE_URL, useContentService } from '../support/content-service';
import { rawCall } from '../support/spotify';

const service = useContentService();

describe('playlist sync without SPOTIFY_CLIENT_ID', () => {
  test('when the status is asked for, then it says not configured, with the redirect URI to register', async () => {
    const res = await caller(service, randomUserId()).call<SpotifyStatus>('/api/spotify/status');
    expect(res.body).toEqual({ configured: false, connected: false, needsReconnect: false, displayName: null, redirectUri: `${TEST_BASE_URL}/api/spotify/callback` });
  });

  test.each([
    ['GET', '/api/spotify/playlists'],
    ['GET', '/api/spotify/playlists/abc/tracks'],
    ['POST', '/api/spotify/playlists/abc/templates'],
    ['DELETE', '/api/spotify/connection'],
  ])('when %s %s is called, then 409 "not_configured"', async (method, path) => {
    const res = await caller(service, randomUserId()).call<ErrorBody>(path, { method, body: method === 'POST' ? {} : undefined });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'conflict', reason: 'not_configured', message: SPOTIFY_MESSAGES.notConfigured });
  });

  test('when the browser is sent to connect, then it comes back to the screen', async () => {
    const res = await rawCall(service, caller(service, randomUserId()), '/api/spotify/connect');
    expect(res.status).toBe(302);
    expect(res.location).toBe('/spotify-playlist-sync?spotify=failed');
  });
});

describe('configuration', () => {
  const base = { DATABASE_URL: 'postgres://localhost/x', IDENTITY_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----' };
  const key = (byte: number) => Buffer.alloc(32, byte).toString('base64');

  test('when no client id is set, then playlist sync is off and the real Spotify is the default', () => {
    expect(readConfig(base).spotify).toBeNull();
    const config = readConfig({ ...base, SPOTIFY_CLIENT_ID: 'abc', SPOTIFY_TOKEN_KEYS: `k1:${key(1)}` }).spotify!;
    expect(config).toMatchObject({ clientId: 'abc', accountsUrl: 'https://accounts.spotify.com', apiUrl: 'https://api.spotify.com', timeoutMs: 10_000 });
  });

  test('when a client id is set without token keys, then start-up fails naming the variable', () => {
    expect(() => readConfig({ ...base, SPOTIFY_CLIENT_ID: 'abc' })).toThrow(/SPOTIFY_TOKEN_KEYS/);
  });

  test.each([
    ['k1:short', /32 bytes/],
    [`:${key(1)}`, /kid:base64key/],
    [`k1:${key(1)},k1:${key(2)}`, /twice/],
  ])('when SPOTIFY_TOKEN_KEYS is %s, then start-up fails saying why', (value, why) => {
    expect(() => readConfig({ ...base, SPOTIFY_CLIENT_ID: 'abc', SPOTIFY_TOKEN_KEYS: value })).toThrow(why);
  });

  test('when several keys are given, then the first encrypts and all are kept in order', () => {
    const { tokenKeys } = readConfig({ ...base, SPOTIFY_CLIENT_ID: 'abc', SPOTIFY_TOKEN_KEYS: `new:${key(2)}, old:${key(1)}` }).spotify!;
    expect(tokenKeys.map((k) => k.id)).toEqual(['new', 'old']);
  });
});
