/**
 * `npm run bench:services`: each back-end service started the way its image started it before
 * (`node --import tsx services/<name>/src/main.ts`, the TypeScript compiled by the loader at every
 * start) and the way it starts now (`node --enable-source-maps services/<name>/dist/main.js`, the
 * bundle `npm run build:services` writes), printed as one table: what the runtime stage holds,
 * idle memory and time to ready.
 *
 * - Runtime stage: the image's runtime stage built outside Docker as `npm run check:deploy` builds
 *   it (production install + dist/), measured with `du -sk`.
 * - Both variants start with the environment a pod gets (the example overlay, made-up secrets, the
 *   local file store) on the same database, already migrated by the built migrate.js, so a start
 *   is a pod's start: read the config, connect, find nothing to migrate, listen.
 * - Time to ready: from spawn to the first 200 of /readyz (polled every 20 ms), and the CPU time
 *   the process (and its children) used until then, which other work on a shared machine moves
 *   far less than the wall clock. The loader's cache is cold (a new TMPDIR, as a new pod's empty
 *   /tmp) and then warm (the same TMPDIR again, as a restarted container).
 * - Idle memory: resident set (VmRSS) of the process and any children, 3 s after /readyz answered.
 * - Median of BENCH_ROUNDS rounds (default 3), the variants alternating within each round.
 *
 * `npm run bench:services -- content` measures only the services named. BENCH_DATABASE_URL: a
 * PostgreSQL server to use instead of an embedded one. BENCH_SMOKE=1 (npm test's benches step):
 * billing only, one round.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropDatabase, ensureDatabase } from '@blockbeat/service-kit';
import { sizeKiB, stageServiceImage } from '../../deploy/check/image-stage';
import { SERVICE_IMAGES } from '../../deploy/check/images';
import { renderKustomization } from '../../deploy/check/kustomize';
import { podEnv, testSecrets } from '../../deploy/check/pod-env';
import { DIST } from '../../scripts/lib/service-build';
import { databaseServer, freePort } from '../support/database';

const ROOT = path.resolve(__dirname, '../..');
const SMOKE = process.env.BENCH_SMOKE === '1';
const ROUNDS = SMOKE ? 1 : Number(process.env.BENCH_ROUNDS ?? 3);
const SETTLE_MS = 3_000;
const READY_WITHIN_MS = 60_000;
/** USER_HZ: /proc counts CPU time in these ticks a second (100 on Linux). */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

type Service = (typeof SERVICE_IMAGES)[number];
interface Start {
  readyMs: number;
  /** CPU time used until ready: unlike the wall clock, hardly moved by other work on the machine. */
  cpuMs: number;
  rssKiB: number;
}

/** `pid` and every process below it, from /proc. */
function processTree(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    const stat = readProc(Number(entry), 'stat');
    if (stat) parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) for (const [child, parent] of parentOf) if (parent === tree[i]) tree.push(child);
  return tree;
}

/** A /proc file of a process, or '' once it has ended. */
function readProc(pid: number, file: string): string {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return '';
  }
}

/** The resident memory of `pid` and every process below it, in KiB. */
const treeRssKiB = (pid: number) => processTree(pid).reduce((sum, p) => sum + Number(/VmRSS:\s+(\d+)/.exec(readProc(p, 'status'))?.[1] ?? 0), 0);

/** The CPU time (user + system) `pid` and every process below it have used, ended children included, in ms. */
function treeCpuMs(pid: number): number {
  const ticks = processTree(pid).reduce((sum, p) => {
    const fields = readProc(p, 'stat').split(') ')[1]?.split(' ') ?? [];
    // utime, stime, cutime, cstime: fields 14–17 of stat, 12–15 after the command.
    return sum + [11, 12, 13, 14].reduce((t, i) => t + Number(fields[i] ?? 0), 0);
  }, 0);
  return ticks * (1000 / CLOCK_TICKS);
}

