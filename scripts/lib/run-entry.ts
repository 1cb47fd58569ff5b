import { spawn } from 'node:child_process';

export interface EntryRun {
  name: string;
  cwd: string;
  /** An exec-form command; "node" is this Node. */
  cmd: string[];
  env: Record<string, string>;
  /** A Job: must exit 0 by itself. */
  expectExit?: boolean;
  /** A server: must answer `${readyAt}/healthz` and `/readyz`, then stop with 0 on SIGTERM. */
  readyAt?: string;
  /** Asked of a server once it is ready, before it is stopped: the problems it found. */
  whileServing?: (url: string) => Promise<string[]>;
}

const START_MS = 45_000;
const STOP_MS = 15_000;

/** Runs an image's command as its container would; the problems it showed, none when it behaved. */
export async function runEntry({ name, cwd, cmd, env, expectExit, readyAt, whileServing }: EntryRun): Promise<string[]> {
  const [bin, ...args] = cmd;
  const child = spawn(bin === 'node' ? process.execPath : bin!, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
  child.stderr.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const within = <T>(p: Promise<T>, ms: number) => Promise.race([p, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), ms).unref())]);
  const failed = (what: string) => {
    child.kill('SIGKILL');
    return [`${name}: ${what}. Its last output:\n${output.trim().split('\n').slice(-15).join('\n')}`];
  };

  if (expectExit) {
    const code = await within(exited, START_MS);
    return code === 0 ? [] : failed(code === 'timeout' ? 'did not finish within 45 s' : `exited with ${code}`);
  }
  const deadline = Date.now() + START_MS;
  let ready = false;
  while (!ready && Date.now() < deadline && child.exitCode === null) {
    const answers = await Promise.all(['/healthz', '/readyz'].map((p) => fetch(`${readyAt}${p}`, { signal: AbortSignal.timeout(1000) }).then((r) => r.status, () => 0)));
    ready = answers.every((status) => status === 200);
    if (!ready) await new Promise((r) => setTimeout(r, 300));
  }
  if (!ready) {
    const port = new URL(readyAt!).port;
    const loopbackOnly = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    return failed(loopbackOnly ? `answers on 127.0.0.1:${port} only, so no other pod can reach it (it must listen on HOST=0.0.0.0)` : `did not answer 200 on ${readyAt}/healthz and /readyz`);
  }
  const served = whileServing ? await whileServing(readyAt!).catch((err: unknown) => [`${err instanceof Error ? err.message : String(err)}`]) : [];
  if (served.length > 0) return failed(served.join('; '));
  child.kill('SIGTERM');
  const code = await within(exited, STOP_MS);
  return code === 0 ? [] : failed(code === 'timeout' ? 'did not stop within 15 s of SIGTERM' : `stopped with ${code} on SIGTERM`);
}
