import { FEEDBACK_MESSAGES, type ContentExport, type FeedbackView, type WorkoutSummary } from '@blockbeat/contracts';
import { randomUserId } from '@blockbeat/service-kit/testing';
import { QueryTypes } from 'sequelize';
import { CLIENT_IP_HEADER } from '../../src/shared/client-ip';
import { caller, useContentService } from '../support/content-service';
import { createWorkout, share } from '../support/fixtures';
import { startClass } from '../support/live';

const service = useContentService();
const newUser = () => caller(service, randomUserId());

/** As the gateway forwards an anonymous visitor's POST: JSON, with the IP it saw. */
async function send(path: string, body: unknown, ip = '203.0.113.7') {
  const res = await fetch(`${service.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', [CLIENT_IP_HEADER]: ip }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { message?: string; error?: { message: string; fields?: Record<string, string> } } };
}

describe('feedback without an account', () => {
  test('when a follower sends feedback from a class, then it is thanked, and the instructor sees it with the class code', async () => {
    const alice = newUser();
    const started = await startClass(alice);
    const res = await send(`/api/live/${started.code}/feedback`, { done: true, effort: 7, note: 'Great class', firstName: 'Sam' });
    expect(res).toEqual({ status: 201, body: { message: FEEDBACK_MESSAGES.sent } });
    const view = await alice.call<FeedbackView>(`/api/feedback?workoutId=${started.workout.id}`);
    expect(view.body.entries).toEqual([
      {
        id: expect.any(String),
        workoutId: started.workout.id,
        workoutName: started.workout.name,
        classCode: started.code,
        done: true,
        effort: 7,
        note: 'Great class',
        firstName: 'Sam',
        createdAt: expect.any(String),
      },
    ]);
  });

  test('when a visitor of a shared workout sends feedback, then the owner sees it with no class code', async () => {
    const alice = newUser();
    const workout = await createWorkout(alice);
    const { shareToken } = await share(alice, workout.id);
    expect((await send(`/api/shared/${shareToken}/feedback`, { done: false })).status).toBe(201);
    const view = await alice.call<FeedbackView>(`/api/feedback?workoutId=${workout.id}`);
    expect(view.body.entries).toMatchObject([{ classCode: null, done: false, effort: null, note: null, firstName: null }]);
  });

  test('when the note holds markup, then it is stored exactly as typed (the screens show it as text)', async () => {
    const alice = newUser();
    const { code, workout } = await startClass(alice);
    const note = '<img src=x onerror=alert(1)> & "quotes"';
    await send(`/api/live/${code}/feedback`, { done: true, note });
    expect((await alice.call<FeedbackView>(`/api/feedback?workoutId=${workout.id}`)).body.entries[0]!.note).toBe(note);
  });

  test('when the effort is out of 1–10, the note too long or done missing, then 400 naming each field', async () => {
    const { code } = await startClass(newUser());
    const res = await send(`/api/live/${code}/feedback`, { effort: 11, note: 'x'.repeat(501), firstName: 'y'.repeat(41) });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error!.fields!).sort()).toEqual(['done', 'effort', 'firstName', 'note']);
  });

  test('when the class code or share link is unknown, then 404', async () => {
    expect((await send('/api/live/ZZZZZZ/feedback', { done: true })).status).toBe(404);
    expect((await send('/api/shared/not-a-real-share-token-at-all/feedback', { done: true })).status).toBe(404);
  });

  test('when one IP sends a sixth feedback through a link within the hour, then 429 with the too-many message, while another IP still may', async () => {
    const { code } = await startClass(newUser());
    for (let i = 0; i < 5; i++) expect((await send(`/api/live/${code}/feedback`, { done: true }, '198.51.100.1')).status).toBe(201);
    expect(await send(`/api/live/${code}/feedback`, { done: true }, '198.51.100.1')).toEqual({
      status: 429,
      body: { error: { code: 'rate_limited', message: FEEDBACK_MESSAGES.tooMany } },
    });
    expect((await send(`/api/live/${code}/feedback`, { done: true }, '198.51.100.2')).status).toBe(201);
  });

  test('when an IP is refused, then Retry-After says when its oldest feedback of the hour leaves the hour', async () => {
    const { code } = await startClass(newUser());
    for (let i = 0; i < 5; i++) expect((await send(`/api/live/${code}/feedback`, { done: true }, '198.51.100.3')).status).toBe(201);
    await service.sequelize.query("UPDATE content.feedback SET created_at = now() - interval '50 minutes' WHERE class_id = (SELECT id FROM content.live_classes WHERE code = :code)", {
      replacements: { code },
    });
    const res = await fetch(`${service.url}/api/live/${code}/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLIENT_IP_HEADER]: '198.51.100.3' },
      body: JSON.stringify({ done: true }),
    });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
  });

  test('when ten sends from one IP arrive at once, then exactly five are stored', async () => {
    const { code } = await startClass(newUser());
    const results = await Promise.all(Array.from({ length: 10 }, () => send(`/api/live/${code}/feedback`, { done: true }, '198.51.100.9')));
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(5);
  });

  test('when a link has had 300 feedbacks within the hour, then the next is refused whoever sends it', async () => {
    const alice = newUser();
    const workout = await createWorkout(alice);
    const { shareToken } = await share(alice, workout.id);
    await service.sequelize.query(
      `INSERT INTO content.feedback (user_id, workout_id, workout_name, share_token, done, ip_hash)
       SELECT :userId, :workoutId, 'w', :shareToken, true, 'ip' || n FROM generate_series(1, 300) n`,
      { replacements: { userId: alice.userId, workoutId: workout.id, shareToken }, type: QueryTypes.INSERT },
    );
    expect((await send(`/api/shared/${shareToken}/feedback`, { done: true }, '192.0.2.44')).status).toBe(429);
  });

  test('when feedback is stored, then the sender IP is kept only as a keyed hash', async () => {
    const { code } = await startClass(newUser());
    await send(`/api/live/${code}/feedback`, { done: true }, '192.0.2.77');
    const rows = await service.sequelize.query<{ ip_hash: string }>(
      'SELECT f.ip_hash FROM content.feedback f JOIN content.live_classes c ON c.id = f.class_id WHERE c.code = :code',
      { replacements: { code }, type: QueryTypes.SELECT },
    );
    expect(rows[0]!.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.ip_hash).not.toContain('192.0.2.77');
  });
});

