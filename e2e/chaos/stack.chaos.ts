/**
 * BlockBeat keeps serving while its processes die (docs/architecture.md, "Quality bars": faults): the stack is started
 * through the real launcher, users signed in through the real OpenID Connect flow write steadily,
 * and processes are killed, paused and the database is killed under them. The tests run in order
 * on one stack; the traffic runs through all of them.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { holdPort } from './support/port-holder';
import { CHAOS_PORT, isRunning, startChaosStack, type ChaosStack } from './support/stack';
import { call, Observer, sessionOf, signInUsers, startTraffic, type User } from './support/traffic';

const USERS = 3;
const figures: string[] = [];
const observer = new Observer();
let stack: ChaosStack;
let users: User[];
let traffic: { stop(): Promise<void> } | undefined;

beforeAll(async () => {
  const t0 = Date.now();
  stack = await startChaosStack();
  figures.push(`stack ready in ${Date.now() - t0} ms`);
  users = await signInUsers(stack.baseUrl, USERS);
  traffic = startTraffic(observer, users);
}, 4 * 60_000);

afterAll(async () => {
  await traffic?.stop();
  await Promise.all((users ?? []).map((u) => u.api.dispose()));
  // A test that failed before the last one leaves the stack up: take it down hard.
  for (const pid of (stack?.processTree() ?? []).filter(isRunning)) process.kill(pid, 'SIGKILL');
  console.log(`chaos figures (launcher log: ${stack?.logFile}):\n${figures.join('\n')}\nanswers by phase:\n${observer.summary()}`);
}, 60_000);

/** Polls until `check` passes, failing with its last error after `timeoutMs`. */
async function eventually(check: () => Promise<void>, timeoutMs: number): Promise<number> {
  const t0 = Date.now();
  for (;;) {
    try {
      await check();
      return Date.now() - t0;
    } catch (err) {
      if (Date.now() - t0 > timeoutMs) throw err;
      await sleep(100);
    }
  }
}

const statusOf = async (user: User, path: string) => (await call(observer, user, 'GET', path))?.status;

async function everyoneGets(path: string, status: number): Promise<void> {
  for (const user of users) expect(await statusOf(user, path)).toBe(status);
}

test('when users write steadily, then the stack acknowledges their writes', async () => {
  await eventually(async () => {
    for (const user of users) expect(user.acknowledged.size).toBeGreaterThanOrEqual(3);
  }, 20_000);
});

test('when content is killed, then the gateway, billing and sign-in keep answering and content comes back by itself within seconds', async () => {
  observer.phase = 'content killed';
  const killed = stack.pidOf('content');
  const t0 = Date.now();
  process.kill(killed, 'SIGKILL');
  for (let back = false; !back; ) {
    await everyoneGets('/api/auth/user', 200);
    await everyoneGets('/api/subscription/status', 200);
    back = (await statusOf(users[0]!, '/api/workouts')) === 200;
    if (Date.now() - t0 > 15_000) throw new Error('content did not come back within 15 s');
  }
  const backAfter = Date.now() - t0;
  expect(observer.statuses.get('content killed')?.get(502)).toBeGreaterThan(0);
  figures.push(`content answered again ${backAfter} ms after SIGKILL`);
  expect(stack.lines).toContain('content exited (signal SIGKILL); restarting in 0.5 s (restart 1)');
  await stack.waitForLine('content is back', 5_000);
  expect(stack.pidOf('content')).not.toBe(killed);
  observer.phase = 'steady';
}, 60_000);

test('when billing is paused for 5 s, then the gateway and content keep answering and billing resumes', async () => {
  observer.phase = 'billing paused';
  const paused = stack.pidOf('billing');
  process.kill(paused, 'SIGSTOP');
  try {
    const until = Date.now() + 5_000;
    while (Date.now() < until) {
      await everyoneGets('/api/auth/user', 200);
      await everyoneGets('/api/workouts', 200);
    }
  } finally {
    process.kill(paused, 'SIGCONT');
  }
  observer.phase = 'billing resumed';
  await eventually(() => everyoneGets('/api/subscription/status', 200), 20_000);
  expect(stack.pidOf('billing')).toBe(paused);
  observer.phase = 'steady';
}, 60_000);

