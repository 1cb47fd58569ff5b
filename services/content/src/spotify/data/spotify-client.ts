import { setTimeout as sleep } from 'node:timers/promises';

/** How a call to Spotify failed, for the domain to tell the user (domain/spotify-errors.ts). */
export type SpotifyFailure = 'unauthorized' | 'invalid_grant' | 'rate_limited' | 'unavailable' | 'timeout' | 'not_found' | 'refused';

export class SpotifyCallError extends Error {
  constructor(
    readonly failure: SpotifyFailure,
    message: string,
    /** rate_limited: what Spotify's Retry-After asked for. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'SpotifyCallError';
  }
}

export interface SpotifyClientOptions {
  clientId: string;
  accountsUrl: string;
  apiUrl: string;
  timeoutMs: number;
}

/**
 * The 429 waits one request of ours may spend: a Retry-After of up to 5 s is waited out, but the
 * waits together stay under 10 s so the answer reaches the gateway before its 15 s limit.
 */
export interface WaitBudget {
  waitedMs: number;
}
const SHORT_WAIT_SECONDS = 5;
const WAIT_BUDGET_MS = 10_000;

export function newWaitBudget(): WaitBudget {
  return { waitedMs: 0 };
}

export interface SpotifyTokenAnswer {
  accessToken: string;
  /** Only when Spotify rotates it. */
  refreshToken: string | null;
  expiresInSeconds: number;
}

/** Spotify's accounts service (PKCE, no client secret) and Web API, over fetch. */
export function createSpotifyClient({ clientId, accountsUrl, apiUrl, timeoutMs }: SpotifyClientOptions) {
  async function send(url: string, init: RequestInit, budget: WaitBudget): Promise<{ status: number; json: unknown }> {
    for (;;) {
      let res: Response;
      let text: string;
      try {
        res = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
        text = await res.text();
      } catch (err) {
        const timedOut = (err as Error).name === 'TimeoutError';
        throw new SpotifyCallError(timedOut ? 'timeout' : 'unavailable', `${init.method ?? 'GET'} ${url}: ${(err as Error).message}`);
      }
      if (res.status === 429) {
        const seconds = retryAfterSeconds(res.headers.get('retry-after'));
        if (seconds <= SHORT_WAIT_SECONDS && budget.waitedMs + seconds * 1000 <= WAIT_BUDGET_MS) {
          budget.waitedMs += seconds * 1000;
          await sleep(seconds * 1000);
          continue;
        }
        throw new SpotifyCallError('rate_limited', `Spotify asked to wait ${seconds} s`, seconds);
      }
      if (res.status >= 500) throw new SpotifyCallError('unavailable', `Spotify answered ${res.status} to ${url}`);
      return { status: res.status, json: parseJson(text) };
    }
  }

  async function token(params: Record<string, string>, budget: WaitBudget): Promise<SpotifyTokenAnswer> {
    const { status, json } = await send(
      `${accountsUrl}/api/token`,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ ...params, client_id: clientId }) },
      budget,
    );
    const body = (json ?? {}) as { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown; error?: unknown };
    if (status === 400 && body.error === 'invalid_grant') throw new SpotifyCallError('invalid_grant', 'Spotify refused the grant');
    if (status !== 200 || typeof body.access_token !== 'string') throw new SpotifyCallError('refused', `Spotify's token endpoint answered ${status}`);
    return {
      accessToken: body.access_token,
      refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
      expiresInSeconds: typeof body.expires_in === 'number' ? body.expires_in : 3600,
    };
  }

  return {
    exchangeCode(code: string, codeVerifier: string, redirectUri: string, budget: WaitBudget): Promise<SpotifyTokenAnswer> {
      return token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: codeVerifier }, budget);
    },

    refresh(refreshToken: string, budget: WaitBudget): Promise<SpotifyTokenAnswer> {
      return token({ grant_type: 'refresh_token', refresh_token: refreshToken }, budget);
    },

    /** GET on the Web API; `path` starts with /v1/. */
    async get(path: string, accessToken: string, budget: WaitBudget): Promise<unknown> {
      const { status, json } = await send(`${apiUrl}${path}`, { headers: { authorization: `Bearer ${accessToken}` } }, budget);
      if (status === 401) throw new SpotifyCallError('unauthorized', 'Spotify refused the access token');
      if (status === 404) throw new SpotifyCallError('not_found', `Spotify has no ${path}`);
      if (status !== 200) throw new SpotifyCallError('refused', `Spotify answered ${status} to ${path}`);
      return json;
    },
  };
}

export type SpotifyClient = ReturnType<typeof createSpotifyClient>;

/** Retry-After in seconds (Spotify sends seconds); less than 1 or unreadable counts as 1 s, so a loop of 429s spends the budget. */
function retryAfterSeconds(header: string | null): number {
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 1 ? Math.ceil(seconds) : 1;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new SpotifyCallError('unavailable', 'Spotify answered something that is not JSON');
  }
}
