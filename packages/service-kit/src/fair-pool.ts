import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { PoolSignals } from './pool-worker';

/*
 * Heavy checks (SVG logos, audio analysis) in worker threads, shared fairly and bounded in time.
 * A plain pool served the first comer: one account's burst filled the queue and every other
 * user's upload waited behind it or was refused, the time limit ran only once a worker began,
 * and checks queued inside the pool waited for the next upload after a worker was terminated.
 * Here the queue is ours: one line per caller served in turn, a cap per caller and in all, a
 * limit on the time to start and on the run, and the next task is handed to the pool as soon as
 * a slot frees (the pool starts a new worker for it when the last one was terminated).
 */

/** The task as the worker receives it: the caller's task and the pool's signals (beginPoolTask). */
export type PoolTask<T> = T & PoolSignals;

export interface FairPoolOptions {
  /** The worker module; its default export takes a PoolTask and calls beginPoolTask first. */
  filename: string;
  /** Tasks running at once (one per worker thread). */
  workers: number;
  /** Tasks one caller may have running or waiting. */
  perCaller: number;
  /** Tasks all callers may have running or waiting. */
  total: number;
  /**
   * From arrival until a worker starts on the task: the wait for a free worker, and a new
   * worker's loading of its modules. Past it the caller is refused; a worker still loading is
   * not ended (it skips the task and serves the next).
   */
  startLimitMs: number;
  /** From the worker starting on the task until its result; past it the worker is ended. */
  runLimitMs: number;
  /** A worker left idle this long exits. */
  idleWorkerMs: number;
}

export type FairPoolRefusal =
  /** `total` tasks are running or waiting. */
  | 'busy'
  /** This caller has `perCaller` tasks running or waiting. */
  | 'caller-busy'
  /** No worker started the task within the start limit. */
  | 'waited-too-long'
  /** The task ran longer than `runLimitMs`; its worker was ended. */
  | 'ran-too-long'
  /** The caller's signal aborted (its client went away). */
  | 'cancelled';

export class FairPoolRefused extends Error {
  constructor(readonly reason: FairPoolRefusal) {
    super(`fair pool: ${reason}`);
    this.name = 'FairPoolRefused';
  }
}

export interface FairPoolFigures {
  running: number;
  waiting: number;
  /** Worker threads alive now. */
  threads: number;
}

export interface FairPool<T, R> {
  /** Runs `task` for `caller` in turn with the other callers; throws FairPoolRefused when it will not. */
  run(caller: string, task: T, options?: { signal?: AbortSignal }): Promise<R>;
  figures(): FairPoolFigures;
  /** Refuses what waits, ends the workers. */
  close(): Promise<void>;
}

type Phase = 'waiting' | 'loading' | 'running' | 'settled';

interface Entry<T, R> {
  caller: string;
  task: T;
  phase: Phase;
  /** Set to 1 when the task is given up on; a worker that has not started skips it. */
  cancelled: Int32Array;
  /** Ends the run of a started task (terminating its worker). */
  stop: AbortController;
  refusal: FairPoolRefusal;
  resolve(value: R): void;
  reject(err: unknown): void;
  cleanups: Array<() => void>;
}

