import fs from 'node:fs';
import path from 'node:path';
import { clusterLayout } from '../../scripts/lib/cluster-layout';
import { startProcess, stopAll, waitForHttp } from '../../scripts/lib/processes';

const ROOT = path.resolve(__dirname, '../..');
/** Where `npm run start:cluster` finds nginx (scripts/lib/nginx.ts); the bench does not install it. */
export const NGINX_PATH = '/usr/sbin/nginx';

export interface RunningStack {
  baseUrl: string;
  /** The launcher's pid: the gateway and content processes are below it. */
  launcherPid: number;
  stop(): Promise<void>;
}

const quietEnv = (port: number, dataDir: string): NodeJS.ProcessEnv => ({
  ...process.env,
  PORT: String(port),
  BASE_URL: `http://localhost:${port}`,
  DATA_DIR: path.join(ROOT, dataDir),
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  OIDC_ISSUER_URL: '',
  SMTP_URL: '',
  STORAGE_URL: '',
  SKIP_BUILD: '1',
  LOG_LEVEL: 'silent',
});

async function launch(name: string, entry: string, env: NodeJS.ProcessEnv, readyUrls: string[]): Promise<RunningStack> {
  const launcher = startProcess(name, path.join(ROOT, entry), env, true);
  const stop = () => stopAll([launcher], 30_000);
  await Promise.all(readyUrls.map((url) => waitForHttp(`${url}/readyz`, 5 * 60_000, launcher))).catch(async (err: unknown) => {
    await stop();
    throw err;
  });
  return { baseUrl: readyUrls[0]!, launcherPid: launcher.child.pid!, stop };
}

/** The stack of `npm start` (one gateway, one content), from the built dist/ folders. */
export function startStack(port: number): Promise<RunningStack> {
  return launch('stack', 'scripts/start.ts', quietEnv(port, '.data-bench-live'), [`http://localhost:${port}`]);
}

/** `npm run start:cluster` with two replicas of each service behind nginx; null when nginx is not installed. */
export async function startCluster(port: number): Promise<RunningStack | null> {
  if (!fs.existsSync(NGINX_PATH)) return null;
  const replicas = clusterLayout(port, 2).replicas.map((r) => `http://127.0.0.1:${r.port}`);
  return launch('cluster', 'scripts/start-cluster.ts', { ...quietEnv(port, '.data-bench-live-cluster'), CLUSTER_REPLICAS: '2' }, [`http://localhost:${port}`, ...replicas]);
}