test('when PostgreSQL is killed and cannot start again for a while, then calls answer JSON errors, the launcher keeps retrying and once it is back nobody is signed out', async () => {
  observer.phase = 'postgres down';
  const killed = stack.postmasterPid();
  const t0 = Date.now();
  process.kill(killed, 'SIGKILL');
  // As a stale server holding its port would: the launcher's restarts fail until it is let go.
  const port = await holdPort(CHAOS_PORT + 5);
  try {
    await stack.waitForLine('PostgreSQL exited (before it was ready); restarting in 4 s (restart 4)', 30_000);
  } finally {
    await port.release();
  }
  await stack.waitForLine('PostgreSQL is back', 30_000);
  figures.push(`PostgreSQL down ${Date.now() - t0} ms (SIGKILL, 3 failed restarts, back on the 4th)`);
  const servingAfter = await eventually(async () => {
    await everyoneGets('/api/auth/user', 200);
    await everyoneGets('/api/workouts', 200);
  }, 30_000);
  figures.push(`every user served again ${servingAfter} ms after PostgreSQL was back`);
  expect(stack.lines).toEqual(
    expect.arrayContaining([
      'PostgreSQL exited (signal SIGKILL); restarting in 0.5 s (restart 1)',
      'PostgreSQL exited (before it was ready); restarting in 1 s (restart 2)',
      'PostgreSQL exited (before it was ready); restarting in 2 s (restart 3)',
    ]),
  );
  expect(stack.postmasterPid()).not.toBe(killed);
  expect(observer.statuses.get('postgres down')?.get(503)).toBeGreaterThan(0);
  // A few more seconds of traffic on the restarted database.
  observer.phase = 'after postgres';
  await sleep(3_000);
}, 90_000);

test('when the run is over, then every acknowledged write is there, everyone is still signed in as themselves and no answer broke the contract', async () => {
  await traffic?.stop();
  traffic = undefined;
  observer.phase = 'final check';
  for (const user of users) {
    const list = await call(observer, user, 'GET', '/api/workouts');
    expect(list?.status).toBe(200);
    const stored = new Set((list!.body as Array<{ id: string }>).map((w) => w.id));
    expect([...user.acknowledged].filter((id) => !stored.has(id))).toEqual([]);
    const me = await call(observer, user, 'GET', '/api/auth/user');
    expect(me?.status).toBe(200);
    expect((me?.body as { id: string }).id).toBe(user.id);
    expect(await sessionOf(user)).toBe(user.session);
  }
  figures.push(`acknowledged writes: ${users.map((u) => u.acknowledged.size).join(', ')} (all present)`);
  expect(observer.violations).toEqual([]);
}, 60_000);

test('when the launcher gets SIGTERM while a service hangs, then it stops the others, kills the hung one after the grace period, stops PostgreSQL last and restarts nothing', async () => {
  const tree = stack.processTree();
  expect(tree.length).toBeGreaterThanOrEqual(7); // launcher, postgres, dev-idp, three services, gateway
  const hung = stack.pidOf('support');
  const others = [stack.pidOf('gateway'), stack.pidOf('content'), stack.pidOf('billing'), stack.pidOf('dev-idp')];
  const postmaster = stack.postmasterPid();
  process.kill(hung, 'SIGSTOP');
  const t0 = Date.now();
  process.kill(stack.launcherPid, 'SIGTERM');
  await sleep(2_000);
  expect(others.filter(isRunning)).toEqual([]);
  expect(isRunning(hung)).toBe(true);
  expect(isRunning(postmaster)).toBe(true);
  expect(await stack.exited).toBe('exit 0');
  figures.push(`SIGTERM with a hung service: launcher done after ${Date.now() - t0} ms`);
  expect(tree.filter(isRunning)).toEqual([]);
  const stopping = stack.lines.indexOf('Stopping BlockBeat …');
  expect(stopping).toBeGreaterThan(-1);
  expect(stack.lines.slice(stopping).filter((line) => / restarting in | is back$/.test(line))).toEqual([]);
}, 60_000);
