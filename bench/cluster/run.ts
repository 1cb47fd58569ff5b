/**
 * Throughput through nginx with one replica of each service against two (issue 17): the cluster
 * of `npm run start:cluster` is started with CLUSTER_REPLICAS=1, loaded, stopped, and started
 * again with 2 on the same data folder. Load: `GET /api/workouts` (100 workouts of ~9 blocks, as
 * bench:api) at BENCH_CONNECTIONS (20) through nginx, after an uncounted 3 s warm-up, BENCH_ROUNDS
 * (3) rounds of BENCH_SECONDS (8). Prints req/s and p99 per round, the medians and the ratio;
 * asserts nothing. On a 2-core machine the replicas share the same cores, so the ratio shows the
 * balancer's cost and the headroom left, not what a second machine would add.
 *
 *   npm run build && npm run bench:cluster     # the cluster on BENCH_PORT (default 4740)
 *
 * BENCH_SMOKE=1 (npm test's benches step): two replicas only (one cluster started, not two), 10
 * workouts, one round of 1 s after a 1 s warm-up.
 */
import autocannon from 'autocannon';
import { signIn } from '../../scripts/lib/sign-in';
import { NGINX_PATH, startCluster, type RunningStack } from '../support/stack';

const PORT = Number(process.env.BENCH_PORT ?? 4740);
const BASE_URL = `http://localhost:${PORT}`;
const SMOKE = process.env.BENCH_SMOKE === '1';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROUNDS = SMOKE ? 1 : Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = SMOKE ? 1 : Number(process.env.BENCH_SECONDS ?? 8);
const WARM_UP_SECONDS = SMOKE ? 1 : 3;
const WORKOUTS = SMOKE ? 10 : 100;
const EMAIL = 'bench-cluster@example.com';
const MOVES = ['Squats', 'Lunges', 'Plank', 'Burpees', 'Push-ups', 'Bridge', 'Jumping jacks', 'Crunches', 'Rows'];

const workout = (i: number) => ({
  name: `Interval session ${i}`,
  description: 'A full-body interval session with a warm-up, three strength circuits and a cool-down stretch.',
  category: 'hiit',
  difficulty: 'intermediate',
  exercises: MOVES.map((name, b) => ({ name, duration: 30 + b * 5, restTime: 10, notes: `Keep your core tight (${name.toLowerCase()}).` })),
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The cluster with `replicas` of each service, on one data folder for both runs. */
async function cluster(replicas: number): Promise<RunningStack> {
  const started = await startCluster(PORT, { replicas, dataDir: '.data-bench-cluster' });
  if (!started) throw new Error(`nginx is not installed (${NGINX_PATH}): apt-get install nginx, then run again.`);
  return started;
}

/** Signs the bench user in and gives them WORKOUTS workouts (kept from an earlier run). */
async function benchUser(): Promise<string> {
  const { api, cookie } = await signIn(BASE_URL, EMAIL);
  const have = ((await (await api.get('/api/workouts')).json()) as unknown[]).length;
  for (let i = have; i < WORKOUTS; i += 1) {
    const res = await api.post('/api/workouts', { data: workout(i) });
    if (res.status() !== 201) throw new Error(`creating workout ${i} answered ${res.status()}: ${await res.text()}`);
  }
  await api.dispose();
  return cookie;
}

async function measure(replicas: number): Promise<number> {
  const { stop } = await cluster(replicas);
  try {
    const cookie = await benchUser();
    const load = (duration: number) => autocannon({ url: `${BASE_URL}/api/workouts`, connections: CONNECTIONS, duration, headers: { cookie } });
    await load(WARM_UP_SECONDS);
    const rps: number[] = [];
    for (let r = 0; r < ROUNDS; r += 1) {
      const result = await load(SECONDS);
      rps.push(result.requests.average);
      console.log(`${replicas} replica(s): ${result.requests.average.toFixed(0).padStart(6)} req/s  p99 ${result.latency.p99} ms  errors ${result.errors + result.non2xx}`);
    }
    return median(rps);
  } finally {
    await stop();
  }
}

async function main() {
  if (SMOKE) {
    console.log(`2 replicas each: ${(await measure(2)).toFixed(0)} req/s (smoke run)`);
    return;
  }
  const one = await measure(1);
  const two = await measure(2);
  console.log(`\nmedian of ${ROUNDS} rounds × ${SECONDS} s at ${CONNECTIONS} connections through nginx:`);
  console.log(`  1 replica each   ${one.toFixed(0)} req/s`);
  console.log(`  2 replicas each  ${two.toFixed(0)} req/s`);
  console.log(`  ratio            ${(two / one).toFixed(2)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
