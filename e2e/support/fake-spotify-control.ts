import { readJson, serveControl } from './control-server';
import { startFakeSpotify, type FakePlaylistSeed, type FakeSpotify } from '../../services/content/test/support/fake-spotify';

/** A fixed key for the e2e stack's SPOTIFY_TOKEN_KEYS (32 bytes of 0x5a; a test stack only). */
export const E2E_SPOTIFY_TOKEN_KEYS = `e2e:${Buffer.alloc(32, 0x5a).toString('base64')}`;

export interface FakeSpotifyHandle {
  fake: FakeSpotify;
  /** Test-only control over HTTP: the tests run in another context than this global setup. */
  controlUrl: string;
  close(): Promise<void>;
}

const num = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/**
 * The control routes, POST with a JSON body (each answers 204): /reset, /expire-tokens,
 * /rate-limit {count, seconds}, /fail {count, status?}, /fail-tracks-page {page|null}, /revoke,
 * /rotate {rotate}, /hang {count}, /access-token-seconds {seconds}, /seed {playlists}.
 * GET /requests answers the fake's request log.
 */
function control(fake: FakeSpotify): Record<string, (body: Record<string, unknown>) => void> {
  return {
    '/reset': () => fake.reset(),
    '/expire-tokens': () => fake.expireAccessTokens(),
    '/rate-limit': (b) => fake.rateLimitNext(num(b.count, 1), num(b.seconds, 1)),
    '/fail': (b) => fake.failNext(num(b.count, 1), num(b.status, 500)),
    '/fail-tracks-page': (b) => fake.failTracksPage(typeof b.page === 'number' ? b.page : null),
    '/revoke': () => fake.revokeRefreshTokens(),
    '/rotate': (b) => fake.rotateRefreshTokens(b.rotate !== false),
    '/hang': (b) => fake.hangNext(num(b.count, 1)),
    '/access-token-seconds': (b) => fake.setAccessTokenSeconds(num(b.seconds, 3600)),
    '/seed': (b) => fake.seed(b.playlists as FakePlaylistSeed[]),
  };
}

/** The Spotify-shaped server content's own tests use, with its switches behind an HTTP control port. */
export async function startE2EFakeSpotify(): Promise<FakeSpotifyHandle> {
  const fake = await startFakeSpotify();
  const routes = control(fake);
  const served = await serveControl((req, send) => {
    if (req.method === 'GET' && req.url === '/requests') return send(200, fake.requests);
    const route = req.method === 'POST' ? routes[req.url ?? ''] : undefined;
    if (!route) return send(404, { error: `no control route ${req.method} ${req.url}` });
    readJson(req)
      .then((body) => {
        route(body);
        send(204);
      })
      .catch((err: Error) => send(400, { error: err.message }));
  }, () => fake.close());
  return { fake, ...served };
}

/** The launcher's environment for content's Spotify settings, pointed at the fake. */
export function spotifyEnv(handle: FakeSpotifyHandle): NodeJS.ProcessEnv {
  return {
    SPOTIFY_CLIENT_ID: handle.fake.clientId,
    SPOTIFY_ACCOUNTS_URL: handle.fake.url,
    SPOTIFY_API_URL: handle.fake.url,
    SPOTIFY_TOKEN_KEYS: E2E_SPOTIFY_TOKEN_KEYS,
    SPOTIFY_TIMEOUT_MS: '5000',
  };
}
