import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Spotify-shaped server for tests (no internet; modelled on billing's fake Stripe). It
 * serves the accounts service's consent page and token endpoint (authorization code with PKCE,
 * refresh) and the Web API calls playlist sync makes, in Spotify's JSON shapes with its paging,
 * checks Bearer tokens, records every request, and has switches for the failures Spotify has:
 * expired tokens, 429 with Retry-After, 5xx, a failing page, a revoked grant and silence.
 */

export interface FakeTrackSeed {
  /** 22 letters and digits, as Spotify's (local files have none). */
  id: string;
  name: string;
  artists: string[];
  durationMs: number;
  isLocal?: boolean;
  type?: 'track' | 'episode';
}

export interface FakePlaylistSeed {
  id: string;
  name: string;
  /** null: a playlist without a cover. */
  imageUrl?: string | null;
  /** null: a track since removed from Spotify (the item's `track` is null). */
  tracks: Array<FakeTrackSeed | null>;
}

export interface FakeSpotifyOptions {
  clientId?: string;
  playlists?: FakePlaylistSeed[];
  user?: { id: string; displayName: string };
  /** expires_in of the access tokens the token endpoint hands out. */
  accessTokenSeconds?: number;
}

export interface FakeSpotifyRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The token endpoint's form fields. */
  form: Record<string, string>;
  status: number;
}

export interface FakeSpotify {
  /** Both the accounts service and the Web API (SPOTIFY_ACCOUNTS_URL and SPOTIFY_API_URL). */
  readonly url: string;
  readonly clientId: string;
  readonly user: { id: string; displayName: string };
  readonly requests: readonly FakeSpotifyRequest[];
  requestsTo(path: string | RegExp, method?: string): FakeSpotifyRequest[];
  /** Every access and refresh token handed out, to look for them where they must not be. */
  issuedTokens(): string[];
  seed(playlists: FakePlaylistSeed[]): void;
  /** Every access token handed out so far is refused (401) from now on. */
  expireAccessTokens(): void;
  setAccessTokenSeconds(seconds: number): void;
  /** The next `count` Web API calls answer 429 with `Retry-After: seconds`. */
  rateLimitNext(count: number, seconds: number): void;
  /** The next `count` Web API calls answer `status` (default 500). */
  failNext(count: number, status?: number): void;
  /** Page `page` (1-based, by offset and limit) of every playlist's tracks answers 500 until cleared with null. */
  failTracksPage(page: number | null): void;
  /** The token endpoint refuses every refresh token with invalid_grant (the user removed the app). */
  revokeRefreshTokens(): void;
  /** Refreshing hands out a new refresh token and retires the old one. */
  rotateRefreshTokens(rotate: boolean): void;
  /** The next `count` Web API calls never answer. */
  hangNext(count: number): void;
  /** Clears every switch and the request log; tokens and codes stay valid. */
  reset(): void;
  /** What the browser does on the consent page: follows "Agree" (or "Cancel") and lands on the redirect URI. */
  consent(authorizeUrl: string, choice?: 'agree' | 'cancel'): Promise<string>;
  close(): Promise<void>;
}

interface AuthCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  scope: string;
}

export const FAKE_SPOTIFY_CLIENT_ID = 'blockbeat-fake-spotify-client';
export const FAKE_SPOTIFY_USER = { id: 'fake-listener', displayName: 'Fake Listener' } as const;

const fakeId = (prefix: string, n: number) => `${prefix}${String(n).padStart(22 - prefix.length, '0')}`;
const track = (n: number, name: string, artists: string[], seconds: number): FakeTrackSeed => ({ id: fakeId('tr', n), name, artists, durationMs: seconds * 1000 });

/**
 * The default library: a small mix with a local file, an episode and a removed track; a playlist
 * of 130 tracks (more than one page of 100); and one with lengths outside 5–600 s and a track twice.
 */
