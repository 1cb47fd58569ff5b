import { LIVE_CODE_PATTERN, LIVE_LIMITS, type LiveAction, type LiveClassView, type LiveServerTime, type SharedWorkout } from '@blockbeat/contracts';
import { randomUserId, requestJson } from '@blockbeat/service-kit/testing';
import { QueryTypes } from 'sequelize';
import { caller, EXPIRED, TEST_BASE_URL, useContentService } from '../support/content-service';
import { createWorkout, hiitWorkout } from '../support/fixtures';
import { act, ageClass, startClass } from '../support/live';

const service = useContentService();
const newUser = () => caller(service, randomUserId());
const publicGet = <T>(path: string) => requestJson<T>(`${service.url}${path}`);

describe('starting a live class', () => {
  test('when the owner starts a class on a workout, then it answers the class link, a 6-character code and the workout as shared', async () => {
    const alice = newUser();
    const workout = await createWorkout(alice);
    const res = await alice.call<LiveClassView & { classUrl: string }>('/api/live/classes', { method: 'POST', body: { workoutId: workout.id } });
    expect(res.status).toBe(201);
    expect(res.body.code).toMatch(LIVE_CODE_PATTERN);
    expect(res.body.classUrl).toBe(`${TEST_BASE_URL}/live/${res.body.code}`);
    expect(res.body).toMatchObject({ actions: [], allowFollowerAudio: false, endedAt: null, workout: { id: workout.id, name: hiitWorkout.name } });
    const shared = await publicGet<SharedWorkout>(`/api/shared/${res.body.workout.shareToken}`);
    expect(shared.status).toBe(200);
    expect(res.body.workout).toEqual(shared.body);
  });

  test('when thirty classes start at once, then each has its own code', async () => {
    const alice = newUser();
    const workout = await createWorkout(alice);
    const started = await Promise.all(
      Array.from({ length: 30 }, () => alice.call<LiveClassView>('/api/live/classes', { method: 'POST', body: { workoutId: workout.id } })),
    );
    expect(started.map((r) => r.status)).toEqual(Array(30).fill(201));
    expect(new Set(started.map((r) => r.body.code)).size).toBe(30);
  });

  test("when someone starts a class on another user's workout, then it is not found and nothing is shared", async () => {
    const workout = await createWorkout(newUser());
    const res = await newUser().call('/api/live/classes', { method: 'POST', body: { workoutId: workout.id } });
    expect(res.status).toBe(404);
  });

  test('when a user without access starts a class, then 402 (sharing needs access)', async () => {
    const owner = newUser();
    const workout = await createWorkout(owner);
    const res = await caller(service, owner.userId, EXPIRED).call('/api/live/classes', { method: 'POST', body: { workoutId: workout.id } });
    expect(res.status).toBe(402);
  });

  test('when the workout id is not a uuid, then 400 naming workoutId', async () => {
    const res = await newUser().call<{ error: { fields: Record<string, string> } }>('/api/live/classes', { method: 'POST', body: { workoutId: 'nope' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(['workoutId']);
  });
});

describe("the instructor's actions", () => {
  test('when the instructor starts, pauses and jumps, then the log holds them in order with seqs 1, 2, 3', async () => {
    const alice = newUser();
    const { code } = await startClass(alice);
    const now = Date.now();
    await act(alice, code, { type: 'start', atMs: now });
    await act(alice, code, { type: 'pause', atMs: now + 1000 });
    await act(alice, code, { type: 'jump', atMs: now + 2000, blockIndex: 2 });
    const view = await publicGet<LiveClassView>(`/api/live/${code}`);
    expect(view.body.actions).toEqual([
      { seq: 1, type: 'start', atMs: now },
      { seq: 2, type: 'pause', atMs: now + 1000 },
      { seq: 3, type: 'jump', atMs: now + 2000, blockIndex: 2 },
    ]);
  });

  test('when twenty actions are sent at once, then they get seqs 1 to 20, none lost or doubled', async () => {
    const alice = newUser();
    const { code } = await startClass(alice);
    const sent = await Promise.all(Array.from({ length: 20 }, (_, i) => act(alice, code, { type: i % 2 ? 'pause' : 'resume' })));
    expect(sent.map((a) => a.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await publicGet<LiveClassView>(`/api/live/${code}`)).body.actions.map((a) => a.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  test("when an action is stamped more than 10 s ahead of the server's clock or more than 10 min behind it, then 400 naming atMs", async () => {
    const alice = newUser();
    const { code } = await startClass(alice);
    for (const atMs of [Date.now() - LIVE_LIMITS.actionLateMaxMs - 5000, Date.now() + LIVE_LIMITS.actionSkewMaxMs + 5000]) {
      const res = await alice.call<{ error: { fields: Record<string, string> } }>(`/api/live/classes/${code}/actions`, { method: 'POST', body: { type: 'start', atMs } });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields)).toEqual(['atMs']);
    }
  });

  test('when an action arrives late (resent after an outage) or stamped before the previous one, then it is logged in order, never before the previous instant', async () => {
    const alice = newUser();
    const { code } = await startClass(alice);
    const t = Date.now();
    await act(alice, code, { type: 'start', atMs: t - 5 * 60_000 });
    await act(alice, code, { type: 'pause', atMs: t - 4 * 60_000 });
    await act(alice, code, { type: 'resume', atMs: t - 4.5 * 60_000 });
    expect((await publicGet<LiveClassView>(`/api/live/${code}`)).body.actions.map((a) => [a.type, a.atMs])).toEqual([
      ['start', t - 5 * 60_000],
      ['pause', t - 4 * 60_000],
      ['resume', t - 4 * 60_000],
    ]);
  });

  test('when an action has an unknown type, or a jump has no block, or a pause names one, then 400 naming the field', async () => {
    const alice = newUser();
    const { code } = await startClass(alice);
    const cases: Array<[unknown, string]> = [
      [{ type: 'explode', atMs: Date.now() }, 'type'],
      [{ type: 'jump', atMs: Date.now() }, 'blockIndex'],
      [{ type: 'pause', atMs: Date.now(), blockIndex: 1 }, 'blockIndex'],
      [{ type: 'start' }, 'atMs'],
    ];
    for (const [body, field] of cases) {
      const res = await alice.call<{ error: { fields: Record<string, string> } }>(`/api/live/classes/${code}/actions`, { method: 'POST', body });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields)).toContain(field);
    }
  });

  test('when the log already holds the most actions a class keeps, then the next one is refused with 409', async () => {
    const alice = newUser();
    const { code } = await startClass(alice);
    await service.sequelize.query('UPDATE content.live_classes SET last_seq = :max WHERE code = :code AND ended_at IS NULL', {
      replacements: { code, max: LIVE_LIMITS.actionsMax },
      type: QueryTypes.UPDATE,
    });
    const res = await alice.call(`/api/live/classes/${code}/actions`, { method: 'POST', body: { type: 'pause', atMs: Date.now() } });
    expect(res.status).toBe(409);
  });

  test('when another user acts on, reads, changes or ends the class, then each answers 404 and the class is unchanged', async () => {
    const alice = newUser();
    const mallory = newUser();
    const { code } = await startClass(alice);
    const attempts = [
      mallory.call(`/api/live/classes/${code}/actions`, { method: 'POST', body: { type: 'start', atMs: Date.now() } }),
      mallory.call(`/api/live/classes/${code}`),
      mallory.call(`/api/live/classes/${code}`, { method: 'PATCH', body: { allowFollowerAudio: true } }),
      mallory.call(`/api/live/classes/${code}/end`, { method: 'POST' }),
    ];
    expect((await Promise.all(attempts)).map((r) => r.status)).toEqual([404, 404, 404, 404]);
    expect((await publicGet<LiveClassView>(`/api/live/${code}`)).body).toMatchObject({ actions: [], allowFollowerAudio: false, endedAt: null });
  });

  test('when the owner allows follower audio, then the public view says so', async () => {
    const alice = newUser();
    const { code } = await startClass(alice);
    const res = await alice.call<LiveClassView>(`/api/live/classes/${code}`, { method: 'PATCH', body: { allowFollowerAudio: true } });
    expect(res.status).toBe(200);
    expect((await publicGet<LiveClassView>(`/api/live/${code}`)).body.allowFollowerAudio).toBe(true);
  });

  test('when the owner ends the class, then it shows as ended, takes no more actions, and its code may start a new class', async () => {
    const alice = newUser();
    const { code } = await startClass(alice);
    const ended = await alice.call<LiveClassView>(`/api/live/classes/${code}/end`, { method: 'POST' });
    expect(ended.status).toBe(200);
    expect(ended.body.endedAt).not.toBeNull();
    expect((await publicGet<LiveClassView>(`/api/live/${code}`)).body.endedAt).toBe(ended.body.endedAt);
    const late = await alice.call(`/api/live/classes/${code}/actions`, { method: 'POST', body: { type: 'start', atMs: Date.now() } });
    expect(late.status).toBe(409);
    const [row] = await service.sequelize.query<{ n: number }>('SELECT count(*)::int AS n FROM content.live_classes WHERE code = :code AND ended_at IS NULL', {
      replacements: { code },
      type: QueryTypes.SELECT,
    });
    expect(row!.n).toBe(0);
  });
});

describe('what anyone with the code reads', () => {
  test("when anyone asks the time, then it answers the server's clock, never cached", async () => {
    const before = Date.now();
    const res = await fetch(`${service.url}/api/live/time`);
    const body = (await res.json()) as LiveServerTime;
    expect(body.serverMs).toBeGreaterThanOrEqual(before);
    expect(body.serverMs).toBeLessThanOrEqual(Date.now());
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  test('when the code is typed in lower case, then the class is found', async () => {
    const { code } = await startClass(newUser());
    expect((await publicGet(`/api/live/${code.toLowerCase()}`)).status).toBe(200);
  });

  test('when a code belongs to no class, or cannot be a code, then 404 with a message saying to check the code', async () => {
    for (const code of ['ZZZZZZ', 'nope!', 'IIIIII']) {
      const res = await publicGet<{ error: { message: string } }>(`/api/live/${code}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('No live class with this code. Check the code with your instructor.');
    }
  });

  test('when a class has had no action for 4 hours, then reading it ends it, stamped when it went idle', async () => {
    const alice = newUser();
    const { code } = await startClass(alice);
    await ageClass(service, code, LIVE_LIMITS.idleEndMs + 60_000);
    const view = await publicGet<LiveClassView>(`/api/live/${code}`);
    expect(view.body.endedAt).not.toBeNull();
    expect(Date.now() - Date.parse(view.body.endedAt!)).toBeGreaterThanOrEqual(59_000);
    const late = await alice.call<LiveAction>(`/api/live/classes/${code}/actions`, { method: 'POST', body: { type: 'start', atMs: Date.now() } });
    expect(late.status).toBe(409);
  });

  test('when a class ended more than a day ago, then its code is unknown', async () => {
    const alice = newUser();
    const { code } = await startClass(alice);
    await service.sequelize.query("UPDATE content.live_classes SET ended_at = now() - interval '25 hours' WHERE code = :code AND ended_at IS NULL", {
      replacements: { code },
      type: QueryTypes.UPDATE,
    });
    expect((await publicGet(`/api/live/${code}`)).status).toBe(404);
  });
});
