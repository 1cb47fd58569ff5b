import { setTimeout as sleep } from 'node:timers/promises';
import type { APIRequestContext, APIResponse } from 'playwright-core';
import { signIn } from '../../../scripts/lib/sign-in';

const SESSION_COOKIE = /blockbeat_session$/;
const CALL_TIMEOUT_MS = 20_000;

export interface User {
  email: string;
  id: string;
  api: APIRequestContext;
  /** The session cookie's value at sign-in: it must never change or go away. */
  session: string;
  /** Ids of the workouts the stack acknowledged with a 2xx. */
  acknowledged: Set<string>;
}

export interface Answer {
  status: number;
  body: unknown;
}

/**
 * Every answer of the run passes through here: what breaks the contract (an HTML page, an error
 * that is not our JSON shape, a cookie that ends the session, a signed-in user told 401, no
 * answer at all) is kept as a violation; statuses are counted per phase for the report.
 */
export class Observer {
  phase = 'steady';
  readonly violations: string[] = [];
  readonly statuses = new Map<string, Map<number, number>>();

  record(what: string, res: APIResponse, text: string): unknown {
    const byStatus = this.statuses.get(this.phase) ?? new Map<number, number>();
    byStatus.set(res.status(), (byStatus.get(res.status()) ?? 0) + 1);
    this.statuses.set(this.phase, byStatus);
    const problem = problemOf(res, text);
    if (problem) this.violations.push(`[${this.phase}] ${what} → ${res.status()}: ${problem}`);
    return parseJson(text);
  }

  noAnswer(what: string, err: unknown): void {
    this.violations.push(`[${this.phase}] ${what} → no answer: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
  }

  summary(): string {
    return [...this.statuses]
      .map(([phase, byStatus]) => `${phase}: ${[...byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${n}×${s}`).join(', ')}`)
      .join('\n');
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return undefined;
  }
}

function problemOf(res: APIResponse, text: string): string | null {
  const type = res.headers()['content-type'] ?? '';
  if (type.includes('text/html')) return `an HTML page: ${text.slice(0, 80)}`;
  const clearing = res.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && clearsSession(h.value));
  if (clearing) return `a Set-Cookie that ends the session: ${clearing.value}`;
  if (res.status() === 401) return 'a signed-in user was told they are not signed in';
  if (res.status() === 204) return null;
  const body = parseJson(text) as { error?: { code?: unknown; message?: unknown } } | undefined;
  if (body === undefined || !type.includes('application/json')) return `not JSON (${type || 'no content type'}): ${text.slice(0, 80)}`;
  if (res.status() >= 400 && (typeof body?.error?.code !== 'string' || typeof body.error.message !== 'string')) {
    return `an error without {error:{code,message}}: ${text.slice(0, 80)}`;
  }
  return null;
}

function clearsSession(setCookie: string): boolean {
  const [pair, ...attributes] = setCookie.split(';').map((part) => part.trim());
  const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
  if (!SESSION_COOKIE.test(name)) return false;
  const attribute = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
  const maxAge = attribute('max-age');
  const expires = attribute('expires');
  return value === '' || (maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) <= Date.now());
}

/** One API call as the user's browser would make it; null when nothing answered. */
export async function call(observer: Observer, user: User, method: 'GET' | 'POST', path: string, data?: unknown): Promise<Answer | null> {
  const what = `${method} ${path} (${user.email})`;
  try {
    const res = await user.api.fetch(path, { method, data, timeout: CALL_TIMEOUT_MS, maxRedirects: 0 });
    const text = await res.text();
    return { status: res.status(), body: observer.record(what, res, text) };
  } catch (err) {
    observer.noAnswer(what, err);
    return null;
  }
}

export async function signInUsers(baseUrl: string, count: number): Promise<User[]> {
  const run = Date.now().toString(36);
  const users: User[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `chaos-${run}-${i}@example.com`;
    const { api, cookie } = await signIn(baseUrl, email);
    const me = (await (await api.get('/api/auth/user')).json()) as { id: string };
    users.push({ email, id: me.id, api, session: cookie.slice(cookie.indexOf('=') + 1), acknowledged: new Set() });
  }
  return users;
}

/** The session cookie the user's jar holds now (undefined once it was cleared). */
export async function sessionOf(user: User): Promise<string | undefined> {
  const { cookies } = await user.api.storageState();
  return cookies.find((c) => SESSION_COOKIE.test(c.name))?.value;
}

const workout = (email: string, n: number) => ({
  name: `Chaos ${n}`,
  description: `Written by ${email} while processes die`,
  category: 'hiit',
  difficulty: 'beginner',
  exercises: [{ name: 'Squats', duration: 30, restTime: 10 }],
});

/**
 * A steady stream per user: create a workout (remembering every acknowledged id), read who is
 * signed in, pause. Writes stay well under the gateway's 300 writes per user per minute.
 */
export function startTraffic(observer: Observer, users: User[], pauseMs = 250): { stop(): Promise<void> } {
  let running = true;
  const loop = async (user: User) => {
    for (let n = 0; running; n += 1) {
      const created = await call(observer, user, 'POST', '/api/workouts', workout(user.email, n));
      const id = (created?.body as { id?: unknown } | undefined)?.id;
      if (created && created.status >= 200 && created.status < 300 && typeof id === 'string') user.acknowledged.add(id);
      await call(observer, user, 'GET', '/api/auth/user');
      await sleep(pauseMs);
    }
  };
  const loops = users.map(loop);
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