export function defaultFakePlaylists(): FakePlaylistSeed[] {
  const calm = track(302, 'Slow Breath', ['Quiet Room'], 200);
  return [
    {
      id: fakeId('pl', 1),
      name: 'Warm-up Mix',
      imageUrl: 'https://i.scdn.co/image/warm-up',
      tracks: [
        track(101, 'Morning Stretch', ['Sunrise Collective'], 185),
        track(102, 'Easy Jog', ['Pace Makers', 'DJ Stride'], 214),
        { id: 'local0000000000000000', name: 'My Own Recording', artists: ['Me'], durationMs: 90_000, isLocal: true },
        track(103, 'Loosen Up', ['Sunrise Collective'], 167),
        { ...track(104, 'Fitness Talk Episode 12', ['The Podcast'], 1800), type: 'episode' },
        null,
        track(105, 'Ready Set', ['Pace Makers'], 142),
      ],
    },
    {
      id: fakeId('pl', 2),
      name: 'HIIT Power Hour',
      imageUrl: 'https://i.scdn.co/image/hiit',
      tracks: Array.from({ length: 130 }, (_, i) => track(201 + i, `Power Track ${i + 1}`, ['The Intervals'], 120 + ((i * 7) % 180))),
    },
    {
      id: fakeId('pl', 3),
      name: 'Cool Down',
      imageUrl: null,
      tracks: [track(301, 'Tiny Chime', ['Bell Tower'], 3), calm, track(303, 'Very Long Ambient Journey', ['Drift'], 720), calm],
    },
  ];
}