/** Starts `args` under this Node, waits for /readyz on `port`, lets it settle, measures, stops it. */
async function measureStart(args: string[], cwd: string, env: NodeJS.ProcessEnv, port: number): Promise<Start> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    let readyMs = 0;
    let cpuMs = 0;
    while (!readyMs) {
      if (child.exitCode !== null || performance.now() - started > READY_WITHIN_MS) throw new Error(`${args.join(' ')} did not become ready:\n${stderr}`);
      const status = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(1000) }).then((r) => r.status, () => 0);
      if (status === 200) [readyMs, cpuMs] = [performance.now() - started, treeCpuMs(child.pid!)];
      else await new Promise((r) => setTimeout(r, 20));
    }
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    return { readyMs, cpuMs, rssKiB: treeRssKiB(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

/** The idle resident memory of a bare Node, and of one with the tsx loader, for reference. */
async function idleNodeKiB(args: string[]): Promise<number> {
  const child = spawn(process.execPath, [...args, '-e', 'setInterval(() => {}, 1000)'], { cwd: ROOT, stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 2_000));
  const rss = treeRssKiB(child.pid!);
  child.kill('SIGTERM');
  return rss;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const asked = SMOKE ? ['billing'] : process.argv.slice(2);
  const services = SERVICE_IMAGES.filter((s) => asked.length === 0 || asked.includes(s));
  const objects = renderKustomization(path.join(ROOT, 'deploy/k8s/overlays/example'));
  const server = await databaseServer('services');
  const database = `bench_services_${process.pid}`;
  await ensureDatabase(server.serverUrl, database);
  const rows: string[] = [];
  try {
    const secrets = await testSecrets(server.serverUrl.replace(/\/[^/]*$/, `/${database}`));
    for (const service of services) rows.push(await benchService(service, objects, secrets));
  } finally {
    await dropDatabase(server.serverUrl, database);
    await server.stop();
  }
  const [bare, loader] = [await idleNodeKiB([]), await idleNodeKiB(['--import', 'tsx'])];
  console.log(`\n${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; median of ${ROUNDS}`);
  console.log(`An idle Node: ${mib(bare)}; with the tsx loader: ${mib(loader)}\n`);
  console.log('| service | runtime stage (its dist/) | idle RSS: tsx cold / tsx warm → built | time to ready: tsx cold / tsx warm → built | CPU to ready: tsx cold / tsx warm → built |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

async function benchService(service: Service, objects: ReturnType<typeof renderKustomization>, secrets: Awaited<ReturnType<typeof testSecrets>>): Promise<string> {
  const staged = stageServiceImage(ROOT, service, (line) => console.log(line));
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `bench-services-${service}-`));
  try {
    if (staged.failed) throw new Error(staged.problems.join('\n'));
    const port = await freePort();
    const env = (kind: string, name: string) => ({ PATH: process.env.PATH!, ...podEnv(objects, kind, name, secrets), STORAGE_URL: '', DATA_DIR: path.join(scratch, 'data'), PORT: String(port) });
    const migrated = spawnSync(process.execPath, [path.join('services', service, DIST, 'migrate.js')], { cwd: staged.dir, env: env('Job', `migrate-${service}`), encoding: 'utf8' });
    if (migrated.status !== 0) throw new Error(`${service}: migrate.js failed:\n${migrated.stderr}`);
    const runs: Record<'cold' | 'warm' | 'built', Start[]> = { cold: [], warm: [], built: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const tmp = fs.mkdtempSync(path.join(scratch, 'tmp-'));
      const loaderEnv = { ...env('Deployment', service), TMPDIR: tmp };
      const loaderArgs = ['--import', 'tsx', path.join('services', service, 'src', 'main.ts')];
      runs.cold.push(await measureStart(loaderArgs, ROOT, loaderEnv, port));
      runs.warm.push(await measureStart(loaderArgs, ROOT, loaderEnv, port));
      runs.built.push(await measureStart(['--enable-source-maps', path.join('services', service, DIST, 'main.js')], staged.dir, env('Deployment', service), port));
      console.log(`${service} round ${round + 1}: ${(['cold', 'warm', 'built'] as const).map((k) => `${k} ${sec(runs[k][round]!.readyMs)} (CPU ${sec(runs[k][round]!.cpuMs)}) ${mib(runs[k][round]!.rssKiB)}`).join(', ')}`);
    }
    const rss = (k: keyof typeof runs) => median(runs[k].map((r) => r.rssKiB));
    const ready = (k: keyof typeof runs) => median(runs[k].map((r) => r.readyMs));
    const cpu = (k: keyof typeof runs) => median(runs[k].map((r) => r.cpuMs));
    const dist = sizeKiB(path.join(staged.dir, 'services', service, DIST));
    return `| ${service} | ${mib(sizeKiB(staged.dir))} (${(dist / 1024).toFixed(1)} MiB) | ${mib(rss('cold'))} / ${mib(rss('warm'))} → ${mib(rss('built'))} | ${sec(ready('cold'))} / ${sec(ready('warm'))} → ${sec(ready('built'))} | ${sec(cpu('cold'))} / ${sec(cpu('warm'))} → ${sec(cpu('built'))} |`;
  } finally {
    fs.rmSync(staged.dir, { recursive: true, force: true });
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

void main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
