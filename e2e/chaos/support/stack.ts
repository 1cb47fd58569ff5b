import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = path.resolve(__dirname, '../../..');

/** Its own ports and folder, so it never meets the e2e stack (4300) or a developer's (3000). */
export const CHAOS_PORT = Number(process.env.CHAOS_PORT ?? 4400);
const DIR = path.join(ROOT, '.e2e', `chaos-${CHAOS_PORT}`);

export type ServiceName = 'gateway' | 'dev-idp' | 'content' | 'billing' | 'support';

export interface ChaosStack {
  baseUrl: string;
  launcherPid: number;
  /** What the launcher printed so far, one entry per line. */
  lines: string[];
  logFile: string;
  pidOf(service: ServiceName): number;
  postmasterPid(): number;
  /** The launcher and every process under it. */
  processTree(): number[];
  waitForLine(line: string, timeoutMs: number): Promise<void>;
  /** Resolves with how the launcher ended. */
  exited: Promise<string>;
}

/**
 * The stack exactly as `npm start` runs it (scripts/start.ts), with its own embedded PostgreSQL
 * (no DATABASE_URL), so the launcher supervises that too. API only: the bundles are not needed.
 */
export async function startChaosStack(): Promise<ChaosStack> {
  const dataDir = path.join(DIR, 'data');
  fs.mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(DIR, 'stack.log');
  const log = fs.createWriteStream(logFile);
  const baseUrl = `http://localhost:${CHAOS_PORT}`;
  const launcher = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/start.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(CHAOS_PORT),
      DATA_DIR: dataDir,
      BASE_URL: baseUrl,
      DATABASE_URL: '',
      OIDC_ISSUER_URL: '',
      REDIS_URL: '',
      SKIP_BUILD: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [launcher.stdout, launcher.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      log.write(`${line}\n`);
    });
  }
  const exited = new Promise<string>((resolve) => launcher.on('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `exit ${code}`)));
  const launcherPid = launcher.pid!;

  const stack: ChaosStack = {
    baseUrl,
    launcherPid,
    lines,
    logFile,
    exited,
    pidOf(service) {
      const entry = `services/${service}/src/main.ts`;
      const child = childrenOf(launcherPid).find((pid) => commandOf(pid).includes(entry));
      if (!child) throw new Error(`no ${service} process under the launcher; see ${logFile}`);
      return child;
    },
    postmasterPid() {
      return Number.parseInt(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]!, 10);
    },
    processTree() {
      const tree = [launcherPid];
      for (let i = 0; i < tree.length; i += 1) tree.push(...childrenOf(tree[i]!));
      return tree;
    },
    async waitForLine(line, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!lines.includes(line)) {
        if (Date.now() > deadline) throw new Error(`the launcher did not print "${line}" within ${timeoutMs / 1000} s; see ${logFile}`);
        await sleep(100);
      }
    },
  };
  await waitReady(stack).catch((err: unknown) => {
    for (const pid of stack.processTree().filter(isRunning)) process.kill(pid, 'SIGKILL');
    throw err;
  });
  return stack;
}

async function waitReady(stack: ChaosStack): Promise<void> {
  let ended: string | undefined;
  void stack.exited.then((how) => (ended = how));
  const deadline = Date.now() + 3 * 60_000;
  while (Date.now() < deadline) {
    if (ended) throw new Error(`the launcher ended (${ended}) before the stack was ready:\n${stack.lines.slice(-20).join('\n')}`);
    const ok = await fetch(`${stack.baseUrl}/readyz`, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
    if (ok) return;
    await sleep(300);
  }
  throw new Error(`the chaos stack was not ready within 3 minutes; see ${stack.logFile}`);
}

/** Alive and not a zombie waiting to be reaped. */
export function isRunning(pid: number): boolean {
  const stat = statOf(pid);
  return stat !== null && stat.state !== 'Z';
}

function childrenOf(ppid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => statOf(pid)?.ppid === ppid && isRunning(pid));
}

function statOf(pid: number): { state: string; ppid: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state ppid …": the command may contain spaces and parentheses.
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: state!, ppid: Number(ppid) };
  } catch {
    return null;
  }
}

function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}
