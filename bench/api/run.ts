/**
 * API throughput through the gateway against the same service called directly (docs/architecture.md,
 * "Quality bars":
 * through the gateway ≥ 60% of the direct throughput, p99 ≤ 50 ms at 10 connections, for a list
 * of 100 workouts).
 *
 * One signed-in user (real OpenID Connect sign-in) owns 100 workouts of ~9 blocks each. Then
 * `GET /api/workouts` is loaded at 10 connections, alternately through the gateway (session
 * cookie) and straight at the content service (an identity token minted with the stack's own
 * key, as the gateway would send it), after an uncounted 3 s warm-up of each, BENCH_ROUNDS rounds
 * (4) of BENCH_SECONDS (8) each, so both see the same machine.
 * Prints req/s, p50 and p99 per round, the medians, and the ratio; asserts nothing.
 *
 *   npm run build && npm run bench:api         # starts the stack on BENCH_PORT (default 4720)
 *   BENCH_URL=http://localhost:3000 BENCH_DATA_DIR=.data npm run bench:api   # a running stack, its data folder (its identity key)
 *
 * BENCH_SMOKE=1 (npm test's benches step): 20 workouts, one round of 1 s after a 1 s warm-up.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { signIdentity } from '@blockbeat/service-kit';
import { signIn } from '../../scripts/lib/sign-in';
import { benchStack } from '../support/stack';

const SMOKE = process.env.BENCH_SMOKE === '1';
const CONNECTIONS = 10;
const ROUNDS = SMOKE ? 1 : Number(process.env.BENCH_ROUNDS ?? 4);
const SECONDS = SMOKE ? 1 : Number(process.env.BENCH_SECONDS ?? 8);
const WARM_UP_SECONDS = SMOKE ? 1 : 3;
const WORKOUTS = SMOKE ? 20 : 100;
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '.data-bench-api';
const MOVES = ['Squats', 'Lunges', 'Plank', 'Burpees', 'Push-ups', 'Bridge', 'Jumping jacks', 'Crunches', 'Rows'];

interface Round {
  target: 'gateway' | 'direct';
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const workout = (i: number) => ({
  name: `Interval session ${i}`,
  description: 'A full-body interval session with a warm-up, three strength circuits and a cool-down stretch.',
  notes: 'Bring a mat and a towel.',
  category: 'hiit',
  difficulty: 'intermediate',
  exercises: MOVES.map((name, b) => ({
    name,
    duration: 30 + b * 5,
    restTime: 10,
    notes: `Keep your core tight and breathe out on the effort (${name.toLowerCase()}).`,
    musicType: 'youtube',
    musicUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  })),
});

async function load(url: string, headers: Record<string, string>, target: Round['target'], seconds = SECONDS): Promise<Round> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return { target, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const stack = await benchStack({ defaultPort: 4720, dataDir: DATA_DIR });
  try {
    const port = Number(new URL(stack.baseUrl).port);
    const { api, cookie } = await signIn(stack.baseUrl, `bench-api-${Date.now()}@example.com`);
    for (let i = 0; i < WORKOUTS; i += 1) {
      const res = await api.post('/api/workouts', { data: workout(i) });
      if (res.status() !== 201) throw new Error(`creating workout ${i} answered ${res.status()}: ${await res.text()}`);
    }
    const me = (await (await api.get('/api/auth/user')).json()) as { id: string; email: string };
    const list = await api.get('/api/workouts');
    console.log(`GET /api/workouts: ${WORKOUTS} workouts, ${(await list.body()).length} bytes through the gateway`);
    const keys = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../..', DATA_DIR, 'identity-keys.json'), 'utf8')) as { privateKeyPem: string };
    const directToken = () =>
      signIdentity(keys.privateKeyPem, { sub: me.id, email: me.email, name: 'Bench', ent: { status: 'trial', canEdit: true, admin: false } }, 'content');

    // Uncounted warm-up of both paths: the first seconds measure the JIT, not the design.
    await load(`${stack.baseUrl}/api/workouts`, { cookie }, 'gateway', WARM_UP_SECONDS);
    await load(`http://127.0.0.1:${port + 2}/api/workouts`, { authorization: `Bearer ${await directToken()}` }, 'direct', WARM_UP_SECONDS);
    const rounds: Round[] = [];
    for (let r = 0; r < ROUNDS; r += 1) {
      rounds.push(await load(`${stack.baseUrl}/api/workouts`, { cookie }, 'gateway'));
      // A fresh token per round: they live 60 s.
      rounds.push(await load(`http://127.0.0.1:${port + 2}/api/workouts`, { authorization: `Bearer ${await directToken()}` }, 'direct'));
    }
    for (const round of rounds) {
      console.log(`${round.target.padEnd(8)} ${round.rps.toFixed(0).padStart(6)} req/s  p50 ${round.p50} ms  p99 ${round.p99} ms  errors ${round.errors}`);
    }
    const summary = (target: Round['target']) => {
      const mine = rounds.filter((r) => r.target === target);
      return { rps: median(mine.map((r) => r.rps)), p50: median(mine.map((r) => r.p50)), p99: median(mine.map((r) => r.p99)) };
    };
    const gateway = summary('gateway');
    const direct = summary('direct');
    console.log(`\nmedian of ${ROUNDS} rounds × ${SECONDS} s at ${CONNECTIONS} connections:`);
    console.log(`  gateway ${gateway.rps.toFixed(0)} req/s, p50 ${gateway.p50} ms, p99 ${gateway.p99} ms (target p99 ≤ 50 ms)`);
    console.log(`  direct  ${direct.rps.toFixed(0)} req/s, p50 ${direct.p50} ms, p99 ${direct.p99} ms`);
    console.log(`  ratio   ${(gateway.rps / direct.rps).toFixed(2)} (target ≥ 0.60)`);
    await api.dispose();
  } finally {
    await stack.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
