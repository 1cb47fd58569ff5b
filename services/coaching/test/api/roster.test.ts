import { COACHING_MESSAGES, type Client, type ClientLink, type CoachingExport, type Program, type Roster } from '@blockbeat/contracts';
import { programDays, useCoachingService } from '../support/coaching-service';

const { instructor, content, visitor, clock } = useCoachingService({ maxClients: 3 });

describe('the roster', () => {
  test('when two clients share a program and one keeps up, then the figures, last activity and falling-behind mark say so', async () => {
    clock.now = new Date('2026-11-28T12:00:00Z'); // Saturday
    const coach = instructor();
    const workout = content.addWorkout(coach.sub);
    const program = (await coach.call<Program>('POST', '/api/programs', { name: 'Mon-Wed-Fri', weeks: 4, days: programDays(4, { 0: [workout.id], 2: [workout.id], 4: [workout.id] }) })).body;
    const [ada, bo] = await Promise.all(['Ada', 'Bo'].map(async (name) => (await coach.call<Client>('POST', '/api/clients', { name })).body));
    for (const c of [ada!, bo!]) await coach.call('POST', `/api/clients/${c.id}/assignments`, { programId: program.id, startDate: '2026-11-16' });
    const { token } = (await coach.call<ClientLink>('POST', `/api/clients/${ada!.id}/link`)).body;
    for (const date of ['2026-11-23', '2026-11-25', '2026-11-27'])
      await visitor('POST', `/api/c/${token}/completions`, { id: crypto.randomUUID(), workoutId: workout.id, date, effort: 7, note: date === '2026-11-27' ? 'last one' : '' });

    const roster = await coach.call<Roster>('GET', '/api/clients?sort=fallingBehind&today=2026-11-28');
    expect(roster.status).toBe(200);
    expect(roster.body).toMatchObject({ today: '2026-11-28', total: 2, max: 3 });
    const [first, second] = roster.body.rows;
    expect(first).toMatchObject({ name: 'Bo', fallingBehind: true, thisWeek: { done: 0, planned: 3 }, lastFourWeeks: { done: 0, planned: 6 }, lastActivityAt: null });
    expect(second).toMatchObject({ name: 'Ada', fallingBehind: false, thisWeek: { done: 3, planned: 3 }, lastFourWeeks: { done: 3, planned: 6 }, latestEffort: 7, latestNote: 'last one', hasLink: true });
    expect(second!.lastActivityAt).not.toBeNull();
  });

  test('when searching, archiving and sorting, then the list follows', async () => {
    const coach = instructor();
    const made = await Promise.all(['Carla', 'ben', 'Ada'].map(async (name) => (await coach.call<Client>('POST', '/api/clients', { name, email: `${name.toLowerCase()}@gym.test` })).body));
    const names = async (query: string) => (await coach.call<Roster>('GET', `/api/clients${query}`)).body.rows.map((r) => r.name);
    expect(await names('')).toEqual(['Ada', 'ben', 'Carla']);
    expect(await names('?order=desc')).toEqual(['Carla', 'ben', 'Ada']);
    expect(await names('?search=CAR')).toEqual(['Carla']);
    expect(await names('?search=%25')).toEqual([]);
    expect((await coach.call<Client>('PATCH', `/api/clients/${made[0]!.id}`, { archived: true })).body.archived).toBe(true);
    expect(await names('')).toEqual(['Ada', 'ben']);
    expect(await names('?archived=archived')).toEqual(['Carla']);
    expect(await names('?archived=all')).toEqual(['Ada', 'ben', 'Carla']);
  });

  test('when the instructor has the most clients allowed, then one more is refused with 409 until one is deleted', async () => {
    const coach = instructor();
    for (const name of ['A', 'B', 'C']) expect((await coach.call('POST', '/api/clients', { name })).status).toBe(201);
    const over = await coach.call<Client>('POST', '/api/clients', { name: 'D' });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ error: { message: COACHING_MESSAGES.tooManyClients(3) } });
    const first = (await coach.call<Roster>('GET', '/api/clients')).body.rows[0]!;
    expect((await coach.call('DELETE', `/api/clients/${first.id}`)).status).toBe(204);
    expect((await coach.call('POST', '/api/clients', { name: 'D' })).status).toBe(201);
  });

  test('when bad input is sent, then 400 names each field', async () => {
    const coach = instructor();
    const res = await coach.call('POST', '/api/clients', { name: '', email: 'not-mail', note: 'x'.repeat(2001) });
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as { error: { fields: object } }).error.fields).sort()).toEqual(['email', 'name', 'note']);
    const query = await coach.call('GET', '/api/clients?sort=age&today=2020-01-01');
    expect(Object.keys((query.body as { error: { fields: object } }).error.fields).sort()).toEqual(['sort']);
    const far = await coach.call('GET', '/api/clients?today=2020-01-01');
    expect(Object.keys((far.body as { error: { fields: object } }).error.fields)).toEqual(['today']);
    const weeks = await coach.call('POST', '/api/programs', { name: 'Too long', weeks: 53, days: programDays(53, {}) });
    expect(weeks.status).toBe(400);
  });
});

describe('account data', () => {
  test('when the instructor exports, then clients, assignments, completions and programs are in it; when they delete, then all of it goes and links stop', async () => {
    clock.now = new Date('2026-11-28T12:00:00Z');
    const coach = instructor();
    const workout = content.addWorkout(coach.sub, 'Exported');
    const client = (await coach.call<Client>('POST', '/api/clients', { name: 'Ada' })).body;
    const program = (await coach.call<Program>('POST', '/api/programs', { name: 'P', weeks: 1, days: programDays(1, { 5: [workout.id] }) })).body;
    await coach.call('POST', `/api/clients/${client.id}/assignments`, { programId: program.id, startDate: '2026-11-23' });
    const { token } = (await coach.call<ClientLink>('POST', `/api/clients/${client.id}/link`)).body;
    await visitor('POST', `/api/c/${token}/completions`, { id: crypto.randomUUID(), workoutId: workout.id, date: '2026-11-28', effort: 5, note: 'ok' });

    const exported = await coach.call<CoachingExport>('GET', '/internal/me/export');
    expect(exported.status).toBe(200);
    expect(exported.body.programs.map((p) => p.id)).toEqual([program.id]);
    expect(exported.body.clients).toEqual([
      expect.objectContaining({ id: client.id, assignments: [expect.objectContaining({ programId: program.id })], completions: [expect.objectContaining({ workoutName: 'Exported', effort: 5, note: 'ok' })] }),
    ]);

    expect((await coach.call('DELETE', '/internal/me')).status).toBe(204);
    expect((await coach.call('DELETE', '/internal/me')).status).toBe(204);
    expect((await visitor('GET', `/api/c/${token}`)).status).toBe(404);
    expect((await coach.call<CoachingExport>('GET', '/internal/me/export')).body).toEqual({ clients: [], programs: [] });
  });
});
