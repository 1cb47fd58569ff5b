import { setTimeout as sleep } from 'node:timers/promises';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops the launcher as Ctrl-C would; whatever of its process group is left after 30 s is killed. */
export default async function globalTeardown(): Promise<void> {
  const pid = (globalThis as { __CLUSTER__?: number }).__CLUSTER__;
  if (!pid || !alive(pid)) return;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 30_000;
  while (alive(pid) && Date.now() < deadline) await sleep(200);
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // the group has ended
  }
}
