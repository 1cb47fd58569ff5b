/**
 * The admin console's users table and figures at 100,000 users (issue 15, Scale: a page and a
 * search ≤ 100 ms at p95 server-side, the overview ≤ 300 ms).
 *
 * Seeds a throwaway database with `npm run seed:admin`'s users, starts billing in-process (as
 * `main.ts` builds it), and times each request from this process over loopback HTTP, so the
 * figures are the server's time plus a loopback round trip. Each scenario: an uncounted warm-up,
 * then BENCH_REQUESTS (200) requests one after another, the query varied per request. Prints
 * p50/p95 per scenario against its target; asserts nothing.
 *
 *   npm run bench:admin                        # embedded PostgreSQL in a temporary folder
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:admin
 *
 * With BENCH_DATABASE_URL the database blockbeat_bench_admin is created on that server and dropped
 * at the end. BENCH_USERS (100000) sets the directory's size. BENCH_SMOKE=1 (npm test's benches
 * step): 1,000 users, 10 requests per scenario.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, SERVICE_NAME } from '@blockbeat/billing';
import {
  createLogger,
  createSequelize,
  dropDatabase,
  ensureDatabase,
  generateIdentityKeys,
  signIdentity,
} from '@blockbeat/service-kit';
import { QueryTypes } from 'sequelize';
import { seedAdminUsers } from '../../scripts/seed-admin';
import { databaseServer, databaseUrlOf } from '../support/database';

const SMOKE = process.env.BENCH_SMOKE === '1';
const USERS = SMOKE ? 1000 : Number(process.env.BENCH_USERS ?? 100_000);
const REQUESTS = SMOKE ? 10 : Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = SMOKE ? 2 : 20;
const DB_NAME = 'blockbeat_bench_admin';
const ADMIN_EMAIL = 'bench-admin@example.com';

const FIRST = ['ada', 'grace', 'leo', 'maya', 'noah', 'sara', 'theo', 'zoe'];
const LAST = ['adams', 'hansen', 'nakamura', 'okafor', 'rossi', 'weber', 'patel', 'walsh'];
const STATUSES = ['trial', 'active', 'expired', 'admin'];

interface Scenario {
  name: string;
  targetMs: number;
  /** The request path for the i-th request. */
  path: (i: number) => string;
}

const pick = <T>(items: readonly T[], i: number): T => items[i % items.length]!;

const SCENARIOS: Scenario[] = [
  { name: 'users page, no filter (page 1…5 of 25)', targetMs: 100, path: (i) => `/api/billing/admin/users?page=${1 + (i % 5)}` },
  { name: 'search by e-mail (e.g. "grace.hansen12")', targetMs: 100, path: (i) => `/api/billing/admin/users?q=${pick(FIRST, i)}.${pick(LAST, i >> 3)}${i % 50}` },
  { name: 'search by name (e.g. "Grace Hansen")', targetMs: 100, path: (i) => `/api/billing/admin/users?q=${encodeURIComponent(`${pick(FIRST, i)} ${pick(LAST, i >> 3)}`)}` },
  { name: 'status filter (trial, active, expired, admin)', targetMs: 100, path: (i) => `/api/billing/admin/users?status=${pick(STATUSES, i)}` },
  { name: 'status filter sorted by last seen', targetMs: 100, path: (i) => `/api/billing/admin/users?status=${pick(STATUSES, i)}&sort=lastSeen` },
  { name: 'broad search ("example", most users match)', targetMs: 100, path: () => '/api/billing/admin/users?q=example' },
  { name: 'overview (figures and 12 weeks)', targetMs: 300, path: () => '/api/billing/admin/overview' },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function timeRequests(url: string, token: () => Promise<string>, scenario: Scenario) {
  const once = async (i: number) => {
    const authorization = `Bearer ${await token()}`;
    const started = performance.now();
    const res = await fetch(`${url}${scenario.path(i)}`, { headers: { authorization } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${scenario.path(i)} answered ${res.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < WARM_UP; i += 1) await once(i);
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) times.push(await once(i));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function main() {
  const { serverUrl, stop } = await databaseServer('admin');
  await ensureDatabase(serverUrl, DB_NAME);
  const sequelize = createSequelize(databaseUrlOf(serverUrl, DB_NAME), { schema: SERVICE_NAME });
  let server: http.Server | undefined;
  try {
    const seeding = performance.now();
    const users = await seedAdminUsers(sequelize, USERS);
    const [trigram] = await sequelize.query("SELECT 1 FROM pg_indexes WHERE indexname = 'subscriptions_search_text_trgm_idx'", { type: QueryTypes.SELECT });
    console.log(
      `seeded ${users} users in ${((performance.now() - seeding) / 1000).toFixed(1)} s (${process.env.BENCH_DATABASE_URL ? 'server' : 'embedded PostgreSQL'}; search ${trigram ? 'by pg_trgm index' : 'by table scan: no pg_trgm'})`,
    );

    const keys = await generateIdentityKeys();
    process.env.LOG_LEVEL ??= 'silent';
    const app = createApp({ sequelize, logger: createLogger('billing'), identityPublicKey: keys.publicKeyPem, adminEmails: [ADMIN_EMAIL] });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Tokens live 60 s: one per request keeps a slow run valid (signed outside the timed span).
    const token = () => signIdentity(keys.privateKeyPem, { sub: 'bench-admin', email: ADMIN_EMAIL, name: 'Bench Admin', ent: { status: 'admin', canEdit: true, admin: true } }, 'billing');

    console.log(`\n${REQUESTS} requests each, one at a time, after ${WARM_UP} uncounted:`);
    for (const scenario of SCENARIOS) {
      const { p50, p95 } = await timeRequests(url, token, scenario);
      const verdict = p95 <= scenario.targetMs ? 'ok' : 'OVER';
      console.log(`  ${scenario.name.padEnd(48)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  (target p95 ≤ ${scenario.targetMs} ms: ${verdict})`);
    }
  } finally {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await sequelize.close();
    await dropDatabase(serverUrl, DB_NAME);
    await stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
