import path from 'node:path';
import { createFairPool, FairPoolRefused, type FairPool, type FairPoolOptions } from '../src/fair-pool';

interface Busy {
  label: string;
  ms: number;
  silent?: boolean;
}

const WORKER = path.join(__dirname, 'support', 'busy-worker.mjs');
const pools: Array<FairPool<Busy, string>> = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

function poolOf(options: Partial<FairPoolOptions> = {}): FairPool<Busy, string> {
  const pool = createFairPool<Busy, string>({
    filename: WORKER,
    workers: 1,
    perCaller: 10,
    total: 20,
    startLimitMs: 20_000,
    runLimitMs: 20_000,
    idleWorkerMs: 60_000,
    ...options,
  });
  pools.push(pool);
  return pool;
}

/** What a run ended with: its label, or the pool's reason for refusing it. */
const outcome = (run: Promise<string>) => run.catch((err: unknown) => (err instanceof FairPoolRefused ? `refused: ${err.reason}` : Promise.reject(err)));

/** Records the order runs finish in. */
function finishOrder() {
  const order: string[] = [];
  return { order, track: (run: Promise<string>) => outcome(run).then((label) => (order.push(label), label)) };
}

describe('the fair pool', () => {
  test('when one caller queues many tasks, then another caller’s task runs after the one running, not after the whole burst', async () => {
    const pool = poolOf();
    await pool.run('warm-up', { label: 'warm', ms: 0 });
    const { order, track } = finishOrder();
    const burst = ['m1', 'm2', 'm3', 'm4'].map((label) => track(pool.run('mallory', { label, ms: 150 })));
    const alice = track(pool.run('alice', { label: 'a1', ms: 0 }));
    await Promise.all([...burst, alice]);
    expect(order).toEqual(['m1', 'a1', 'm2', 'm3', 'm4']);
  }, 20_000);

  test('when a caller already has its share running or waiting, then its next task is refused and other callers’ are taken', async () => {
    const pool = poolOf({ perCaller: 2 });
    const mine = [pool.run('mallory', { label: 'm1', ms: 100 }), pool.run('mallory', { label: 'm2', ms: 100 })];
    expect(await outcome(pool.run('mallory', { label: 'm3', ms: 0 }))).toBe('refused: caller-busy');
    expect(await outcome(pool.run('alice', { label: 'a1', ms: 0 }))).toBe('a1');
    expect(await Promise.all(mine)).toEqual(['m1', 'm2']);
    expect(await outcome(pool.run('mallory', { label: 'm4', ms: 0 }))).toBe('m4');
  }, 20_000);

  test('when every place is taken, then a new task is refused as busy at once', async () => {
    const pool = poolOf({ total: 2 });
    const held = [pool.run('a', { label: 'a', ms: 200 }), pool.run('b', { label: 'b', ms: 200 })];
    const started = performance.now();
    expect(await outcome(pool.run('c', { label: 'c', ms: 0 }))).toBe('refused: busy');
    expect(performance.now() - started).toBeLessThan(100);
    await Promise.all(held);
  }, 20_000);

  // The start limit covers a new worker's loading too (about 2 s here), hence limits of seconds.
  test('when a task waits longer than the start limit, then it is refused when the limit ends, not when a worker frees', async () => {
    const pool = poolOf({ startLimitMs: 4_000 });
    await pool.run('warm-up', { label: 'warm', ms: 0 });
    const long = pool.run('a', { label: 'long', ms: 7_000 });
    const started = performance.now();
    expect(await outcome(pool.run('b', { label: 'b', ms: 0 }))).toBe('refused: waited-too-long');
    expect(performance.now() - started).toBeLessThan(5_500);
    expect(await long).toBe('long');
  }, 20_000);

  test('when a task runs past its limit, then it is refused and the tasks waiting behind it run without any new task arriving', async () => {
    const pool = poolOf({ runLimitMs: 200 });
    await pool.run('warm-up', { label: 'warm', ms: 0 });
    const runaway = outcome(pool.run('mallory', { label: 'runaway', ms: 60_000 }));
    const waiting = [outcome(pool.run('alice', { label: 'a1', ms: 0 })), outcome(pool.run('bob', { label: 'b1', ms: 0 }))];
    expect(await runaway).toBe('refused: ran-too-long');
    expect(await Promise.all(waiting)).toEqual(['a1', 'b1']);
  }, 20_000);

  test('when a worker is still loading at the start limit, then the task is refused, and the worker skips it and serves the next', async () => {
    const pool = poolOf({ startLimitMs: 4_000 });
    expect(await outcome(pool.run('a', { label: 'loading', ms: 0, silent: true }))).toBe('refused: waited-too-long');
    expect(await outcome(pool.run('a', { label: 'next', ms: 0 }))).toBe('next');
    expect(pool.figures().threads).toBe(1);
  }, 20_000);

  test('when the caller goes away while its task waits or runs, then the task is dropped and never answers with a result', async () => {
    const pool = poolOf();
    await pool.run('warm-up', { label: 'warm', ms: 0 });
    const runningGone = new AbortController();
    const waitingGone = new AbortController();
    const running = outcome(pool.run('a', { label: 'running', ms: 60_000 }, { signal: runningGone.signal }));
    const waiting = outcome(pool.run('b', { label: 'waiting', ms: 0 }, { signal: waitingGone.signal }));
    waitingGone.abort();
    expect(await waiting).toBe('refused: cancelled');
    expect(pool.figures()).toMatchObject({ running: 1, waiting: 0 });
    runningGone.abort();
    expect(await running).toBe('refused: cancelled');
    expect(await outcome(pool.run('c', { label: 'after', ms: 0 }))).toBe('after');
  }, 20_000);
});
