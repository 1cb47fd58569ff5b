import { randomBytes } from 'node:crypto';
import { SPOTIFY_STATE_COOKIE } from '@blockbeat/contracts';
import type { SpotifyConfig } from '../../src/config';
import type { TokenKey } from '../../src/spotify/data/token-cipher';
import { TEST_BASE_URL, useContentService, type Caller, type ContentService } from './content-service';
import { startFakeSpotify, type FakeSpotify, type FakeSpotifyOptions } from './fake-spotify';

export const newTokenKey = (id: string): TokenKey => ({ id, key: randomBytes(32) });

export interface SpotifyTestOptions {
  timeoutMs?: number;
  tokenKeys?: TokenKey[];
  fake?: FakeSpotifyOptions;
}

export interface SpotifyTestService {
  service: ContentService;
  /** Started before the service, once per file. */
  readonly fake: FakeSpotify;
  readonly config: SpotifyConfig;
}

/** The content service with playlist sync pointed at a local fake Spotify, for one test file. */
export function useSpotifyContentService({ timeoutMs = 2000, tokenKeys = [newTokenKey('k1')], fake: fakeOptions }: SpotifyTestOptions = {}): SpotifyTestService {
  let fake: FakeSpotify | undefined;
  let config: SpotifyConfig | undefined;
  beforeAll(async () => {
    fake = await startFakeSpotify(fakeOptions);
    config = { clientId: fake.clientId, accountsUrl: fake.url, apiUrl: fake.url, tokenKeys, timeoutMs };
  });
  const service = useContentService({ spotify: () => config! });
  afterAll(() => fake?.close());
  return {
    service,
    get fake() {
      return fake!;
    },
    get config() {
      return config!;
    },
  };
}

export interface RawResponse {
  status: number;
  location: string | null;
  setCookie: string | null;
  body: unknown;
}

/** One call to the service as the gateway forwards it: identity token, and the state cookie if any. */
export async function rawCall(service: ContentService, who: Caller, path: string, { method = 'GET', body, cookie }: { method?: string; body?: unknown; cookie?: string } = {}): Promise<RawResponse> {
  const headers: Record<string, string> = { authorization: `Bearer ${await who.token()}` };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${service.url}${path}`, { method, headers, redirect: 'manual', body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  const json = res.headers.get('content-type')?.includes('application/json') ? (JSON.parse(text) as unknown) : undefined;
  return { status: res.status, location: res.headers.get('location'), setCookie: res.headers.get('set-cookie'), body: json };
}

/** The `name=value` of the state cookie a response set. */
export function stateCookieOf(setCookie: string | null): string {
  const match = new RegExp(`${SPOTIFY_STATE_COOKIE}=([^;]*)`).exec(setCookie ?? '');
  if (!match) throw new Error(`no ${SPOTIFY_STATE_COOKIE} cookie in ${setCookie}`);
  return `${SPOTIFY_STATE_COOKIE}=${match[1]}`;
}

export interface StartedConnect {
  cookie: string;
  authorizeUrl: string;
  state: string;
}

export async function startConnect(service: ContentService, who: Caller): Promise<StartedConnect> {
  const res = await rawCall(service, who, '/api/spotify/connect');
  expect(res.status).toBe(302);
  const authorizeUrl = res.location!;
  return { cookie: stateCookieOf(res.setCookie), authorizeUrl, state: new URL(authorizeUrl).searchParams.get('state')! };
}

/** Spotify's redirect back, aimed at this test's service instead of BASE_URL. */
export function callbackPath(redirectedTo: string): string {
  const url = new URL(redirectedTo);
  expect(url.origin + url.pathname).toBe(`${TEST_BASE_URL}/api/spotify/callback`);
  return `${url.pathname}${url.search}`;
}

/** Connect → consent (Agree) → callback, as a browser does; answers where the callback sent it. */
export async function connectSpotify(s: SpotifyTestService, who: Caller): Promise<string | null> {
  const { cookie, authorizeUrl } = await startConnect(s.service, who);
  const back = await s.fake.consent(authorizeUrl);
  return (await rawCall(s.service, who, callbackPath(back), { cookie })).location;
}
