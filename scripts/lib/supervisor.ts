import { setTimeout as sleep } from 'node:timers/promises';

/** One run of a supervised process. */
export interface Instance {
  /** Resolves once it serves; rejects when it does not come up. */
  ready: Promise<void>;
  /** Resolves when it ends, with how: "exit 1" or "signal SIGKILL". */
  exited: Promise<string>;
  stop(): Promise<void>;
}

export interface Unit {
  name: string;
  /** Where to look when it keeps crashing. */
  hint: string;
  /** Stopped after every other unit: the database the others close their connections to. */
  stopLast?: boolean;
  launch(): Instance;
}

export interface RestartPolicy {
  /** The first restart waits this long; each further one in a row twice as long, up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Give up after this many crashes within windowMs. A run that lasts windowMs ends the row. */
  maxCrashes: number;
  windowMs: number;
}

const RESTART_POLICY: RestartPolicy = { firstDelayMs: 500, maxDelayMs: 10_000, maxCrashes: 5, windowMs: 60_000 };

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;
const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Starts processes and starts again whichever exits while nobody asked it to, with exponential
 * backoff, until it crashes too often; the others keep running meanwhile. One line per event.
 */
export function createSupervisor(policy: RestartPolicy = RESTART_POLICY, log: (line: string) => void = console.log) {
  const current = new Map<Unit, Instance>();
  const stopping = new AbortController();

  const launch = (unit: Unit) => {
    const instance = unit.launch();
    current.set(unit, instance);
    return instance;
  };

  async function restartOnExit(unit: Unit, first: Instance): Promise<void> {
    let crashes: number[] = [];
    let instance = first;
    let startedAt = Date.now();
    let inARow = 0;
    let restarts = 0;
    for (;;) {
      const how = await instance.exited;
      if (stopping.signal.aborted) return;
      const now = Date.now();
      inARow = now - startedAt >= policy.windowMs ? 1 : inARow + 1;
      crashes = [...crashes, now].filter((t) => now - t < policy.windowMs);
      if (crashes.length >= policy.maxCrashes) {
        current.delete(unit);
        log(`giving up on ${unit.name} after ${crashes.length} crashes in ${seconds(policy.windowMs)}: ${unit.hint}. The rest keeps running.`);
        return;
      }
      const delay = Math.min(policy.firstDelayMs * 2 ** (inARow - 1), policy.maxDelayMs);
      restarts += 1;
      log(`${unit.name} exited (${how}); restarting in ${seconds(delay)} (restart ${restarts})`);
      try {
        await sleep(delay, undefined, { signal: stopping.signal });
      } catch {
        return; // shutting down
      }
      instance = launch(unit);
      startedAt = Date.now();
      try {
        await instance.ready;
        log(`${unit.name} is back`);
      } catch (err) {
        if (stopping.signal.aborted) return;
        const [summary, ...details] = messageOf(err).split('\n');
        log(`${unit.name} did not come back: ${summary}`);
        for (const line of details) log(`[${unit.name}] ${line}`);
        await instance.stop(); // one that hangs instead of serving counts as a crash too
      }
    }
  }

  return {
    /** Starts a unit and keeps it running; rejects when its first start fails (it is then stopped by stopAll). */
    async start(unit: Unit): Promise<void> {
      const instance = launch(unit);
      await instance.ready;
      void restartOnExit(unit, instance);
    },

    /** Restarts nothing from now on; stops everything, the stopLast units after the others. */
    async stopAll(): Promise<void> {
      stopping.abort();
      const stop = (last: boolean) =>
        Promise.all([...current].filter(([unit]) => Boolean(unit.stopLast) === last).map(([, instance]) => instance.stop()));
      await stop(false);
      await stop(true);
    },
  };
}
