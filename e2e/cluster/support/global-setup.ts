import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BASE_URL, CLUSTER_DATA_DIR, CLUSTER_DIR, CLUSTER_LOG, CLUSTER_PORT, isReady, layout, until } from './cluster-state';

const ROOT = path.resolve(__dirname, '../../..');
const READY_WITHIN_MS = 4 * 60_000;

/**
 * The cluster exactly as `npm run start:cluster` runs it (its embedded PostgreSQL, local S3 and
 * nginx), from a fresh data folder. The bundles are built first when missing, as the launcher does.
 */
export default async function globalSetup(): Promise<void> {
  fs.rmSync(CLUSTER_DIR, { recursive: true, force: true });
  fs.mkdirSync(CLUSTER_DATA_DIR, { recursive: true });
  const out = fs.openSync(CLUSTER_LOG, 'w');
  const launcher = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/start-cluster.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(CLUSTER_PORT),
      BASE_URL,
      DATA_DIR: CLUSTER_DATA_DIR,
      DATABASE_URL: '',
      OIDC_ISSUER_URL: '',
      SMTP_URL: '',
      STORAGE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      // Twenty simulated users sign in from 127.0.0.1: the per-IP sign-in limit is for people.
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
    },
    stdio: ['ignore', out, out],
    detached: true,
  });
  (globalThis as { __CLUSTER__?: number }).__CLUSTER__ = launcher.pid;
  let ended: string | undefined;
  launcher.on('exit', (code, signal) => (ended = signal ?? `exit ${code}`));
  const ports = [layout.front, ...layout.replicas.map((r) => r.port)];
  const ready = until(
    async () => {
      if (ended) throw new Error(`start-cluster ended (${ended}) before the cluster was ready; see ${CLUSTER_LOG}`);
      return (await Promise.all(ports.map(isReady))).every(Boolean);
    },
    'the cluster ready',
    READY_WITHIN_MS,
  );
  await ready.catch((err: unknown) => {
    // jest runs no teardown after a failed setup: nothing may be left running.
    if (!ended) process.kill(-launcher.pid!, 'SIGKILL');
    throw err;
  });
}
