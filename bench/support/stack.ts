import fs from 'node:fs';
import path from 'node:path';
import { clusterLayout } from '../../scripts/lib/cluster-layout';
import { startProcess, stopAll, waitForHttp } from '../../scripts/lib/processes';

const ROOT = path.resolve(__dirname, '../..');
/** Where `npm run start:cluster` finds nginx (scripts/lib/nginx.ts); a bench does not install it. */
export const NGINX_PATH = '/usr/sbin/nginx';

export interface BenchStack {
  baseUrl: string;
  stop(): Promise<void>;
}

/** A stack a bench started itself: its launcher's pid (the services run below it). */
export interface RunningStack extends BenchStack {
  launcherPid: number;
}

/**
 * The stack's own port and data folder, from the existing dist/ folders, embedded PostgreSQL
 * unless BENCH_DATABASE_URL is set, the local mail catcher and folder storage whatever the shell
 * holds, and quiet logs.
 */
const benchEnv = (port: number, dataDir: string): NodeJS.ProcessEnv => ({
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

/** Runs a launcher script and waits until every URL answers /readyz (the first is the stack's address). */
async function launch(name: string, entry: string, env: NodeJS.ProcessEnv, readyUrls: string[]): Promise<RunningStack> {
  const launcher = startProcess(name, path.join(ROOT, entry), env, true);
  const stop = () => stopAll([launcher], 30_000);
  await Promise.all(readyUrls.map((url) => waitForHttp(`${url}/readyz`, 5 * 60_000, launcher))).catch(async (err: unknown) => {
    await stop();
    throw err;
  });
  return { baseUrl: readyUrls[0]!, launcherPid: launcher.child.pid!, stop };
}

/** The stack of `npm start` (scripts/start.ts). */
export function startStack(port: number, dataDir: string): Promise<RunningStack> {
  return launch('stack', 'scripts/start.ts', benchEnv(port, dataDir), [`http://localhost:${port}`]);
}

/**
 * `npm run start:cluster` with `replicas` of the gateway and each service behind nginx, ready once
 * every replica answers (the launcher starts the others after the first); null without nginx.
 */
export async function startCluster(port: number, { replicas, dataDir }: { replicas: number; dataDir: string }): Promise<RunningStack | null> {
  if (!fs.existsSync(NGINX_PATH)) return null;
  const others = clusterLayout(port, replicas).replicas.map((r) => `http://127.0.0.1:${r.port}`);
  return launch('cluster', 'scripts/start-cluster.ts', { ...benchEnv(port, dataDir), CLUSTER_REPLICAS: String(replicas) }, [`http://localhost:${port}`, ...others]);
}

/** The `npm start` stack on BENCH_PORT (or `defaultPort`); with BENCH_URL set, that running stack instead. */
export async function benchStack(opts: { defaultPort: number; dataDir: string }): Promise<BenchStack> {
  if (process.env.BENCH_URL) return { baseUrl: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => undefined };
  return startStack(Number(process.env.BENCH_PORT ?? opts.defaultPort), opts.dataDir);
}