describe("the instructor's feedback view and cards", () => {
  test('when clients rated two classes and the share, then the view sums them, per class newest first, and the card carries count and average', async () => {
    const alice = newUser();
    const workout = await createWorkout(alice);
    const { shareToken } = await share(alice, workout.id);
    const startOn = async () => (await alice.call<{ code: string }>('/api/live/classes', { method: 'POST', body: { workoutId: workout.id } })).body.code;
    const first = await startOn();
    await alice.call(`/api/live/classes/${first}/end`, { method: 'POST' });
    const second = await startOn();
    await send(`/api/live/${first}/feedback`, { done: true, effort: 6 }, '192.0.2.1');
    await send(`/api/live/${first}/feedback`, { done: true, effort: 9 }, '192.0.2.2');
    await send(`/api/live/${second}/feedback`, { done: false }, '192.0.2.3');
    await send(`/api/shared/${shareToken}/feedback`, { done: true, effort: 8 }, '192.0.2.4');

    const view = (await alice.call<FeedbackView>(`/api/feedback?workoutId=${workout.id}`)).body;
    expect(view.summary).toEqual({ count: 4, averageEffort: 7.7 });
    expect(view.classes).toEqual([
      { code: second, startedAt: expect.any(String), summary: { count: 1, averageEffort: null } },
      { code: first, startedAt: expect.any(String), summary: { count: 2, averageEffort: 7.5 } },
    ]);
    expect(view.entries).toHaveLength(4);

    const cards = (await alice.call<WorkoutSummary[]>('/api/workouts')).body;
    expect(cards.find((c) => c.id === workout.id)).toMatchObject({ feedbackCount: 4, averageEffort: 7.7, playCount: 0 });
  });

  test("when someone asks for another user's workout's feedback, then 404; without a workout id, 400", async () => {
    const workout = await createWorkout(newUser());
    expect((await newUser().call(`/api/feedback?workoutId=${workout.id}`)).status).toBe(404);
    expect((await newUser().call('/api/feedback')).status).toBe(400);
  });
});

describe("an instructor's data exported", () => {
  test('when the instructor exports their data, then their classes and the feedback they received are in it, plain as sent', async () => {
    const alice = newUser();
    const { code } = await startClass(alice);
    await send(`/api/live/${code}/feedback`, { done: true, effort: 6, note: '<i>sore</i> but happy', firstName: 'Bo' });
    const res = await alice.call<ContentExport>('/internal/me/export');
    expect(res.status).toBe(200);
    expect(res.body.liveClasses).toEqual([expect.objectContaining({ code, endedAt: null })]);
    expect(res.body.feedback).toEqual([expect.objectContaining({ classCode: code, effort: 6, note: '<i>sore</i> but happy', firstName: 'Bo' })]);
    expect((await newUser().call<ContentExport>('/internal/me/export')).body).toMatchObject({ liveClasses: [], feedback: [] });
  });
});

describe("an instructor's account deleted", () => {
  test('when the instructor deletes their account, then their classes, logs and the feedback they received are gone', async () => {
    const alice = newUser();
    const { code } = await startClass(alice);
    await alice.call(`/api/live/classes/${code}/actions`, { method: 'POST', body: { type: 'start', atMs: Date.now() } });
    await send(`/api/live/${code}/feedback`, { done: true, effort: 5 });
    expect((await alice.call('/internal/me', { method: 'DELETE' })).status).toBe(204);
    const [left] = await service.sequelize.query<{ classes: number; feedback: number; actions: number }>(
      `SELECT (SELECT count(*) FROM content.live_classes WHERE user_id = :userId)::int AS classes,
              (SELECT count(*) FROM content.feedback WHERE user_id = :userId)::int AS feedback,
              (SELECT count(*) FROM content.live_actions a LEFT JOIN content.live_classes c ON c.id = a.class_id WHERE c.id IS NULL)::int AS actions`,
      { replacements: { userId: alice.userId }, type: QueryTypes.SELECT },
    );
    expect(left).toEqual({ classes: 0, feedback: 0, actions: 0 });
    expect((await fetch(`${service.url}/api/live/${code}`)).status).toBe(404);
  });
});
