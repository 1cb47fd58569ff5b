import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';

export interface Managed {
  name: string;
  child: ChildProcess;
  /** Resolves when the process ends, with how: "exit 1" or "signal SIGKILL". */
  exited: Promise<string>;
}

/** Starts a TypeScript entry under tsx, prefixing each output line with the process name. */
export function startProcess(name: string, entry: string, env: NodeJS.ProcessEnv, quiet = false): Managed {
  return startCommand(name, process.execPath, ['--import', 'tsx', entry], env, quiet);
}

/** Starts any program, prefixing each output line with the process name (stderr even when quiet). */
export function startCommand(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, quiet = false): Managed {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream! }).on('line', (line) => {
      if (!quiet || stream === child.stderr) process.stdout.write(`[${name}] ${line}\n`);
    });
  }
  const exited = new Promise<string>((resolve) => child.on('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `exit ${code}`)));
  return { name, child, exited };
}

export async function waitForHttp(url: string, timeoutMs: number, managed?: Managed): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let died = false;
  void managed?.exited.then(() => (died = true));
  while (Date.now() < deadline) {
    if (died) throw new Error(`${managed?.name} exited before it was ready`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} was not ready within ${timeoutMs / 1000} s`);
}

const hasEnded = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** SIGTERM, then SIGKILL for whatever has not ended after the grace period. */
export async function stopProcess(p: Managed, graceMs = 10_000): Promise<void> {
  if (hasEnded(p.child)) return;
  p.child.kill('SIGTERM');
  const timer = setTimeout(() => p.child.kill('SIGKILL'), graceMs);
  await p.exited;
  clearTimeout(timer);
}

export async function stopAll(processes: Managed[], graceMs = 10_000): Promise<void> {
  await Promise.all([...processes].reverse().map((p) => stopProcess(p, graceMs)));
}
