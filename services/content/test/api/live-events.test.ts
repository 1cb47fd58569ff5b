import { LIVE_INSTRUCTOR_ROLE, LIVE_LIMITS, type LiveAction, type LiveClassView } from '@blockbeat/contracts';
import { randomUserId } from '@blockbeat/service-kit/testing';
import { caller, useContentService } from '../support/content-service';
import { openEventStream, type TestEventStream } from '../support/event-stream';
import { act, ageClass, startClass } from '../support/live';

const HEARTBEAT_MS = 200;
const service = useContentService({ live: { heartbeatMs: HEARTBEAT_MS, sweepMs: 300, presenceBeatMs: 500 } });
const newUser = () => caller(service, randomUserId());
const streams: TestEventStream[] = [];
const follow = async (code: string, headers: Record<string, string> = {}) => {
  const stream = await openEventStream(`${service.url}/api/live/${code}/events`, headers);
  streams.push(stream);
  return stream;
};
afterEach(() => streams.splice(0).forEach((s) => s.close()));

describe('following a class over Server-Sent Events', () => {
  test('when a follower connects, then the first event is the snapshot with the log so far, its id the last seq, sent unbuffered', async () => {
    const alice = newUser();
    const { code } = await startClass(alice);
    const first = await act(alice, code, { type: 'start' });
    const stream = await follow(code);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    const snapshot = await stream.next();
    expect(snapshot).toMatchObject({ event: 'snapshot', id: '1' });
    expect((snapshot.data as LiveClassView).actions).toEqual([first]);
  });

  test("when the instructor acts, then the follower receives the action with the log's seq as its id", async () => {
    const alice = newUser();
    const { code } = await startClass(alice);
    const stream = await follow(code);
    await stream.next('snapshot');
    const sent = await act(alice, code, { type: 'start' });
    const paused = await act(alice, code, { type: 'pause' });
    expect(await stream.next('action')).toEqual({ event: 'action', id: '1', data: sent });
    expect(await stream.next('action')).toEqual({ event: 'action', id: '2', data: paused });
  });

  test('when a follower reconnects with Last-Event-ID, then it receives only the actions it missed, no snapshot', async () => {
    const alice = newUser();
    const { code } = await startClass(alice);
    const actions: LiveAction[] = [];
    for (const type of ['start', 'pause', 'resume', 'next'] as const) actions.push(await act(alice, code, { type }));
    const stream = await follow(code, { 'last-event-id': '2' });
    expect(await stream.next()).toEqual({ event: 'action', id: '3', data: actions[2] });
    expect(await stream.next()).toEqual({ event: 'action', id: '4', data: actions[3] });
    expect(stream.received.map((e) => e.event)).not.toContain('snapshot');
  });

  test('when the instructor changes the settings, then followers receive them', async () => {
    const alice = newUser();
    const { code } = await startClass(alice);
    const stream = await follow(code);
    await stream.next('snapshot');
    await alice.call(`/api/live/classes/${code}`, { method: 'PATCH', body: { allowFollowerAudio: true } });
    expect((await stream.next('settings')).data).toEqual({ allowFollowerAudio: true });
  });

  test('when the instructor ends the class, then followers receive ended and the stream closes', async () => {
    const alice = newUser();
    const { code } = await startClass(alice);
    const stream = await follow(code);
    await stream.next('snapshot');
    const ended = await alice.call<LiveClassView>(`/api/live/classes/${code}/end`, { method: 'POST' });
    expect((await stream.next('ended')).data).toEqual({ endedAt: ended.body.endedAt });
    await expect(stream.next(undefined, 2000)).rejects.toThrow('the stream ended');
  });

  test('when a class goes 4 hours without an action, then the sweep ends it and followers receive ended', async () => {
    const alice = newUser();
    const { code } = await startClass(alice);
    const stream = await follow(code);
    await stream.next('snapshot');
    await ageClass(service, code, LIVE_LIMITS.idleEndMs + 1000);
    expect((await stream.next('ended', 3000)).event).toBe('ended');
  });

  test('when nothing happens, then the stream still carries a comment every heartbeat, so no proxy cuts it for silence', async () => {
    const { code } = await startClass(newUser());
    const stream = await follow(code);
    await stream.next('snapshot');
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 3 + 100));
    expect(stream.comments.filter((c) => c === 'heartbeat').length).toBeGreaterThanOrEqual(2);
  });

  test('when the stream opens, then it asks the browser to reconnect after one second', async () => {
    const { code } = await startClass(newUser());
    const res = await fetch(`${service.url}/api/live/${code}/events`);
    const reader = res.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toMatch(/^retry: 1000\n\n/);
    await reader.cancel();
  });

  test('when the code is unknown, then the events URL answers a JSON 404, not a stream', async () => {
    const stream = await follow('ZZZZZZ');
    expect(stream.status).toBe(404);
    expect(stream.headers.get('content-type')).toMatch(/^application\/json/);
  });

  test('when followers connect and leave, then the instructor sees how many follow now', async () => {
    const alice = newUser();
    const { code } = await startClass(alice);
    const followersNow = async () => (await alice.call<{ followers: number }>(`/api/live/classes/${code}`)).body.followers;
    const [a, b] = [await follow(code), await follow(code)];
    await Promise.all([a.next('snapshot'), b.next('snapshot')]);
    await waitFor(async () => (await followersNow()) === 2);
    a.close();
    await waitFor(async () => (await followersNow()) === 1);
    const counts = b.received.filter((e) => e.event === 'followers').map((e) => (e.data as { count: number }).count);
    expect(counts.at(-1)).toBe(1);
  });

  test('when the instructor’s panel follows its own class (role=instructor), then it receives the events but is not counted', async () => {
    const alice = newUser();
    const { code } = await startClass(alice);
    const followersNow = async () => (await alice.call<{ followers: number }>(`/api/live/classes/${code}`)).body.followers;
    const panel = await openEventStream(`${service.url}/api/live/${code}/events?role=${LIVE_INSTRUCTOR_ROLE}`);
    streams.push(panel);
    await panel.next('snapshot');
    const phone = await follow(code);
    await phone.next('snapshot');
    await waitFor(async () => (await followersNow()) === 1);
    await waitFor(async () => lastFollowersCount(panel) === 1);
    const action = await act(alice, code, { type: 'start' });
    expect((await panel.next('action')).data).toEqual(action);
    phone.close();
    await waitFor(async () => (await followersNow()) === 0);
    await waitFor(async () => lastFollowersCount(panel) === 0);
  });
});

/** The latest followers count a stream was told (undefined before any). */
const lastFollowersCount = (stream: TestEventStream) =>
  (stream.received.filter((e) => e.event === 'followers').at(-1)?.data as { count: number } | undefined)?.count;

async function waitFor(check: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
