/**
 * Hostile SVG logos against the content service as production runs it (`node --import tsx
 * services/content/src/main.ts`, its own process), the replays of BlockBeat issue 12 finding 1.
 * For each upload: the time to answer, the status and reason, and the slowest `GET /healthz`
 * while it was in flight (polled every 50 ms from this process). Asserts nothing.
 *
 *   npm run bench:svg                          # embedded PostgreSQL in a temporary folder
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:svg
 *
 * The database named blockbeat_bench_svg is created on that server and dropped at the end.
 * BENCH_SMOKE=1 (npm test's benches step): the first two replays only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { dropDatabase, ensureDatabase, generateIdentityKeys, signIdentity } from '@blockbeat/service-kit';
import { startProcess, stopAll, waitForHttp } from '../../scripts/lib/processes';
import { databaseServer } from '../support/database';
import { billionLaughs, manyAttributes, nestedGroups, siblingGroups } from '../../services/content/test/support/hostile-svgs';

const ROOT = path.resolve(__dirname, '../..');
const PORT = Number(process.env.BENCH_PORT ?? 4730);
const DB_NAME = 'blockbeat_bench_svg';
const POLL_MS = 50;
/** Longer than the gateway's 30 s timeout: what the issue measured before the change. */
const GIVE_UP_MS = 90_000;

const logo = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${'<g fill="#f60"><circle cx="32" cy="32" r="30"/><path d="M10 10h44v44H10z"/></g>'.repeat(100)}</svg>`,
);

const REPLAYS: Array<[string, Buffer[]]> = [
  ['a real-sized logo (300 elements)', [logo]],
  ['5,000 nested <g>', [nestedGroups(5_000)]],
  ['10,000 nested <g>', [nestedGroups(10_000)]],
  ['40,000 nested <g>', [nestedGroups(40_000)]],
  ['200,000 sibling <g/>', [siblingGroups(200_000)]],
  ['one element with 60,000 attributes', [manyAttributes(60_000)]],
  ['billion laughs', [billionLaughs()]],
  ['three 5,000-nested at once', [nestedGroups(5_000), nestedGroups(5_000), nestedGroups(5_000)]],
  ['a heavy logo within the limits (700 × 100 attributes)', [manyAttributes(100, 700)]],
];

async function upload(url: string, token: string, bytes: Buffer): Promise<{ ms: number; status: number | string; reason: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/svg+xml' }), 'logo.svg');
  const started = performance.now();
  try {
    const res = await fetch(`${url}/api/branding/logo`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(GIVE_UP_MS),
    });
    const text = await res.text();
    const reason = res.ok ? 'stored' : ((JSON.parse(text) as { error?: { fields?: { file?: string }; message?: string } }).error?.fields?.file ?? text);
    return { ms: performance.now() - started, status: res.status, reason: reason.slice(0, 80) };
  } catch (err) {
    return { ms: performance.now() - started, status: 'no answer', reason: (err as Error).message };
  }
}

/** Polls /healthz until `done` settles; answers the slowest round trip (a poll is awaited, so a stall shows whole). */
async function slowestHealthz(url: string, done: Promise<unknown>): Promise<number> {
  let finished = false;
  void done.finally(() => (finished = true));
  let slowest = 0;
  while (!finished) {
    const started = performance.now();
    await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(GIVE_UP_MS) }).then((r) => r.text()).catch(() => undefined);
    slowest = Math.max(slowest, performance.now() - started);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  return slowest;
}

async function main() {
  const { serverUrl, stop: stopDatabase } = await databaseServer('svg');
  await ensureDatabase(serverUrl, DB_NAME);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'blockbeat-bench-svg-'));
  const keys = await generateIdentityKeys();
  const url = `http://127.0.0.1:${PORT}`;
  const service = startProcess('content', path.join(ROOT, 'services/content/src/main.ts'), {
    ...process.env,
    PORT: String(PORT),
    DATABASE_URL: Object.assign(new URL(serverUrl), { pathname: `/${DB_NAME}` }).toString(),
    IDENTITY_PUBLIC_KEY: keys.publicKeyPem,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  try {
    await waitForHttp(`${url}/readyz`, 60_000, service);
    // Identity tokens live 60 s and the slowest replays before the change took longer: one per upload.
    const token = () =>
      signIdentity(
        keys.privateKeyPem,
        { sub: '00000000-0000-4000-8000-000000000001', email: 'bench@example.com', name: 'Bench', ent: { status: 'active', canEdit: true, admin: false } },
        'content',
      );
    console.log('replay | size | answers (ms, status, reason) | slowest /healthz during (ms)');
    for (const [name, files] of process.env.BENCH_SMOKE === '1' ? REPLAYS.slice(0, 2) : REPLAYS) {
      const answers = Promise.all(files.map(async (bytes) => upload(url, await token(), bytes)));
      const [results, healthz] = await Promise.all([answers, slowestHealthz(url, answers)]);
      const kb = Math.round(files[0]!.length / 1024);
      const said = results.map((r) => `${Math.round(r.ms)} ms ${r.status} "${r.reason}"`).join('; ');
      console.log(`${name} | ${kb} KB | ${said} | ${Math.round(healthz)}`);
    }
  } finally {
    await stopAll([service], 20_000);
    console.log(`content service stopped (SIGTERM), exit code ${await service.exited}`);
    await rm(dataDir, { recursive: true, force: true });
    await dropDatabase(serverUrl, DB_NAME).catch(() => undefined);
    await stopDatabase();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
