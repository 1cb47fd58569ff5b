/**
 * `npm test`'s benches step: every `bench:*` script of package.json run once with BENCH_SMOKE=1,
 * which each bench reads to cut its sizes and durations to a few seconds. The figures are not
 * looked at (they mean little at these sizes and on a busy machine); a bench that exits with an
 * error, or runs past its time limit, fails the step. So a bench that no longer fits the product
 * (issue 25: bench:dashboard waited for an antd element the dashboard had dropped) is found at
 * once instead of on the day someone needs its figures.
 *
 * The benches that measure a running stack (BENCH_URL) share one, started here from the built
 * dist/ folders (run after the build step), one after another; the others start what they need
 * themselves, each on its own ports, one after another beside them (two lanes: most of a smoke
 * run is waiting for processes to start). Each bench's output is printed once it has finished,
 * then each one's time and the step's total.
 *
 *   npx tsx scripts/bench-smoke.ts [bench:web bench:api …]     # all of them without arguments
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startStack } from '../bench/support/stack';

const ROOT = path.resolve(__dirname, '..');
/** The shared stack's ports (PORT … PORT+7) and data folder, apart from every bench's own defaults. */
const STACK_PORT = Number(process.env.BENCH_SMOKE_PORT ?? 4950);
const STACK_DATA = '.data-bench-smoke';
/** Benches that measure a running stack: they get the shared one. */
const ON_SHARED_STACK = new Set(['bench:web', 'bench:dashboard', 'bench:pdf', 'bench:api']);
/** Ports for the benches that start their own processes, apart from the shared stack and each other. */
const OWN_PORTS: Record<string, NodeJS.ProcessEnv> = {
  'bench:svg': { BENCH_PORT: '4960' },
  // A cluster takes its port and the next 52 (scripts/lib/cluster-layout.ts).
  'bench:cluster': { BENCH_PORT: '5100' },
  'bench:live': { BENCH_PORT: '4990', BENCH_CLUSTER_PORT: '5200' },
};
/** A smoke run that takes longer than this has hung. */
const LIMIT_MS = 4 * 60_000;

interface Outcome {
  name: string;
  ms: number;
  failure: string | null;
}

function run(name: string, env: NodeJS.ProcessEnv): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    // Its own process group, so a time limit stops the bench and whatever it started.
    const child = spawn('npm', ['run', '--silent', name], {
      cwd: ROOT,
      env: { ...process.env, ...env, BENCH_SMOKE: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const timer = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    }, LIMIT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const ms = Date.now() - started;
      const failure = code === 0 ? null : signal ? `stopped by ${signal}${ms >= LIMIT_MS ? ' (time limit)' : ''}` : `exit code ${code}`;
      console.log(`\n--- ${name} (${(ms / 1000).toFixed(0)} s) ---\n${Buffer.concat(output).toString().trimEnd()}`);
      resolve({ name, ms, failure });
    });
  });
}

async function inTurn(names: string[], envOf: (name: string) => NodeJS.ProcessEnv): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const name of names) outcomes.push(await run(name, envOf(name)));
  return outcomes;
}

async function onSharedStack(names: string[]): Promise<Outcome[]> {
  if (names.length === 0) return [];
  const stack = await startStack(STACK_PORT, STACK_DATA);
  try {
    return await inTurn(names, () => ({ BENCH_URL: stack.baseUrl, BENCH_DATA_DIR: STACK_DATA }));
  } finally {
    await stack.stop();
  }
}

async function main() {
  const scripts = Object.keys((JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts);
  const asked = process.argv.slice(2);
  const benches = scripts.filter((name) => name.startsWith('bench:') && (asked.length === 0 || asked.includes(name)));
  const started = Date.now();
  const lanes = await Promise.all([
    onSharedStack(benches.filter((name) => ON_SHARED_STACK.has(name))),
    inTurn(benches.filter((name) => !ON_SHARED_STACK.has(name)), (name) => OWN_PORTS[name] ?? {}),
  ]);
  const outcomes = lanes.flat();

  const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
  console.log('\nbench smoke runs (BENCH_SMOKE=1; figures not asserted):');
  for (const o of outcomes) console.log(`  ${o.name.padEnd(18)} ${seconds(o.ms).padStart(6)}  ${o.failure ? `FAILED (${o.failure})` : 'ran'}`);
  console.log(`  total ${seconds(Date.now() - started)}`);
  process.exit(outcomes.some((o) => o.failure) ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
