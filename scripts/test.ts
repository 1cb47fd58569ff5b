/**
 * `npm test`: typecheck, lint, unit and component tests, service tests against a real
 * PostgreSQL, a fresh build, the deployment check (`npm run check:deploy`: each service image
 * started as a pod would start it, the CDN origin's nginx configuration served), the browser
 * journeys against the started stack, every bench once at a smoke size (scripts/bench-smoke.ts:
 * only a crash fails it), the cluster suite
 * (two replicas of everything behind nginx: failover, rolling restart), the cross-version check
 * (the previous release's shell with this remote, and the reverse), then the chaos run
 * (processes killed, paused and the database killed under steady traffic).
 * Ends with one line "tests: N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const resultsDir = path.join(root, '.e2e', 'results');
fs.mkdirSync(resultsDir, { recursive: true });
const only = process.argv.slice(2);

interface Step {
  name: string;
  cmd: string[];
  jest?: boolean;
}

const steps: Step[] = [
  { name: 'typecheck', cmd: ['npx', 'tsc', '-p', 'tsconfig.json'] },
  { name: 'lint', cmd: ['npx', 'eslint', '--max-warnings', '0', '.'] },
  { name: 'docs', cmd: ['npx', 'tsx', 'scripts/config-docs.ts', '--check'] },
  { name: 'unit', cmd: ['npx', 'jest', '--selectProjects', 'node', 'web', '--maxWorkers=2'], jest: true },
  { name: 'services', cmd: ['npx', 'jest', '--selectProjects', 'services', '--runInBand'], jest: true },
  { name: 'build', cmd: ['npx', 'lerna', 'run', 'build', '--concurrency', '2'] },
  { name: 'deploy', cmd: ['npx', 'tsx', 'scripts/check-deploy.ts'] },
  { name: 'e2e', cmd: ['npx', 'jest', '--selectProjects', 'e2e', '--runInBand'], jest: true },
  // Every bench:* once at a smoke size (BENCH_SMOKE=1): fails only when one crashes, so none rots unseen.
  { name: 'benches', cmd: ['npx', 'tsx', 'scripts/bench-smoke.ts'] },
  { name: 'cluster', cmd: ['npx', 'jest', '--selectProjects', 'cluster', '--runInBand'], jest: true },
  { name: 'delivery', cmd: ['npx', 'tsx', 'scripts/test-delivery.ts'] },
  { name: 'chaos', cmd: ['npx', 'jest', '--selectProjects', 'chaos', '--runInBand'], jest: true },
];

let passed = 0;
let failed = 0;
const failures: string[] = [];
for (const step of steps.filter((s) => only.length === 0 || only.includes(s.name))) {
  console.log(`\n=== ${step.name} ===`);
  const out = path.join(resultsDir, `${step.name}.json`);
  fs.rmSync(out, { force: true });
  const args = step.jest ? [...step.cmd, '--json', `--outputFile=${out}`] : step.cmd;
  const run = spawnSync(args[0]!, args.slice(1), { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  if (step.jest && fs.existsSync(out)) {
    const r = JSON.parse(fs.readFileSync(out, 'utf8')) as { numPassedTests: number; numFailedTests: number; numTotalTests: number };
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    if (r.numTotalTests === 0) failures.push(`${step.name} (ran no test)`);
  }
  if (run.status !== 0) failures.push(step.name);
}

console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nEvery step passed.');
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