export async function startFakeSpotify({
  clientId = FAKE_SPOTIFY_CLIENT_ID,
  playlists: initial = defaultFakePlaylists(),
  user = FAKE_SPOTIFY_USER,
  accessTokenSeconds = 3600,
}: FakeSpotifyOptions = {}): Promise<FakeSpotify> {
  let playlists = initial;
  let tokenSeconds = accessTokenSeconds;
  const requests: FakeSpotifyRequest[] = [];
  const codes = new Map<string, AuthCode>();
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const issued: string[] = [];
  const switches = { rateLimited: 0, retryAfter: 1, failures: 0, failStatus: 500, failPage: null as number | null, revoked: false, rotate: false, hang: 0 };
  let url = '';

  const newToken = (kind: string) => {
    const token = `${kind}-${randomBytes(24).toString('base64url')}`;
    issued.push(token);
    return token;
  };

  function tokens(withRefresh: string | null, scope: string): [number, unknown] {
    const accessToken = newToken('fake-access');
    accessTokens.set(accessToken, Date.now() + tokenSeconds * 1000);
    const body: Record<string, unknown> = { access_token: accessToken, token_type: 'Bearer', scope, expires_in: tokenSeconds };
    if (withRefresh) body.refresh_token = withRefresh;
    return [200, body];
  }

  function tokenEndpoint(form: Record<string, string>): [number, unknown] {
    if (form.client_id !== clientId) return [400, { error: 'invalid_client', error_description: 'Invalid client' }];
    if (form.grant_type === 'authorization_code') {
      const code = codes.get(form.code ?? '');
      codes.delete(form.code ?? '');
      const challenge = createHash('sha256')
        .update(form.code_verifier ?? '')
        .digest('base64url');
      if (!code || code.redirectUri !== form.redirect_uri || code.clientId !== form.client_id) {
        return [400, { error: 'invalid_grant', error_description: 'Invalid authorization code' }];
      }
      if (code.challenge !== challenge) return [400, { error: 'invalid_grant', error_description: 'code_verifier was incorrect' }];
      const refresh = newToken('fake-refresh');
      refreshTokens.add(refresh);
      return tokens(refresh, code.scope);
    }
    if (form.grant_type === 'refresh_token') {
      if (switches.revoked || !refreshTokens.has(form.refresh_token ?? '')) return [400, { error: 'invalid_grant', error_description: 'Refresh token revoked' }];
      let rotated: string | null = null;
      if (switches.rotate) {
        refreshTokens.delete(form.refresh_token!);
        rotated = newToken('fake-refresh');
        refreshTokens.add(rotated);
      }
      return tokens(rotated, 'playlist-read-private playlist-read-collaborative');
    }
    return [400, { error: 'unsupported_grant_type', error_description: `grant_type ${form.grant_type} is not supported` }];
  }

  function authorize(query: URLSearchParams): [number, string] {
    const redirectUri = query.get('redirect_uri') ?? '';
    const problems = [
      query.get('client_id') !== clientId && 'INVALID_CLIENT: Invalid client',
      query.get('response_type') !== 'code' && 'response_type must be code',
      query.get('code_challenge_method') !== 'S256' && 'code_challenge_method must be S256',
      !query.get('code_challenge') && 'code_challenge is missing',
      !/^https?:\/\//.test(redirectUri) && 'INVALID_CLIENT: Invalid redirect URI',
    ].filter(Boolean);
    if (problems.length > 0) return [400, page('Error', `<p>${problems.map((p) => escapeHtml(String(p))).join('<br>')}</p>`)];
    const code = randomBytes(24).toString('base64url');
    codes.set(code, { clientId, redirectUri, challenge: query.get('code_challenge')!, scope: query.get('scope') ?? '' });
    const back = (params: Record<string, string>) => {
      const target = new URL(redirectUri);
      for (const [key, value] of Object.entries({ ...params, ...(query.get('state') !== null && { state: query.get('state')! }) })) target.searchParams.set(key, value);
      return escapeHtml(target.toString());
    };
    return [
      200,
      page(
        'Authorize BlockBeat',
        `<h1>Allow BlockBeat to access your Spotify account, ${escapeHtml(user.displayName)}?</h1>
<p>Scopes: ${escapeHtml(query.get('scope') ?? '')}</p>
<p><a id="agree" role="button" href="${back({ code })}">Agree</a> <a id="cancel" role="button" href="${back({ error: 'access_denied' })}">Cancel</a></p>`,
      ),
    ];
  }

  function pageOf<T>(path: string, items: T[], query: URLSearchParams, maxLimit: number, defaultLimit: number): [number, unknown] {
    const offset = Number(query.get('offset') ?? 0);
    const limit = Number(query.get('limit') ?? defaultLimit);
    if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit < 1 || limit > maxLimit) {
      return [400, { error: { status: 400, message: 'Invalid limit or offset' } }];
    }
    const link = (at: number) => `${url}${path}?offset=${at}&limit=${limit}`;
    return [
      200,
      {
        href: link(offset),
        items: items.slice(offset, offset + limit),
        limit,
        offset,
        total: items.length,
        next: offset + limit < items.length ? link(offset + limit) : null,
        previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
      },
    ];
  }

  function api(path: string, query: URLSearchParams): [number, unknown] {
    if (path === '/v1/me') {
      return [200, { id: user.id, display_name: user.displayName, type: 'user', uri: `spotify:user:${user.id}`, external_urls: { spotify: `https://open.spotify.com/user/${user.id}` } }];
    }
    if (path === '/v1/me/playlists') return pageOf(path, playlists.map(playlistJson), query, 50, 20);
    const match = /^\/v1\/playlists\/([^/]+)\/tracks$/.exec(path);
    if (match) {
      const playlist = playlists.find((p) => p.id === match[1]);
      if (!playlist) return [404, { error: { status: 404, message: 'Resource not found' } }];
      const limit = Number(query.get('limit') ?? 100);
      const pageNumber = Math.floor(Number(query.get('offset') ?? 0) / limit) + 1;
      if (switches.failPage !== null && pageNumber === switches.failPage) return [500, { error: { status: 500, message: 'Server error' } }];
      return pageOf(path, playlist.tracks.map(itemJson), query, 100, 100);
    }
    return [404, { error: { status: 404, message: 'Service not found' } }];
  }

  function playlistJson(p: FakePlaylistSeed) {
    const images = p.imageUrl ? [640, 300, 60].map((size) => ({ url: `${p.imageUrl}-${size}`, width: size, height: size })) : null;
    return {
      id: p.id,
      name: p.name,
      description: '',
      collaborative: false,
      public: false,
      images,
      owner: { id: user.id, display_name: user.displayName, type: 'user' },
      snapshot_id: 'fake-snapshot',
      tracks: { href: `${url}/v1/playlists/${p.id}/tracks`, total: p.tracks.length },
      type: 'playlist',
      uri: `spotify:playlist:${p.id}`,
      external_urls: { spotify: `https://open.spotify.com/playlist/${p.id}` },
    };
  }

  function itemJson(t: FakeTrackSeed | null) {
    if (!t) return { added_at: '2024-01-01T00:00:00Z', is_local: false, track: null };
    const isLocal = t.isLocal === true;
    return {
      added_at: '2024-01-01T00:00:00Z',
      is_local: isLocal,
      track: {
        id: isLocal ? null : t.id,
        name: t.name,
        artists: t.artists.map((name) => ({ name, type: 'artist' })),
        duration_ms: t.durationMs,
        is_local: isLocal,
        type: t.type ?? 'track',
        uri: isLocal ? `spotify:local:${encodeURIComponent(t.name)}` : `spotify:${t.type ?? 'track'}:${t.id}`,
        external_urls: isLocal ? {} : { spotify: `https://open.spotify.com/${t.type ?? 'track'}/${t.id}` },
      },
    };
  }

  function authorised(header: string | undefined): boolean {
    const token = /^Bearer (.+)$/.exec(header ?? '')?.[1];
    const expiresAt = token === undefined ? undefined : accessTokens.get(token);
    return expiresAt !== undefined && expiresAt > Date.now();
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const target = new URL(req.url ?? '/', 'http://fake-spotify');
      const method = req.method ?? 'GET';
      const path = target.pathname;
      const form = method === 'POST' ? Object.fromEntries(new URLSearchParams(body)) : {};
      const record: FakeSpotifyRequest = { method, path, query: Object.fromEntries(target.searchParams), form, status: 0 };
      requests.push(record);
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        record.status = status;
        const html = typeof payload === 'string';
        res.writeHead(status, { 'content-type': html ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8', ...headers });
        res.end(html ? payload : JSON.stringify(payload));
      };

      if (method === 'GET' && path === '/authorize') return send(...authorize(target.searchParams));
      if (method === 'POST' && path === '/api/token') return send(...tokenEndpoint(form));
      if (method !== 'GET' || !path.startsWith('/v1/')) return send(404, { error: { status: 404, message: 'Service not found' } });
      if (switches.hang > 0) {
        switches.hang -= 1;
        return;
      }
      if (switches.rateLimited > 0) {
        switches.rateLimited -= 1;
        return send(429, { error: { status: 429, message: 'API rate limit exceeded' } }, { 'retry-after': String(switches.retryAfter) });
      }
      if (switches.failures > 0) {
        switches.failures -= 1;
        return send(switches.failStatus, { error: { status: switches.failStatus, message: 'Server error' } });
      }
      if (!authorised(req.headers.authorization)) return send(401, { error: { status: 401, message: 'The access token expired' } });
      send(...api(path, target.searchParams));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    clientId,
    user,
    requests,
    requestsTo: (path, method) => requests.filter((r) => (method === undefined || r.method === method) && (typeof path === 'string' ? r.path === path : path.test(r.path))),
    issuedTokens: () => [...issued],
    seed(next) {
      playlists = next;
    },
    expireAccessTokens() {
      for (const token of accessTokens.keys()) accessTokens.set(token, 0);
    },
    setAccessTokenSeconds(seconds) {
      tokenSeconds = seconds;
    },
    rateLimitNext(count, seconds) {
      switches.rateLimited = count;
      switches.retryAfter = seconds;
    },
    failNext(count, status = 500) {
      switches.failures = count;
      switches.failStatus = status;
    },
    failTracksPage(pageNumber) {
      switches.failPage = pageNumber;
    },
    revokeRefreshTokens() {
      switches.revoked = true;
    },
    rotateRefreshTokens(rotate) {
      switches.rotate = rotate;
    },
    hangNext(count) {
      switches.hang = count;
    },
    reset() {
      Object.assign(switches, { rateLimited: 0, retryAfter: 1, failures: 0, failStatus: 500, failPage: null, revoked: false, rotate: false, hang: 0 });
      tokenSeconds = accessTokenSeconds;
      requests.length = 0;
    },
    async consent(authorizeUrl, choice = 'agree') {
      const res = await fetch(authorizeUrl);
      const html = await res.text();
      if (res.status !== 200) throw new Error(`the consent page answered ${res.status}: ${html}`);
      const href = new RegExp(`id="${choice}"[^>]*href="([^"]+)"`).exec(html)?.[1];
      if (!href) throw new Error(`no ${choice} link on the consent page`);
      return href.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} – Spotify (local fake)</title></head><body>${body}</body></html>`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
