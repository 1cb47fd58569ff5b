/**
 * The launcher's restart policy on real child processes, with short delays so a whole crash loop
 * fits in a second or two. The full stack under the real policy is stack.chaos.ts.
 */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { createSupervisor, type RestartPolicy, type Unit } from '../../scripts/lib/supervisor';

const FAST: RestartPolicy = { firstDelayMs: 100, maxDelayMs: 300, maxCrashes: 5, windowMs: 10_000 };

/** A node process running `script`, ready once it prints; counts its launches and whether one runs. */
function nodeUnit(name: string, script: string, stopLast = false) {
  const unit = {
    name,
    hint: `look at ${name}`,
    stopLast,
    launches: 0,
    running: false,
    launch() {
      unit.launches += 1;
      const child = spawn(process.execPath, ['-e', `${script}; console.log('ready')`], { stdio: ['ignore', 'pipe', 'inherit'] });
      unit.running = true;
      const exited = new Promise<string>((resolve) =>
        child.once('exit', (code, signal) => {
          unit.running = false;
          resolve(signal ? `signal ${signal}` : `exit ${code}`);
        }),
      );
      return {
        ready: new Promise<void>((resolve, reject) => {
          child.stdout.once('data', () => resolve());
          child.once('exit', () => reject(new Error(`${name} exited before it was ready`)));
        }),
        exited,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      };
    },
  } satisfies Unit & Record<string, unknown>;
  return unit;
}

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(20);
  }
}

const CRASHES = 'setTimeout(() => process.exit(3), 50)';
const SERVES = 'setInterval(() => {}, 1000)';

test('when a process keeps crashing, then it is restarted after doubling delays up to the cap and given up on after 5 crashes, while the others keep running', async () => {
  const lines: string[] = [];
  const supervisor = createSupervisor(FAST, (line) => lines.push(line));
  const crasher = nodeUnit('crasher', CRASHES);
  const steady = nodeUnit('steady', SERVES);
  await supervisor.start(steady);
  await supervisor.start(crasher);

  await until(() => lines.some((line) => line.startsWith('giving up')));
  await sleep(300);

  expect(lines).toEqual([
    'crasher exited (exit 3); restarting in 0.1 s (restart 1)',
    'crasher is back',
    'crasher exited (exit 3); restarting in 0.2 s (restart 2)',
    'crasher is back',
    'crasher exited (exit 3); restarting in 0.3 s (restart 3)',
    'crasher is back',
    'crasher exited (exit 3); restarting in 0.3 s (restart 4)',
    'crasher is back',
    'giving up on crasher after 5 crashes in 10 s: look at crasher. The rest keeps running.',
  ]);
  expect(crasher.launches).toBe(5);
  expect(steady.running).toBe(true);
  await supervisor.stopAll();
  expect(steady.running).toBe(false);
});

test('when each run outlasts the window, then every restart waits the first delay again and it is never given up on', async () => {
  const lines: string[] = [];
  const supervisor = createSupervisor({ ...FAST, windowMs: 200 }, (line) => lines.push(line));
  const slowCrasher = nodeUnit('slow', 'setTimeout(() => process.exit(1), 300)');
  await supervisor.start(slowCrasher);

  await until(() => slowCrasher.launches === 6);
  await supervisor.stopAll();

  const restarts = lines.filter((line) => line.includes('restarting'));
  expect(restarts).toHaveLength(5);
  expect(restarts.every((line) => line.includes('restarting in 0.1 s'))).toBe(true);
  expect(lines.some((line) => line.startsWith('giving up'))).toBe(false);
});

test('when the stop comes while a restart is pending, then nothing is started again and everything stops', async () => {
  const lines: string[] = [];
  const supervisor = createSupervisor({ ...FAST, firstDelayMs: 1_000, maxDelayMs: 1_000 }, (line) => lines.push(line));
  const crasher = nodeUnit('crasher', CRASHES);
  const steady = nodeUnit('steady', SERVES);
  await supervisor.start(steady);
  await supervisor.start(crasher);
  await until(() => lines.length === 1);

  await supervisor.stopAll();
  await sleep(1_300);

  expect(lines).toEqual(['crasher exited (exit 3); restarting in 1 s (restart 1)']);
  expect(crasher.launches).toBe(1);
  expect(steady.running).toBe(false);
});

test('when everything is stopped, then nothing is restarted and the stopLast unit stops after the others', async () => {
  const lines: string[] = [];
  const supervisor = createSupervisor(FAST, (line) => lines.push(line));
  const database = nodeUnit('database', SERVES, true);
  // Takes its time to stop, as a service draining its requests does.
  const service = nodeUnit('service', `process.on('SIGTERM', () => setTimeout(() => process.exit(0), 200)); ${SERVES}`);
  await supervisor.start(database);
  await supervisor.start(service);

  let serviceWasRunningWhenDatabaseStopped: boolean | undefined;
  const watching = until(() => !database.running, 5_000).then(() => (serviceWasRunningWhenDatabaseStopped = service.running));
  await supervisor.stopAll();
  await watching;
  await sleep(300);

  expect(serviceWasRunningWhenDatabaseStopped).toBe(false);
  expect(lines).toEqual([]);
  expect(database.launches + service.launches).toBe(2);
});
