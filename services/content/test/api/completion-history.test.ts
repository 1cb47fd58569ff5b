import { randomUUID } from 'node:crypto';
import { HISTORY_DAYS_MAX, type Completion, type CompletionHistory, type WorkoutSummary } from '@blockbeat/contracts';
import { randomUserId } from '@blockbeat/service-kit/testing';
import { caller, useContentService, type Caller } from '../support/content-service';
import { createWorkout, share } from '../support/fixtures';

const service = useContentService();
const newUser = () => caller(service, randomUserId());
const complete = (who: Caller, body: unknown) => who.call<Completion>('/api/completions', { method: 'POST', body });
const logOf = async (who: Caller) => (await who.call<Completion[]>('/api/completions')).body;
const history = (who: Caller, from: string, to: string) => who.call<CompletionHistory>(`/api/completions/history?${new URLSearchParams({ from, to })}`);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
/** `days` days back at the given UTC time of day (completedAt may be at most 30 days old). */
function atUtc(days: number, hours: number, minutes: number, seconds: number): Date {
  const at = new Date(Date.now() - days * 86_400_000);
  at.setUTCHours(hours, minutes, seconds, 0);
  return at;
}

async function exportCsv(who: Caller) {
  const res = await fetch(`${service.url}/api/completions/export.csv`, { headers: { authorization: `Bearer ${await who.token()}` } });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

describe('a completion sent more than once', () => {
  test('when the same clientId is sent again, then the answer is 200 with the same completion and nothing new is logged', async () => {
    const alice = newUser();
    const workout = await createWorkout(alice);
    const body = { workoutId: workout.id, elapsedSeconds: 95, clientId: randomUUID() };
    const first = await complete(alice, body);
    expect(first.status).toBe(201);
    const again = await complete(alice, { ...body, elapsedSeconds: 10 });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await logOf(alice)).toEqual([first.body]);
  });

  test('when the same clientId arrives eight times at once, then one completion is logged and every answer names it', async () => {
    const alice = newUser();
    const workout = await createWorkout(alice);
    const body = { workoutId: workout.id, elapsedSeconds: 60, clientId: randomUUID() };
    const answers = await Promise.all(Array.from({ length: 8 }, () => complete(alice, body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const log = await logOf(alice);
    expect(log).toHaveLength(1);
    for (const answer of answers) expect(answer.body).toEqual(log[0]);
  });

  test('when two users send the same clientId, then each gets a completion of their own', async () => {
    const alice = newUser();
    const bob = newUser();
    const workout = await createWorkout(alice);
    const { shareToken } = await share(alice, workout.id);
    const clientId = randomUUID();
    expect((await complete(alice, { workoutId: workout.id, elapsedSeconds: 30, clientId })).status).toBe(201);
    expect((await complete(bob, { shareToken, elapsedSeconds: 30, clientId })).status).toBe(201);
    expect(await logOf(bob)).toHaveLength(1);
  });

  test('when completions come without a clientId, then each is logged as before', async () => {
    const alice = newUser();
    const workout = await createWorkout(alice);
    await complete(alice, { workoutId: workout.id, elapsedSeconds: 30 });
    await complete(alice, { workoutId: workout.id, elapsedSeconds: 30 });
    expect(await logOf(alice)).toHaveLength(2);
  });

  test('when a queued completion is sent with completedAt, then it is logged at that time', async () => {
    const alice = newUser();
    const workout = await createWorkout(alice);
    const completedAt = daysAgo(2);
    const res = await complete(alice, { workoutId: workout.id, elapsedSeconds: 30, clientId: randomUUID(), completedAt });
    expect(res.status).toBe(201);
    expect(res.body.completedAt).toBe(completedAt);
    expect((await logOf(alice))[0]!.completedAt).toBe(completedAt);
  });

  test('when the clientId is not a uuid, then the answer is 400 naming clientId', async () => {
    const alice = newUser();
    const workout = await createWorkout(alice);
    const res = await complete(alice, { workoutId: workout.id, elapsedSeconds: 30, clientId: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { fields: { clientId: expect.any(String) } } });
  });

  test('when a device clock is wrong (an hour ahead, 31 days back), then the completion is still logged, its time kept within the last 30 days and never ahead', async () => {
    const alice = newUser();
    const workout = await createWorkout(alice);
    const ahead = await complete(alice, { workoutId: workout.id, elapsedSeconds: 30, clientId: randomUUID(), completedAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect(ahead.status).toBe(201);
    expect(Math.abs(new Date(ahead.body.completedAt).getTime() - Date.now())).toBeLessThan(60_000);
    const old = await complete(alice, { workoutId: workout.id, elapsedSeconds: 30, clientId: randomUUID(), completedAt: new Date(Date.now() - 31 * 86_400_000).toISOString() });
    expect(old.status).toBe(201);
    expect(Math.abs(new Date(old.body.completedAt).getTime() - (Date.now() - 30 * 86_400_000))).toBeLessThan(60_000);
  });
});

describe('GET /api/completions/history', () => {
  test('when a range is asked for, then the completions in it come newest first with their workout ids', async () => {
    const alice = newUser();
    const workout = await createWorkout(alice);
    for (const days of [10, 3, 1]) {
      await complete(alice, { workoutId: workout.id, elapsedSeconds: days * 60, clientId: randomUUID(), completedAt: daysAgo(days) });
    }
    const from = daysAgo(5);
    const to = daysAgo(0);
    const res = await history(alice, from, to);
    expect(res.status).toBe(200);
    expect(res.body.from).toBe(from);
    expect(res.body.to).toBe(to);
    expect(res.body.completions.map((c) => c.elapsedSeconds)).toEqual([60, 180]);
    expect(res.body.completions[0]).toMatchObject({ workoutId: workout.id, workoutName: 'Tabata burner' });
  });

  test("when another user's range is asked for, then none of their completions appear", async () => {
    const alice = newUser();
    const workout = await createWorkout(alice);
    await complete(alice, { workoutId: workout.id, elapsedSeconds: 30 });
    expect((await history(newUser(), daysAgo(1), daysAgo(-1))).body.completions).toEqual([]);
  });

  test(`when from and to are more than ${HISTORY_DAYS_MAX} days apart, then the answer is 400 naming to`, async () => {
    const res = await history(newUser(), daysAgo(HISTORY_DAYS_MAX + 1), daysAgo(0));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'validation', fields: { to: expect.any(String) } } });
  });

  test(`when they are exactly ${HISTORY_DAYS_MAX} days apart, then the range is accepted`, async () => {
    const to = new Date();
    const from = new Date(to.getTime() - HISTORY_DAYS_MAX * 86_400_000);
    expect((await history(newUser(), from.toISOString(), to.toISOString())).status).toBe(200);
  });

  test.each<[string, string, string, string]>([
    ['to is before from', 'to', daysAgo(1), daysAgo(2)],
    ['from is not a date', 'from', 'yesterday', daysAgo(0)],
    ['to is missing', 'to', daysAgo(1), ''],
  ])('when %s, then the answer is 400 naming %s', async (_case, field, from, to) => {
    const query = new URLSearchParams({ from, ...(to && { to }) });
    const res = await newUser().call(`/api/completions/history?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { fields: { [field]: expect.any(String) } } });
  });
});

describe('GET /api/completions/export.csv', () => {
  test('when a user exports, then every completion of theirs is listed newest first under the header, as an attachment', async () => {
    const alice = newUser();
    const workout = await createWorkout(alice, { name: 'Leg day', exercises: [{ name: 'Squats', duration: 30 }] });
    const earlier = atUtc(3, 18, 30, 5);
    const later = atUtc(2, 7, 0, 0);
    await complete(alice, { workoutId: workout.id, elapsedSeconds: 95, clientId: randomUUID(), completedAt: earlier.toISOString() });
    await complete(alice, { workoutId: workout.id, elapsedSeconds: 1800, clientId: randomUUID(), completedAt: later.toISOString() });
    await complete(newUser(), { shareToken: (await share(alice, workout.id)).shareToken, elapsedSeconds: 5 });
    const res = await exportCsv(alice);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="blockbeat-history.csv"');
    const day = (d: Date) => d.toISOString().slice(0, 10);
    expect(res.text).toBe(`Completed at (UTC),Workout,Minutes,Seconds\r\n${day(later)} 07:00:00,Leg day,30,0\r\n${day(earlier)} 18:30:05,Leg day,1,35\r\n`);
  });

  test('when a workout name starts like a formula or holds commas and quotes, then the cell is disarmed and quoted', async () => {
    const alice = newUser();
    const names = ['=HYPERLINK("http://evil.example","x")', '+1', '-2 abs', '@SUM(A1)', 'Squats, "hard"'];
    for (const [i, name] of names.entries()) {
      const workout = await createWorkout(alice, { name, exercises: [{ name: 'One', duration: 30 }] });
      await complete(alice, { workoutId: workout.id, elapsedSeconds: 60, clientId: randomUUID(), completedAt: daysAgo(10 - i) });
      expect((await logOf(alice))[0]!.workoutName).toBe(name);
    }
    const rows = (await exportCsv(alice)).text.trimEnd().split('\r\n').slice(1).map((row) => row.split(',').slice(1, -2).join(','));
    expect(rows).toEqual(['"Squats, ""hard"""', "'@SUM(A1)", "'-2 abs", "'+1", `"'=HYPERLINK(""http://evil.example"",""x"")"`]);
  });

  test('when a workout name starts with a full-width ＝ ＋ － or ＠, then the cell is disarmed as the ASCII ones are', async () => {
    const alice = newUser();
    const names = ['＝1+1', '＋1', '－2', '＠SUM(A1)'];
    for (const [i, name] of names.entries()) {
      const workout = await createWorkout(alice, { name, exercises: [{ name: 'One', duration: 30 }] });
      await complete(alice, { workoutId: workout.id, elapsedSeconds: 60, clientId: randomUUID(), completedAt: daysAgo(10 - i) });
    }
    const rows = (await exportCsv(alice)).text.trimEnd().split('\r\n').slice(1).map((row) => row.split(',').slice(1, -2).join(','));
    expect(rows).toEqual(["'＠SUM(A1)", "'－2", "'＋1", "'＝1+1"]);
  });

  test('when a user has no completions, then the file holds the header alone', async () => {
    expect((await exportCsv(newUser())).text).toBe('Completed at (UTC),Workout,Minutes,Seconds\r\n');
  });
});

describe('play counts on the workout list', () => {
  test("when a user has played their workouts, then each summary carries the caller's count and last played time", async () => {
    const alice = newUser();
    const played = await createWorkout(alice, { name: 'Played', exercises: [{ name: 'One', duration: 30 }] });
    await createWorkout(alice, { name: 'Never', exercises: [{ name: 'One', duration: 30 }] });
    const last = daysAgo(1);
    await complete(alice, { workoutId: played.id, elapsedSeconds: 30, clientId: randomUUID(), completedAt: daysAgo(3) });
    await complete(alice, { workoutId: played.id, elapsedSeconds: 30, clientId: randomUUID(), completedAt: last });
    // Someone else playing it through the share is not the owner's play.
    await complete(newUser(), { shareToken: (await share(alice, played.id)).shareToken, elapsedSeconds: 30 });
    const list = (await alice.call<WorkoutSummary[]>('/api/workouts')).body;
    expect(list.map(({ name, playCount, lastPlayedAt }) => ({ name, playCount, lastPlayedAt }))).toEqual([
      { name: 'Never', playCount: 0, lastPlayedAt: null },
      { name: 'Played', playCount: 2, lastPlayedAt: last },
    ]);
  });
});
