import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { clusterLayout, pidFileOf, type Replica } from '../../../scripts/lib/cluster-layout';

/** Its own ports and folder, so it never meets the e2e stack (4300), chaos (4400) or a developer's (3000). */
export const CLUSTER_PORT = Number(process.env.CLUSTER_PORT ?? 4600);
export const CLUSTER_DIR = path.resolve(__dirname, '../../../.e2e', `cluster-${CLUSTER_PORT}`);
export const CLUSTER_DATA_DIR = path.join(CLUSTER_DIR, 'data');
export const CLUSTER_LOG = path.join(CLUSTER_DIR, 'cluster.log');
export const BASE_URL = `http://localhost:${CLUSTER_PORT}`;
export const layout = clusterLayout(CLUSTER_PORT);

export const replica = (name: string): Replica => {
  const found = layout.replicas.find((r) => r.name === name);
  if (!found) throw new Error(`no replica ${name}`);
  return found;
};

/** The pid of the replica's current run, or null while none runs. */
export function pidOf(name: string): number | null {
  try {
    return Number(fs.readFileSync(pidFileOf(CLUSTER_DATA_DIR, name), 'utf8'));
  } catch {
    return null;
  }
}

export const isReady = (port: number) =>
  fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
    (r) => r.ok,
    () => false,
  );

/** Polls until `check` holds, failing with `what` after `timeoutMs`. */
export async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs: number): Promise<number> {
  const t0 = Date.now();
  while (!(await check())) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000} s (see ${CLUSTER_LOG})`);
    await sleep(100);
  }
  return Date.now() - t0;
}

/** SIGTERM to one replica, as an orchestrator stops a pod; the launcher starts it again. Answers the stopped pid. */
export function stopReplica(name: string): number {
  const pid = pidOf(name);
  if (pid === null) throw new Error(`${name} is not running`);
  process.kill(pid, 'SIGTERM');
  return pid;
}

/** Until the launcher has started the replica again (a new pid) and it answers /readyz. */
export function replicaBack(name: string, stoppedPid: number, timeoutMs = 60_000): Promise<number> {
  return until(async () => {
    const pid = pidOf(name);
    return pid !== null && pid !== stoppedPid && (await isReady(replica(name).port));
  }, `${name} back after SIGTERM`, timeoutMs);
}
