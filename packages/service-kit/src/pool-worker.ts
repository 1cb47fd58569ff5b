import type { MessagePort } from 'node:worker_threads';

/** What the fair pool adds to each task it hands a worker (fair-pool.ts). */
export interface PoolSignals {
  /** Told when the worker starts on the task: the run limit counts from then. */
  started: MessagePort;
  /** Set to 1 once nobody waits for the answer any more (the wait or start limit ended). */
  cancelled: Int32Array;
}

/**
 * Called by a pool worker first thing for each task: false when the task was given up on while
 * the worker was still loading (then the worker answers at once and stays alive for the next
 * task, instead of being terminated with its modules loaded); else says "started" and is true.
 */
export function beginPoolTask({ started, cancelled }: PoolSignals): boolean {
  if (Atomics.load(cancelled, 0) === 1) return false;
  started.postMessage(null);
  return true;
}
