import { randomUserId } from '@blockbeat/service-kit/testing';
import { QueryTypes } from 'sequelize';
import { caller, useContentService } from '../support/content-service';
import { eventually, openEventStream, type TestEventStream } from '../support/event-stream';
import { act, startClass } from '../support/live';

// Two replicas of the content service sharing one database, as behind the load balancer.
// Presence beats slower than the listener's 1 s reconnect, so the reconnect test proves the reconnect refresh.
const timings = { heartbeatMs: 500, presenceBeatMs: 5000 };
const replicaA = useContentService({ live: timings });
const replicaB = useContentService({ live: timings });
const streams: TestEventStream[] = [];
const follow = async (url: string, code: string) => {
  const stream = await openEventStream(`${url}/api/live/${code}/events`);
  streams.push(stream);
  await stream.next('snapshot');
  return stream;
};
afterEach(() => streams.splice(0).forEach((s) => s.close()));

test('when the instructor acts through one replica, then followers on both replicas receive the action', async () => {
  const alice = caller(replicaA, randomUserId());
  const { code } = await startClass(alice);
  const [onA, onB] = [await follow(replicaA.url, code), await follow(replicaB.url, code)];
  const sent = await act(alice, code, { type: 'start' });
  expect((await onA.next('action')).data).toEqual(sent);
  expect((await onB.next('action')).data).toEqual(sent);
});

test('when followers are spread over both replicas, then the instructor on either sees them all, and fewer once some leave', async () => {
  const alice = randomUserId();
  const { code } = await startClass(caller(replicaA, alice));
  const followersOn = (replica: typeof replicaA) => async () => (await caller(replica, alice).call<{ followers: number }>(`/api/live/classes/${code}`)).body.followers;
  await Promise.all([follow(replicaA.url, code), follow(replicaA.url, code), follow(replicaB.url, code)]);
  await eventually(followersOn(replicaA), (n) => n === 3, 'followers seen through A');
  await eventually(followersOn(replicaB), (n) => n === 3, 'followers seen through B');
  streams[2]!.close();
  await eventually(followersOn(replicaA), (n) => n === 2, 'followers after one left B');
});

test('when the replica\'s LISTEN connection is cut, then an action sent meanwhile still reaches its followers once it reconnects', async () => {
  const alice = caller(replicaA, randomUserId());
  const { code } = await startClass(alice);
  const onB = await follow(replicaB.url, code);
  const cut = await replicaA.sequelize.query<{ done: boolean }>(
    "SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN content_live'",
    { type: QueryTypes.SELECT },
  );
  expect(cut.map((row) => row.done)).toEqual([true, true]);
  const sent = await act(alice, code, { type: 'start' });
  expect((await onB.next('action', 5000)).data).toEqual(sent);
});
