import path from 'node:path';
import { createFairPool, FairPoolRefused, type FairPoolOptions } from '@blockbeat/service-kit';
import type { BeatOutcome, BeatTask } from './beat-worker';

/*
 * Why a worker pool: decoding and analysing 60 s of audio takes about a second of CPU, which on
 * the request thread would stall every other request of the service. In a worker the service
 * keeps answering, a file that runs too long is ended with its thread, and callers (accounts,
 * and the background job as one more) are served in turn so one account's burst of uploads
 * delays another's by one analysis at most.
 *
 * Why these numbers: one worker, as the machines have two cores and the service other work;
 * nothing waits on an analysis but the upload's short wait (BEAT_ANSWER_WAIT_MS), after which the
 * row stays 'pending' and the job finishes it, so a task may wait long to start. A 4-minute track
 * takes ~1 s here (bench:beat); 20 s is a file that is not what it claims. Each task waiting holds
 * its file's bytes (up to 15 MB), so few may wait: 2 per account and 8 in all (≤ 120 MB); the
 * rest answer 'later', stay 'pending' and are taken up by the job's next sweep.
 */
export const BEAT_POOL: Omit<FairPoolOptions, 'filename'> = {
  workers: 1,
  perCaller: 2,
  total: 8,
  startLimitMs: 120_000,
  runLimitMs: 20_000,
  idleWorkerMs: 60_000,
};
const WORKER_ENTRY = path.join(__dirname, 'beat-worker.mjs');

/** The worker's answer, or why there is none yet: 'later' (busy, try again), 'too-slow' (the file ran past the limit). */
export type PoolOutcome = BeatOutcome | { status: 'later' } | { status: 'too-slow' };

export interface BeatPool {
  analyse(caller: string, bytes: Uint8Array): Promise<PoolOutcome>;
  close(): Promise<void>;
}

export function createBeatPool(options: Partial<typeof BEAT_POOL> = {}): BeatPool {
  const pool = createFairPool<BeatTask, BeatOutcome | null>({ ...BEAT_POOL, ...options, filename: WORKER_ENTRY });
  return {
    async analyse(caller, bytes) {
      try {
        return (await pool.run(caller, { bytes })) ?? { status: 'later' };
      } catch (err) {
        if (err instanceof FairPoolRefused) return { status: err.reason === 'ran-too-long' ? 'too-slow' : 'later' };
        throw err;
      }
    },
    close: () => pool.close(),
  };
}