export function createFairPool<T extends object, R>(options: FairPoolOptions): FairPool<T, R> {
  let pool: Piscina<PoolTask<T>, R> | undefined;
  /** Waiting entries by caller; Map order is the turn order. */
  const waiting = new Map<string, Entry<T, R>[]>();
  const perCaller = new Map<string, number>();
  let running = 0;
  let held = 0;

  const poolNow = () =>
    (pool ??= new Piscina({ filename: options.filename, minThreads: 0, maxThreads: options.workers, idleTimeout: options.idleWorkerMs }));

  function settle(entry: Entry<T, R>, outcome: { value: R } | { error: unknown }) {
    if (entry.phase === 'settled') return;
    entry.phase = 'settled';
    for (const cleanup of entry.cleanups.splice(0)) cleanup();
    held--;
    const left = (perCaller.get(entry.caller) ?? 1) - 1;
    if (left > 0) perCaller.set(entry.caller, left);
    else perCaller.delete(entry.caller);
    if ('value' in outcome) entry.resolve(outcome.value);
    else entry.reject(outcome.error);
  }

  function removeWaiting(entry: Entry<T, R>) {
    const line = waiting.get(entry.caller) ?? [];
    line.splice(line.indexOf(entry), 1);
    if (line.length === 0) waiting.delete(entry.caller);
  }

  /** Waiting or loading: answered now, skipped by its worker. Running: its worker is ended. */
  function giveUp(entry: Entry<T, R>, reason: FairPoolRefusal) {
    if (entry.phase === 'settled') return;
    entry.refusal = reason;
    Atomics.store(entry.cancelled, 0, 1);
    if (entry.phase === 'running') return entry.stop.abort();
    if (entry.phase === 'waiting') removeWaiting(entry);
    settle(entry, { error: new FairPoolRefused(reason) });
  }

  /** The next caller's oldest entry; that caller goes to the back of the turn order. */
  function nextInTurn(): Entry<T, R> | undefined {
    const first = waiting.entries().next();
    if (first.done) return undefined;
    const [caller, line] = first.value;
    const entry = line.shift()!;
    waiting.delete(caller);
    if (line.length > 0) waiting.set(caller, line);
    return entry;
  }

  function dispatch() {
    while (running < options.workers) {
      const entry = nextInTurn();
      if (!entry) return;
      start(entry);
    }
  }

  function start(entry: Entry<T, R>) {
    running++;
    entry.phase = 'loading';
    const { port1: started, port2 } = new MessageChannel();
    started.once('message', () => {
      if (entry.phase !== 'loading') return entry.stop.abort();
      entry.phase = 'running';
      const runTimer = setTimeout(() => giveUp(entry, 'ran-too-long'), options.runLimitMs);
      entry.cleanups.push(() => clearTimeout(runTimer));
    });
    const task = { ...entry.task, started: port2, cancelled: entry.cancelled } as PoolTask<T>;
    poolNow()
      .run(task, { transferList: [port2] as never, signal: entry.stop.signal })
      .then(
        (value) => settle(entry, { value }),
        // Aborting a running task terminates its worker; the next run starts a new one.
        (error) => settle(entry, { error: entry.stop.signal.aborted ? new FairPoolRefused(entry.refusal) : error }),
      )
      .finally(() => {
        started.close();
        running--;
        dispatch();
      });
  }

  return {
    run(caller, task, { signal } = {}) {
      if (signal?.aborted) return Promise.reject(new FairPoolRefused('cancelled'));
      if ((perCaller.get(caller) ?? 0) >= options.perCaller) return Promise.reject(new FairPoolRefused('caller-busy'));
      if (held >= options.total) return Promise.reject(new FairPoolRefused('busy'));
      held++;
      perCaller.set(caller, (perCaller.get(caller) ?? 0) + 1);
      return new Promise<R>((resolve, reject) => {
        const entry: Entry<T, R> = {
          caller,
          task,
          phase: 'waiting',
          cancelled: new Int32Array(new SharedArrayBuffer(4)),
          stop: new AbortController(),
          refusal: 'waited-too-long',
          resolve,
          reject,
          cleanups: [],
        };
        const startTimer = setTimeout(() => {
          if (entry.phase !== 'running') giveUp(entry, 'waited-too-long');
        }, options.startLimitMs);
        const onAbort = () => giveUp(entry, 'cancelled');
        signal?.addEventListener('abort', onAbort, { once: true });
        entry.cleanups.push(() => clearTimeout(startTimer), () => signal?.removeEventListener('abort', onAbort));
        waiting.set(caller, [...(waiting.get(caller) ?? []), entry]);
        dispatch();
      });
    },

    figures: () => ({
      running,
      waiting: [...waiting.values()].reduce((sum, line) => sum + line.length, 0),
      threads: pool?.threads.length ?? 0,
    }),

    async close() {
      for (const line of [...waiting.values()]) for (const entry of [...line]) giveUp(entry, 'busy');
      const closing = pool;
      pool = undefined;
      await closing?.destroy();
    },
  };
}
