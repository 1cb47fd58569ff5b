/**
 * A rolling restart of every replica, one at a time, under a steady load of 20 people writing:
 * every write the cluster acknowledged is there afterwards.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { FAIL_TIMEOUT_S } from '../../scripts/lib/nginx';
import { layout, replicaBack, stopReplica } from './support/cluster-state';
import { lostWrites, signInUsers, startLoad, Tally } from './support/users';

const USERS = 20;
/**
 * nginx skips a replica that refused a connection for fail_timeout (counted in whole seconds, so up
 * to one more): the next replica stops only once the restarted one is surely back in rotation, as
 * an orchestrator waits for readiness plus a delay before it stops the next pod.
 */
const SETTLE_MS = (FAIL_TIMEOUT_S + 1) * 1000 + 500;

test('when every replica is restarted in turn under 20 people writing, then no acknowledged write is lost', async () => {
  const users = await signInUsers(USERS, 'rolling');
  const tally = new Tally();
  const load = startLoad(tally, users);
  try {
    await sleep(3000);
    const t0 = Date.now();
    for (const { name } of layout.replicas) {
      await replicaBack(name, stopReplica(name));
      await sleep(SETTLE_MS);
    }
    const restartMs = Date.now() - t0;
    await load.stop();
    const lost = (await Promise.all(users.map(lostWrites))).flat();
    console.log(`rolling restart of ${layout.replicas.length} replicas in ${restartMs} ms under ${USERS} users: ${tally.figures()}, lost ${lost.length}\n${tally.problems.join('\n')}`);

    expect(lost).toEqual([]);
    expect(tally.failed).toBe(0);
    expect(tally.acknowledged).toBeGreaterThan(USERS * 5);
  } finally {
    await load.stop();
    await Promise.all(users.map((u) => u.api.dispose()));
  }
}, 240_000);
