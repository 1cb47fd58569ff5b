/**
 * One replica of each service stops (SIGTERM, as an orchestrator stops a pod) while people work:
 * nginx sends their requests to the other replica, and the launcher starts the stopped one again.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { replicaBack, stopReplica } from './support/cluster-state';
import { lostWrites, READS, signInUsers, startLoad, Tally } from './support/users';

const USERS = 4;
const STOPPED = ['gateway-1', 'content-1', 'billing-1', 'support-1'];

test('when one replica of each service stops mid-use, then people see no error beyond one retried request and lose nothing', async () => {
  const users = await signInUsers(USERS, 'failover');
  const tally = new Tally();
  const load = startLoad(tally, users, { reads: READS });
  try {
    await sleep(3000);
    const stopped = STOPPED.map((name) => [name, stopReplica(name)] as const);
    const backAfter = await Promise.all(stopped.map(([name, pid]) => replicaBack(name, pid)));
    await sleep(3000);
    await load.stop();
    console.log(`failover: ${STOPPED.join(', ')} back after ${backAfter.map((ms) => `${ms} ms`).join(', ')}; ${tally.figures()}\n${tally.problems.join('\n')}`);

    expect(tally.failed).toBe(0);
    expect(tally.retried).toBeLessThanOrEqual(1);
    expect(tally.acknowledged).toBeGreaterThan(USERS * 3);
    expect((await Promise.all(users.map(lostWrites))).flat()).toEqual([]);
  } finally {
    await load.stop();
    await Promise.all(users.map((u) => u.api.dispose()));
  }
}, 120_000);
