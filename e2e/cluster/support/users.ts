import { setTimeout as sleep } from 'node:timers/promises';
import type { APIRequestContext } from 'playwright-core';
import { signIn } from '../../../scripts/lib/sign-in';
import { BASE_URL } from './cluster-state';

export interface ClusterUser {
  email: string;
  api: APIRequestContext;
  /** Acknowledged (2xx) writes: each workout's id and the last version a 2xx confirmed. */
  acknowledged: Map<string, number>;
}

/**
 * What the simulated users met. A request answered 502/503/504 or not at all is sent once more,
 * as a person presses "try again" (`retried`); `failed` is what still failed then. `passedOn`
 * counts the requests nginx itself passed to the other replica (X-Upstream names two).
 */
export class Tally {
  requests = 0;
  acknowledged = 0;
  retried = 0;
  failed = 0;
  passedOn = 0;
  readonly problems: string[] = [];
  /** Every X-Upstream seen: the gateway replicas that served. */
  readonly upstreams = new Set<string>();

  figures(): string {
    return `requests ${this.requests}, acknowledged writes ${this.acknowledged}, retried ${this.retried}, failed ${this.failed}, passed on by nginx ${this.passedOn}`;
  }
}

export interface Answer {
  status: number;
  body: unknown;
}

const TRY_AGAIN = new Set([502, 503, 504]);

export async function signInUsers(count: number, label: string): Promise<ClusterUser[]> {
  const run = Date.now().toString(36);
  const users: ClusterUser[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `cluster-${label}-${run}-${i}@example.com`;
    const { api } = await signIn(BASE_URL, email);
    users.push({ email, api, acknowledged: new Map() });
  }
  return users;
}

async function once(tally: Tally, user: ClusterUser, method: string, path: string, data?: unknown): Promise<Answer | string> {
  tally.requests += 1;
  try {
    const res = await user.api.fetch(path, { method, data, timeout: 20_000, maxRedirects: 0 });
    const upstream = res.headers()['x-upstream'] ?? '';
    if (upstream.includes(',')) tally.passedOn += 1;
    for (const addr of upstream.split(', ').filter(Boolean)) tally.upstreams.add(addr);
    const text = await res.text();
    if (TRY_AGAIN.has(res.status())) return `${res.status()} ${text.slice(0, 120)}`;
    return { status: res.status(), body: text ? (JSON.parse(text) as unknown) : null };
  } catch (err) {
    return `no answer: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`;
  }
}

/** One API call as a person makes it: once, and once more when the first try met an outage. Null when both failed. */
export async function send(tally: Tally, user: ClusterUser, method: string, path: string, data?: unknown): Promise<Answer | null> {
  const first = await once(tally, user, method, path, data);
  if (typeof first !== 'string') return first;
  tally.retried += 1;
  tally.problems.push(`${method} ${path} (${user.email}) needed a retry: ${first}`);
  await sleep(300);
  const second = await once(tally, user, method, path, data);
  if (typeof second !== 'string') return second;
  tally.failed += 1;
  tally.problems.push(`${method} ${path} (${user.email}) failed twice: ${second}`);
  return null;
}

export const workoutBody = (user: ClusterUser, n: number, version: number) => ({
  name: `Cluster ${n} v${version}`,
  description: `Written by ${user.email} across replicas`,
  category: 'hiit',
  difficulty: 'beginner',
  exercises: [{ name: 'Squats', duration: 30, restTime: 10 }],
});

const ok = (answer: Answer | null) => answer !== null && answer.status >= 200 && answer.status < 300;

/** What every round reads: the workout list (content), the subscription (billing), the tickets (support). */
export const READS = ['/api/workouts', '/api/subscription/status', '/api/support/tickets'];

/**
 * Each user, until stopped: creates a workout, updates it twice, reads `reads`; pauses between
 * requests. Every 2xx write is remembered with its version.
 */
export function startLoad(tally: Tally, users: ClusterUser[], { pauseMs = 300, reads = ['/api/workouts'] } = {}): { stop(): Promise<void> } {
  let running = true;
  const loop = async (user: ClusterUser) => {
    for (let n = 0; running; n += 1) {
      const created = await send(tally, user, 'POST', '/api/workouts', workoutBody(user, n, 0));
      const id = (created?.body as { id?: string } | null)?.id;
      if (!ok(created) || !id) {
        await sleep(pauseMs);
        continue;
      }
      user.acknowledged.set(id, 0);
      tally.acknowledged += 1;
      for (let version = 1; version <= 2 && running; version += 1) {
        await sleep(pauseMs);
        if (ok(await send(tally, user, 'PUT', `/api/workouts/${id}`, workoutBody(user, n, version)))) {
          user.acknowledged.set(id, version);
          tally.acknowledged += 1;
        }
      }
      for (const path of reads) {
        if (!running) break;
        await send(tally, user, 'GET', path);
        await sleep(pauseMs);
      }
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

/** The acknowledged writes the API does not show (a missing workout, or an older version than acknowledged). */
export async function lostWrites(user: ClusterUser): Promise<string[]> {
  const res = await user.api.get('/api/workouts');
  if (res.status() !== 200) return [`GET /api/workouts answered ${res.status()} for ${user.email}`];
  const stored = new Map(((await res.json()) as Array<{ id: string; name: string }>).map((w) => [w.id, Number(/ v(\d+)$/.exec(w.name)?.[1])]));
  return [...user.acknowledged]
    .filter(([id, version]) => !(stored.get(id)! >= version))
    .map(([id, version]) => `${user.email}: workout ${id} v${version} acknowledged, stored ${stored.has(id) ? `v${stored.get(id)}` : 'nothing'}`);
}
