import { COACHING_MESSAGES, type Client, type ClientCompletion, type ClientLink, type ClientPage } from '@blockbeat/contracts';
import { useCoachingService } from '../support/coaching-service';

const { instructor, content, visitor, clock } = useCoachingService();

async function setUp() {
  clock.now = new Date('2026-11-28T12:00:00Z');
  const coach = instructor();
  const workout = content.addWorkout(coach.sub);
  const client = (await coach.call<Client>('POST', '/api/clients', { name: 'Ada' })).body;
  await coach.call('POST', `/api/clients/${client.id}/assignments`, { workoutId: workout.id, startDate: '2026-11-28' });
  const { token } = (await coach.call<ClientLink>('POST', `/api/clients/${client.id}/link`)).body;
  return { coach, workout, client, token };
}

describe('completions from the client page', () => {
  test('when the same completion is sent twice, even at once, then it is logged once and both answers are the same', async () => {
    const { workout, token } = await setUp();
    const input = { id: crypto.randomUUID(), workoutId: workout.id, date: '2026-11-28', effort: 8, note: 'felt good' };
    const [a, b] = await Promise.all([visitor<ClientCompletion>('POST', `/api/c/${token}/completions`, input), visitor<ClientCompletion>('POST', `/api/c/${token}/completions`, input)]);
    const c = await visitor<ClientCompletion>('POST', `/api/c/${token}/completions`, { ...input, effort: 2, note: 'changed my mind' });
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(b.body).toEqual(a.body);
    expect(c.body).toEqual(a.body);
    expect(a.body).toMatchObject({ id: input.id, workoutId: workout.id, date: '2026-11-28', effort: 8, note: 'felt good' });
    const page = (await visitor<ClientPage>('GET', `/api/c/${token}?today=2026-11-28`)).body;
    const today = page.days.find((d) => d.date === '2026-11-28')!;
    expect(today.status).toBe('done');
    expect(today.workouts).toHaveLength(1);
  });

  test('when two clients send the same id, then each is logged for its own client', async () => {
    const first = await setUp();
    const second = await setUp();
    const id = crypto.randomUUID();
    expect((await visitor('POST', `/api/c/${first.token}/completions`, { id, workoutId: first.workout.id, date: '2026-11-28', effort: 3 })).status).toBe(201);
    const res = await visitor<ClientCompletion>('POST', `/api/c/${second.token}/completions`, { id, workoutId: second.workout.id, date: '2026-11-28', effort: 9 });
    expect(res.status).toBe(201);
    expect(res.body.effort).toBe(9);
  });

  test('when the workout is not on the plan around that day, then 400 names workoutId', async () => {
    const { coach, token } = await setUp();
    const elsewhere = content.addWorkout(coach.sub, 'not planned');
    const res = await visitor('POST', `/api/c/${token}/completions`, { id: crypto.randomUUID(), workoutId: elsewhere.id, date: '2026-11-28', effort: 5 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { fields: { workoutId: COACHING_MESSAGES.workoutNotPlanned } } });
  });

  test('when the input is out of range, then 400 names each field', async () => {
    const { workout, token } = await setUp();
    const bad = await visitor('POST', `/api/c/${token}/completions`, { id: 'nope', workoutId: workout.id, date: '2026-02-30', effort: 11, note: 'x'.repeat(501) });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { error: { fields: object } }).error.fields).sort()).toEqual(['date', 'effort', 'id', 'note']);
    const old = await visitor('POST', `/api/c/${token}/completions`, { id: crypto.randomUUID(), workoutId: workout.id, date: '2026-10-01', effort: 5 });
    expect(old.status).toBe(400);
    expect(Object.keys((old.body as { error: { fields: object } }).error.fields)).toEqual(['date']);
  });

  test('when a completion arrives late from a phone that was offline, then it is logged on its day', async () => {
    const { coach, client, workout, token } = await setUp();
    clock.now = new Date('2026-12-02T08:00:00Z');
    const res = await visitor('POST', `/api/c/${token}/completions`, { id: crypto.randomUUID(), workoutId: workout.id, date: '2026-11-28', effort: 6 });
    expect(res.status).toBe(201);
    const calendar = await coach.call<{ days: Array<{ status: string }> }>('GET', `/api/clients/${client.id}/calendar?from=2026-11-28&to=2026-11-28`);
    expect(calendar.body.days[0]!.status).toBe('done');
  });
});
